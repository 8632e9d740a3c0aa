import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { createCaseBody } from '@shared/api-schemas';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { errorMessage } from '@/lib/utils';
import { useCreateCase } from '../api/create-case';
import {
  EMPTY_CASE_FORM,
  effectiveCategory,
  fieldErrorsFrom,
  focusFirstInvalid,
  refusedFormToast,
  serverFieldError,
  type CaseFormErrors,
  type CaseFormField,
  type CaseFormValues,
} from '../components/case-form';
import { CaseTextareaField, CaseTextField, CategoryFields, StatusField } from '../components/case-form-fields';

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
  const [values, setValues] = useState<CaseFormValues>(EMPTY_CASE_FORM);
  const [errors, setErrors] = useState<CaseFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useDocumentTitle('Create Case');

  // Validated on submit, then again on every change.
  function update<Field extends CaseFormField>(field: Field, value: CaseFormValues[Field]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next).errors);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createCase.isPending) return;
    setSubmitted(true);
    const { body, errors: nextErrors } = validate(values);
    setErrors(nextErrors);
    if (!body) {
      focusFirstInvalid(formRef.current);
      // Spec section 5: every field but the description is required.
      toast.error(refusedFormToast(nextErrors, values));
      return;
    }

    createCase.mutate(body, {
      onSuccess: ({ data }) => {
        toast.success('Case created successfully');
        setValues(EMPTY_CASE_FORM);
        setErrors({});
        setSubmitted(false);
        navigate(paths.admin.case.getHref(data.caseId));
      },
      onError: (error) => {
        console.error('Failed to create case:', error);
        toast.error('Failed to create case', { description: errorMessage(error, 'Please try again.') });
        // What the user typed stays; a refused field shows its message too.
        const fieldError = serverFieldError(error, values);
        setErrors((current) => ({ ...current, ...fieldError }));
        if (Object.keys(fieldError).length > 0) focusFirstInvalid(formRef.current);
      },
    });
  }

  const pending = createCase.isPending;

  return (
    <>
      <p className="mb-4 text-sm">
        <Link to={paths.admin.cases.getHref()} className="font-medium text-brand-700 hover:text-brand-900 hover:underline">
          <span aria-hidden="true">←</span> Back to cases
        </Link>
      </p>
      <PageHeader title="Create Case" description="Open a case for a client. A new client is invited by e-mail." />
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={pending || undefined} className="space-y-8">
            <fieldset className="grid gap-5 sm:grid-cols-2" disabled={pending}>
              <legend className="mb-4 text-base font-semibold text-slate-900">Case</legend>
              <CaseTextField
                id="new-case-name"
                label="Case Name"
                name="caseName"
                required
                maxLength={200}
                value={values.caseName}
                onChange={(value) => update('caseName', value)}
                error={errors.caseName}
              />
              <CaseTextField
                id="new-case-number"
                label="Case Number"
                name="caseNumber"
                required
                maxLength={64}
                placeholder="IMM-2025-0001"
                value={values.caseNumber}
                onChange={(value) => update('caseNumber', value)}
                error={errors.caseNumber}
              />
              <CategoryFields
                idPrefix="new-case"
                category={values.category}
                otherCategory={values.otherCategory}
                onCategoryChange={(value) => update('category', value)}
                onOtherCategoryChange={(value) => update('otherCategory', value)}
                errors={errors}
              />
              <StatusField
                id="new-case-status"
                value={values.status}
                onChange={(value) => update('status', value)}
                error={errors.status}
              />
              <div className="sm:col-span-2">
                <CaseTextareaField
                  id="new-case-description"
                  label="Description (optional)"
                  name="description"
                  value={values.description}
                  onChange={(value) => update('description', value)}
                  error={errors.description}
                />
              </div>
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

            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
              <ButtonLink to={paths.admin.cases.getHref()} variant="outline">
                Cancel
              </ButtonLink>
              <Button type="submit" disabled={pending}>
                {pending ? 'Creating case...' : 'Create Case'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
