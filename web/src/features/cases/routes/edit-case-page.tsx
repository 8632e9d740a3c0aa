import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { updateCaseBody, type UpdateCaseBody } from '@shared/api-schemas';
import type { Case } from '@shared/types';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { errorMessage } from '@/lib/utils';
import { useAdminCase } from '../api/get-admin-case';
import { useUpdateCase } from '../api/update-case';
import { CaseQueryFallback, caseTitle } from '../components/case-query-fallback';
import {
  categoryFormValues,
  effectiveCategory,
  fieldErrorsFrom,
  focusFirstInvalid,
  refusedFormToast,
  serverFieldError,
  type CaseFormErrors,
  type CaseFormValues,
} from '../components/case-form';
import { CaseTextareaField, CaseTextField, CategoryFields, StatusField } from '../components/case-form-fields';

/** The fields this form edits (the client's name is shown read-only). */
type EditValues = Pick<CaseFormValues, 'caseName' | 'caseNumber' | 'category' | 'otherCategory' | 'description' | 'status'>;

/** The form's starting values; a case without a status starts on in-progress (spec section 4). */
function initialValues(item: Case): EditValues {
  return {
    caseName: item.caseName ?? '',
    caseNumber: item.caseNumber ?? '',
    ...categoryFormValues(item.category ?? ''),
    description: item.description ?? '',
    status: item.status || 'in-progress',
  };
}

/** Only what differs from the stored case, compared as the server would store it (trimmed). */
function changedFields(values: EditValues, item: Case): Record<string, string> {
  const next: Record<string, string> = {
    caseName: values.caseName,
    caseNumber: values.caseNumber,
    category: effectiveCategory(values),
    description: values.description,
    status: values.status,
  };
  const stored: Record<string, string> = {
    caseName: item.caseName ?? '',
    caseNumber: item.caseNumber ?? '',
    category: item.category ?? '',
    description: item.description ?? '',
    status: item.status ?? '',
  };
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => value.trim() !== (stored[key] ?? '').trim()));
}

function validate(values: EditValues, item: Case): { changes?: UpdateCaseBody; empty: boolean; errors: CaseFormErrors } {
  const changes = changedFields(values, item);
  if (Object.keys(changes).length === 0) return { empty: true, errors: {} };
  const parsed = updateCaseBody.safeParse(changes);
  return parsed.success
    ? { changes: parsed.data, empty: false, errors: {} }
    : { empty: false, errors: fieldErrorsFrom(parsed.error.issues, values) };
}

/** /admin/cases/{caseId}/edit: the case's name, number, category, description and status. */
export function EditCasePage() {
  const { caseId } = useParams<{ caseId: string }>();
  const caseQuery = useAdminCase(caseId);
  const item = caseQuery.data;
  useDocumentTitle(caseTitle(caseQuery, item ? `Edit Case · ${item.caseName}` : 'Edit Case'));

  if (!item || !caseId) return <CaseQueryFallback query={caseQuery} />;
  // A fresh form per case; a background refetch does not overwrite what is being typed.
  return <EditCaseForm key={caseId} item={item} />;
}

function EditCaseForm({ item }: { item: Case }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const updateCase = useUpdateCase();
  const [values, setValues] = useState<EditValues>(() => initialValues(item));
  const [errors, setErrors] = useState<CaseFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const caseHref = paths.admin.case.getHref(item.caseId);

  function update<Field extends keyof EditValues>(field: Field, value: EditValues[Field]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next, item).errors);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updateCase.isPending) return;
    setSubmitted(true);
    const { changes, empty, errors: nextErrors } = validate(values, item);
    setErrors(nextErrors);
    if (empty) {
      toast.info('No changes to save');
      return;
    }
    if (!changes) {
      focusFirstInvalid(formRef.current);
      toast.error(refusedFormToast(nextErrors, values));
      return;
    }
    if (!user?.orgId) {
      toast.error('Failed to update case', { description: 'Your account has no organization.' });
      return;
    }

    updateCase.mutate(
      { orgId: user.orgId, caseId: item.caseId, changes },
      {
        onSuccess: () => {
          toast.success('Case updated successfully');
          navigate(caseHref);
        },
        onError: (error) => {
          console.error('Failed to update case:', error);
          toast.error('Failed to update case', { description: errorMessage(error, 'Please try again.') });
          const fieldError = serverFieldError(error, values);
          setErrors((current) => ({ ...current, ...fieldError }));
          if (Object.keys(fieldError).length > 0) focusFirstInvalid(formRef.current);
        },
      },
    );
  }

  const pending = updateCase.isPending;

  return (
    <>
      <p className="mb-4 text-sm">
        <Link to={caseHref} className="font-medium text-brand-700 hover:text-brand-900 hover:underline">
          <span aria-hidden="true">←</span> Back to case
        </Link>
      </p>
      <PageHeader title="Edit Case" description={item.caseName} />
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <form ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={pending || undefined} className="space-y-8">
            <fieldset className="grid gap-5 sm:grid-cols-2" disabled={pending}>
              <legend className="sr-only">Case</legend>
              <CaseTextField
                id="edit-case-name"
                label="Case Name"
                name="caseName"
                required
                maxLength={200}
                value={values.caseName}
                onChange={(value) => update('caseName', value)}
                error={errors.caseName}
              />
              <CaseTextField
                id="edit-case-number"
                label="Case Number"
                name="caseNumber"
                required
                maxLength={64}
                value={values.caseNumber}
                onChange={(value) => update('caseNumber', value)}
                error={errors.caseNumber}
              />
              <div className="sm:col-span-2">
                <CaseTextField
                  id="edit-case-client-name"
                  label="Client Name"
                  name="clientName"
                  value={item.clientName}
                  readOnly
                />
              </div>
              <CategoryFields
                idPrefix="edit-case"
                category={values.category}
                otherCategory={values.otherCategory}
                onCategoryChange={(value) => update('category', value)}
                onOtherCategoryChange={(value) => update('otherCategory', value)}
                errors={errors}
                allowNone={values.category === ''}
              />
              <StatusField
                id="edit-case-status"
                value={values.status}
                onChange={(value) => update('status', value)}
                error={errors.status}
              />
              <div className="sm:col-span-2">
                <CaseTextareaField
                  id="edit-case-description"
                  label="Description (optional)"
                  name="description"
                  value={values.description}
                  onChange={(value) => update('description', value)}
                  error={errors.description}
                />
              </div>
            </fieldset>

            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
              <ButtonLink to={caseHref} variant="outline">
                Cancel
              </ButtonLink>
              <Button type="submit" disabled={pending}>
                {pending ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
