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
  useDocumentTitle('Create Case');

  const submit = form.handleSubmit((body) => {
    if (createCase.isPending || body === NO_CHANGES) return;
    createCase.mutate(body, {
      onSuccess: ({ data }) => {
        toast.success('Case created successfully');
        form.reset(EMPTY_CASE_FORM);
        navigate(paths.admin.case.getHref(data.caseId));
      },
      onError: (error) => saveFailed('create case', error),
    });
  }, refuse);

  const pending = createCase.isPending;

  return (
    <FormProvider {...form}>
      <CaseFormPage
        backTo={paths.admin.cases.getHref()}
        backLabel="Back to cases"
        title="Create Case"
        description="Open a case for a client. A new client is invited by e-mail."
        onSubmit={(event) => void submit(event)}
        pending={pending}
        submitLabel="Create Case"
        pendingLabel="Creating case..."
      >
        <fieldset className="grid gap-5 sm:grid-cols-2" disabled={pending}>
          <legend className="mb-4 text-base font-semibold text-slate-900">Case</legend>
          <CaseFields idPrefix="new-case" caseNumberPlaceholder="IMM-2025-0001" />
        </fieldset>

        <fieldset className="grid gap-5 sm:grid-cols-2" disabled={pending}>
          <legend className="mb-4 text-base font-semibold text-slate-900">Client</legend>
          <TextField<CaseFormValues>
            id="new-case-client-name"
            name="clientName"
            label="Client Name"
            autoComplete="off"
            required
            maxLength={LIMITS.name}
            className="sm:col-span-2"
          />
          <TextField<CaseFormValues>
            id="new-case-client-email"
            name="clientEmail"
            label="Client Email"
            type="email"
            autoComplete="off"
            required
            maxLength={LIMITS.email}
            placeholder="client@example.com"
            hint="An existing client is found by this address; anyone else is invited."
          />
          <TextField<CaseFormValues>
            id="new-case-client-phone"
            name="clientPhone"
            label="Client Phone"
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
