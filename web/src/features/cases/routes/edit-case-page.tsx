import { type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { updateCaseBody, type UpdateCaseBody } from '@shared/api-schemas';
import type { Case } from '@shared/types';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminCase } from '../api/get-admin-case';
import { useUpdateCase } from '../api/update-case';
import { CaseQueryFallback, caseTitle } from '../components/case-query-fallback';
import {
  categoryFormValues,
  effectiveCategory,
  fieldErrorsFrom,
  useCaseForm,
  type CaseFieldsValues,
  type CaseFormErrors,
} from '../components/case-form';
import { CaseFields, CaseFormPage, CaseTextField } from '../components/case-form-fields';

/** The fields this form edits (the client's name is shown read-only). */
type EditValues = CaseFieldsValues;

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
  const form = useCaseForm<EditValues>(() => initialValues(item), (next) => validate(next, item).errors);
  const { values, errors, update } = form;
  const caseHref = paths.admin.case.getHref(item.caseId);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updateCase.isPending) return;
    const { changes, empty, errors: nextErrors } = validate(values, item);
    form.showSubmitErrors(nextErrors);
    if (empty) {
      toast.info('No changes to save');
      return;
    }
    if (!changes) {
      form.refuse(nextErrors);
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
        onError: (error) => form.saveFailed('update case', error),
      },
    );
  }

  const pending = updateCase.isPending;

  return (
    <CaseFormPage
      backTo={caseHref}
      backLabel="Back to case"
      title="Edit Case"
      description={item.caseName}
      formRef={form.formRef}
      onSubmit={handleSubmit}
      pending={pending}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
    >
      <fieldset className="grid gap-5 sm:grid-cols-2" disabled={pending}>
        <legend className="sr-only">Case</legend>
        <CaseFields
          idPrefix="edit-case"
          values={values}
          errors={errors}
          onChange={update}
          allowNoCategory={values.category === ''}
          afterNumber={
            <div className="sm:col-span-2">
              <CaseTextField id="edit-case-client-name" label="Client Name" name="clientName" value={item.clientName} readOnly />
            </div>
          }
        />
      </fieldset>
    </CaseFormPage>
  );
}
