import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { createCaseBody } from '@shared/cases/schemas';
import { LIMITS } from '@shared/core/limits';
import type { User } from '@shared/users/types';
import { TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateCase } from '../api/create-case';
import { EMPTY_CASE_FORM, NO_CHANGES, caseFormResolver, effectiveCategory, useCaseForm, type CaseFormValues } from '../components/case-form';
import { CaseFields, CaseFormPage } from '../components/case-form-fields';
import { ClientPicker } from '../components/client-picker';


/** The create-case body of the form's values (spec section 3: the folder is named after the case). */
function toBody(values: CaseFormValues) {
  return {
    newFolderName: values.caseName,
    caseName: values.caseName,
    caseNumber: values.caseNumber,
    clientName: values.clientName,
    clientEmail: values.clientEmail,
    ...(values.clientPhone.trim() ? { clientPhone: values.clientPhone } : {}),
    category: effectiveCategory(values),
    description: values.description,
    status: values.status,
  };
}

// Spec section 5: every field but the description (and the client's phone, as in New User) is required; the server's schema says so.
const resolver = caseFormResolver(createCaseBody, toBody);

/** /admin/cases/new-case: opens a case for a client, found by e-mail or invited. */
export function NewCasePage() {
  const navigate = useNavigate();
  const createCase = useCreateCase();
  const { form, refuse, saveFailed } = useCaseForm(EMPTY_CASE_FORM, resolver);
  const { t } = useLingui();
  useDocumentTitle(t`Create Case`);
  // The existing client chosen in the picker, while the e-mail is still theirs.
  const [picked, setPicked] = useState<User | undefined>();
  const email = useWatch({ control: form.control, name: 'clientEmail' });
  const pickedClient = picked && picked.email === email ? picked : undefined;
  const pickedName = pickedClient?.name ?? '';

  const pickClient = (client: User) => {
    setPicked(client);
    const validate = form.formState.isSubmitted;
    form.setValue('clientName', client.name, { shouldDirty: true, shouldValidate: validate });
    form.setValue('clientEmail', client.email, { shouldDirty: true, shouldValidate: validate });
    form.setValue('clientPhone', client.phone ?? '', { shouldDirty: true, shouldValidate: validate });
  };
  const clearClient = () => {
    setPicked(undefined);
    for (const field of ['clientName', 'clientEmail', 'clientPhone'] as const) form.setValue(field, '', { shouldDirty: true });
    form.setFocus('clientName');
  };

  const submit = form.handleSubmit((body) => {
    if (createCase.isPending || body === NO_CHANGES) return;
    createCase.mutate(body, {
      onSuccess: ({ data }) => {
        toast.success(i18n._(msg`Case created successfully`));
        form.reset(EMPTY_CASE_FORM);
        setPicked(undefined);
        navigate(paths.admin.case.getHref(data.caseId));
      },
      onError: (error) => saveFailed(i18n._(msg`Failed to create case`), error),
    });
  }, refuse);

  const pending = createCase.isPending;

  return (
    <FormProvider {...form}>
      <CaseFormPage
        backTo={paths.admin.cases.getHref()}
        backLabel={t`Back to cases`}
        title={t`Create Case`}
        description={t`Open a case for a client. A new client is invited by e-mail.`}
        onSubmit={(event) => void submit(event)}
        pending={pending}
        submitLabel={t`Create Case`}
        pendingLabel={t`Creating case...`}
      >
        <fieldset className="grid gap-5 sm:grid-cols-2" disabled={pending}>
          <legend className="mb-4 text-base font-semibold text-slate-900">{t`Case`}</legend>
          <CaseFields idPrefix="new-case" caseNumberPlaceholder="IMM-2025-0001" />
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2" disabled={pending}>
          <legend className="mb-4 text-base font-semibold text-slate-900">{t`Client`}</legend>
          <ClientPicker id="new-case-existing-client" onPick={pickClient} disabled={pending} />
          {/* One live region, kept while empty, so choosing a client is announced. */}
          <div role="status" className={pickedClient ? 'sm:col-span-2' : 'sr-only'}>
            {pickedClient ? (
              <p className="flex flex-wrap items-center gap-3 rounded-md bg-brand-50 px-3 py-2 text-sm text-slate-800">
                <span className="min-w-0 break-words">
                  <Trans>
                    The case opens for <strong>{pickedName}</strong>, a client of the firm.
                  </Trans>
                </span>
                <Button type="button" variant="outline" size="sm" onClick={clearClient}>
                  <Trans>Clear</Trans>
                </Button>
              </p>
            ) : null}
          </div>
          <TextField<CaseFormValues>
            id="new-case-client-name"
            name="clientName"
            label={t`Client Name`}
            autoComplete="off"
            required
            maxLength={LIMITS.name}
            className="sm:col-span-2"
          />
          <TextField<CaseFormValues>
            id="new-case-client-email"
            name="clientEmail"
            label={t`Client Email`}
            type="email"
            autoComplete="off"
            required
            maxLength={LIMITS.email}
            placeholder="client@example.com"
            hint={t`An existing client is found by this address; anyone else is invited.`}
          />
          <TextField<CaseFormValues>
            id="new-case-client-phone"
            name="clientPhone"
            label={t`Client Phone (optional)`}
            type="tel"
            autoComplete="off"
            maxLength={LIMITS.phone}
            placeholder="+1 514 555 0100"
          />
        </fieldset>
      </CaseFormPage>
    </FormProvider>
  );
}
