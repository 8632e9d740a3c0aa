import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { createCaseBody } from '@shared/cases/schemas';
import { LIMITS } from '@shared/core/limits';
import { TextField } from '@/components/form/fields';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateCase } from '../api/create-case';
import { EMPTY_CASE_FORM, NO_CHANGES, caseFormResolver, effectiveCategory, useCaseForm, type CaseFormValues } from '../components/case-form';
import { CaseFields, CaseFormPage } from '../components/case-form-fields';


/** The create-case body of the form's values (spec section 3: the folder is named after the case). */
function toBody(values: CaseFormValues) {
  return {
    newFolderName: values.caseName,
    caseName: values.caseName,
    caseNumber: values.caseNumber,
    clientName: values.clientName,
    clientEmail: values.clientEmail,
    clientPhone: values.clientPhone,
    category: effectiveCategory(values),
    description: values.description,
    status: values.status,
  };
}

// Spec section 5: every field but the description is required; the server's schema says so.
const resolver = caseFormResolver(createCaseBody, toBody);

/** /admin/cases/new-case: opens a case for a client, found by e-mail or invited. */
export function NewCasePage() {
  const navigate = useNavigate();
  const createCase = useCreateCase();
  const { form, refuse, saveFailed } = useCaseForm(EMPTY_CASE_FORM, resolver);
  const { t } = useLingui();
  useDocumentTitle(t`Create Case`);

  const submit = form.handleSubmit((body) => {
    if (createCase.isPending || body === NO_CHANGES) return;
    createCase.mutate(body, {
      onSuccess: ({ data }) => {
        toast.success(i18n._(msg`Case created successfully`));
        form.reset(EMPTY_CASE_FORM);
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
            label={t`Client Phone`}
            type="tel"
            autoComplete="off"
            required
            maxLength={LIMITS.phone}
            placeholder="+1 514 555 0100"
          />
        </fieldset>
      </CaseFormPage>
    </FormProvider>
  );
}
