import { type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { createCaseBody } from '@shared/api-schemas';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateCase } from '../api/create-case';
import { EMPTY_CASE_FORM, effectiveCategory, fieldErrorsFrom, useCaseForm, type CaseFormValues } from '../components/case-form';
import { CaseFields, CaseFormPage, CaseTextField } from '../components/case-form-fields';

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

function validate(values: CaseFormValues) {
  const parsed = createCaseBody.safeParse(toBody(values));
  return parsed.success
    ? { body: parsed.data, errors: {} }
    : { body: undefined, errors: fieldErrorsFrom(parsed.error.issues, values) };
}

/** /admin/cases/new-case: opens a case for a client, found by e-mail or invited. */
export function NewCasePage() {
  const navigate = useNavigate();
  const createCase = useCreateCase();
  const form = useCaseForm<CaseFormValues>(EMPTY_CASE_FORM, (next) => validate(next).errors);
  const { values, errors, update } = form;
  useDocumentTitle('Create Case');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createCase.isPending) return;
    const { body, errors: nextErrors } = validate(values);
    form.showSubmitErrors(nextErrors);
    if (!body) {
      // Spec section 5: every field but the description is required.
      form.refuse(nextErrors);
      return;
    }

    createCase.mutate(body, {
      onSuccess: ({ data }) => {
        toast.success('Case created successfully');
        form.reset(EMPTY_CASE_FORM);
        navigate(paths.admin.case.getHref(data.caseId));
      },
      onError: (error) => form.saveFailed('create case', error),
    });
  }

  const pending = createCase.isPending;

  return (
    <CaseFormPage
      backTo={paths.admin.cases.getHref()}
      backLabel="Back to cases"
      title="Create Case"
      description="Open a case for a client. A new client is invited by e-mail."
      formRef={form.formRef}
      onSubmit={handleSubmit}
      pending={pending}
      submitLabel="Create Case"
      pendingLabel="Creating case..."
    >
      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={pending}>
        <legend className="mb-4 text-base font-semibold text-slate-900">Case</legend>
        <CaseFields
          idPrefix="new-case"
          values={values}
          errors={errors}
          onChange={update}
          caseNumberPlaceholder="IMM-2025-0001"
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={pending}>
        <legend className="mb-4 text-base font-semibold text-slate-900">Client</legend>
        <div className="sm:col-span-2">
          <CaseTextField
            id="new-case-client-name"
            label="Client Name"
            name="clientName"
            autoComplete="off"
            required
            maxLength={200}
            value={values.clientName}
            onChange={(value) => update('clientName', value)}
            error={errors.clientName}
          />
        </div>
        <CaseTextField
          id="new-case-client-email"
          label="Client Email"
          name="clientEmail"
          type="email"
          autoComplete="off"
          required
          maxLength={254}
          placeholder="client@example.com"
          hint="An existing client is found by this address; anyone else is invited."
          value={values.clientEmail}
          onChange={(value) => update('clientEmail', value)}
          error={errors.clientEmail}
        />
        <CaseTextField
          id="new-case-client-phone"
          label="Client Phone"
          name="clientPhone"
          type="tel"
          autoComplete="off"
          required
          maxLength={32}
          placeholder="+1 514 555 0100"
          value={values.clientPhone}
          onChange={(value) => update('clientPhone', value)}
          error={errors.clientPhone}
        />
      </fieldset>
    </CaseFormPage>
  );
}
