import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { updateCaseBody } from '@shared/cases/schemas';
import type { Case } from '@shared/cases/types';
import { stageSetFor } from '@shared/progress/stages';
import type { StageDefinition } from '@shared/progress/types';
import { CheckboxField, ReadOnlyField, SelectField } from '@/components/form/fields';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { useStageSets } from '@/lib/stage-sets-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type CaseWithStages, useAdminCase } from '../api/get-admin-case';
import { useUpdateCase } from '../api/update-case';
import { CaseQueryFallback, caseTitle } from '../components/case-query-fallback';
import { NO_CHANGES, caseFormResolver, categoryFormValues, effectiveCategory, useCaseForm, type CaseFieldsValues } from '../components/case-form';
import { CaseFields, CaseFormPage } from '../components/case-form-fields';

/** The fields this form edits (the client's name is shown read-only), the case's stage, and whether the client's e-mails are discreet. */
type EditValues = CaseFieldsValues & { stage: string; discreet: boolean };

/** The form's starting values; a case without a status starts on in-progress (spec section 4). */
function initialValues(item: Case): EditValues {
  return {
    caseName: item.caseName ?? '',
    caseNumber: item.caseNumber ?? '',
    ...categoryFormValues(item.category ?? ''),
    description: item.description ?? '',
    status: item.status || 'in-progress',
    stage: item.stage ?? '',
    discreet: item.discreet === true,
  };
}

/** Only what differs from the stored case, compared as the server would store it (trimmed); NO_CHANGES when nothing does. */
function changedFields(values: EditValues, item: Case): Record<string, string | boolean> | typeof NO_CHANGES {
  const next: Record<string, string> = {
    caseName: values.caseName,
    caseNumber: values.caseNumber,
    category: effectiveCategory(values),
    description: values.description,
    status: values.status,
  };
  // The stage is sent once chosen (a case opened before stages has none until staff choose one).
  if (values.stage) next.stage = values.stage;
  const stored: Record<string, string> = {
    caseName: item.caseName ?? '',
    caseNumber: item.caseNumber ?? '',
    category: item.category ?? '',
    description: item.description ?? '',
    status: item.status ?? '',
    stage: item.stage ?? '',
  };
  const changes: Record<string, string | boolean> = Object.fromEntries(Object.entries(next).filter(([key, value]) => value.trim() !== (stored[key] ?? '').trim()));
  if (values.discreet !== (item.discreet === true)) changes.discreet = values.discreet;
  return Object.keys(changes).length === 0 ? NO_CHANGES : changes;
}

/**
 * The case's stage, among the stages of the category chosen above (the firm's set, else the shipped
 * one, as the server checks it). A change of category that leaves the stage outside the new set
 * moves it to the new set's first stage. A note for the client and the key dates go with a stage on
 * the case page's Stage card; the hint says so.
 */
function StageField({ item, orgId }: { item: CaseWithStages; orgId: string | undefined }) {
  const { t } = useLingui();
  const { language } = useFormat();
  const { control, getValues, setValue } = useFormContext<EditValues>();
  const [category, otherCategory] = useWatch({ control, name: ['category', 'otherCategory'] });
  const chosen = effectiveCategory({ category, otherCategory });
  const stageSets = useStageSets(orgId);
  const stages: readonly StageDefinition[] = stageSets.data
    ? stageSetFor(chosen, stageSets.data.sets).stages
    : chosen === item.category
      ? (item.stages ?? [])
      : [];
  const stageIds = stages.map((stage) => stage.stageId).join(' ');
  useEffect(() => {
    const current = getValues('stage');
    const ids = stageIds.split(' ').filter(Boolean);
    // Only a change of category moves the stage: a case without one keeps none until staff choose.
    if (ids.length > 0 && chosen !== item.category && !ids.includes(current)) setValue('stage', ids[0] ?? '', { shouldDirty: true });
  }, [stageIds, chosen, item.category, getValues, setValue]);
  if (stages.length === 0) return null;
  return (
    <SelectField<EditValues>
      id="edit-case-stage"
      name="stage"
      label={t`Stage`}
      className="sm:col-span-2"
      hint={t`Moving the case to another stage e-mails the client its name. A note for the client and the key dates are added on the case page, in Stage and key dates.`}
    >
      <option value="" disabled>
        {t`Select a stage`}
      </option>
      {stages.map((stage) => (
        <option key={stage.stageId} value={stage.stageId}>
          {stage.label[language]}
        </option>
      ))}
    </SelectField>
  );
}

/** /admin/cases/{caseId}/edit: the case's name, number, category, description, status and stage, and its discreet e-mails. */
export function EditCasePage() {
  const { caseId } = useParams<{ caseId: string }>();
  const caseQuery = useAdminCase(caseId);
  const item = caseQuery.data;
  const { t } = useLingui();
  const caseName = item?.caseName ?? '';
  useDocumentTitle(caseTitle(caseQuery, item ? t`Edit Case · ${caseName}` : t`Edit Case`));

  if (!item || !caseId) return <CaseQueryFallback query={caseQuery} />;
  // A fresh form per case; a background refetch does not overwrite what is being typed.
  return <EditCaseForm key={caseId} item={item} />;
}

function EditCaseForm({ item }: { item: CaseWithStages }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const updateCase = useUpdateCase();
  // The case this form was opened on is fixed (the form is keyed by case), so is its resolver.
  const resolver = useMemo(() => caseFormResolver(updateCaseBody, (values: EditValues) => changedFields(values, item)), [item]);
  const { form, refuse, saveFailed } = useCaseForm(initialValues(item), resolver);
  const caseHref = paths.admin.case.getHref(item.caseId);
  const { t } = useLingui();

  const submit = form.handleSubmit((changes) => {
    if (updateCase.isPending) return;
    if (changes === NO_CHANGES) {
      toast.info(i18n._(msg`No changes to save`));
      return;
    }
    if (!user?.orgId) {
      toast.error(i18n._(msg`Failed to update case`), { description: i18n._(msg`Your account has no organization.`) });
      return;
    }

    updateCase.mutate(
      { orgId: user.orgId, caseId: item.caseId, changes },
      {
        onSuccess: () => {
          toast.success(i18n._(msg`Case updated successfully`));
          navigate(caseHref);
        },
        onError: (error) => saveFailed(i18n._(msg`Failed to update case`), error),
      },
    );
  }, refuse);

  const pending = updateCase.isPending;

  return (
    <FormProvider {...form}>
      <CaseFormPage
        backTo={caseHref}
        backLabel={t`Back to case`}
        title={t`Edit Case`}
        description={item.caseName}
        onSubmit={(event) => void submit(event)}
        pending={pending}
        submitLabel={t`Save Changes`}
        pendingLabel={t`Saving...`}
      >
        <fieldset className="grid gap-5 sm:grid-cols-2" disabled={pending}>
          <legend className="sr-only">{t`Case`}</legend>
          <CaseFields
            idPrefix="edit-case"
            allowNoCategory
            afterNumber={<ReadOnlyField id="edit-case-client-name" label={t`Client Name`} value={item.clientName} className="sm:col-span-2" />}
          />
          <StageField item={item} orgId={user?.orgId} />
          <div className="sm:col-span-2">
            <CheckboxField<EditValues>
              id="edit-case-discreet"
              name="discreet"
              label={t`Discreet e-mails`}
              hint={t`The client's e-mails about this case name neither the case nor its category. Refugee claims and PRRAs start discreet.`}
            />
          </div>
        </fieldset>
      </CaseFormPage>
    </FormProvider>
  );
}
