import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CASE_CATEGORIES, CASE_STATUSES } from '@shared/cases/constants';
import { CASE_LIMITS } from '@shared/cases/limits';
import { useCaseLabels } from '@/components/cases/case-badges';
import { SelectField, TextField, TextareaField } from '@/components/form/fields';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { OTHER_CATEGORY, type CaseFieldsValues } from './case-form';


/**
 * The category select (the spec's categories) and, when Other is chosen, the 'Please specify category'
 * field whose text becomes the category. `allowNone` adds an empty choice while no category is chosen,
 * for a case saved without one.
 */
export function CategoryFields({ idPrefix, allowNone = false }: { idPrefix: string; allowNone?: boolean }) {
  const { control } = useFormContext<CaseFieldsValues>();
  const category = useWatch({ control, name: 'category' });
  const { t } = useLingui();
  const labels = useCaseLabels();
  return (
    <>
      <SelectField<CaseFieldsValues>
        id={`${idPrefix}-category`}
        name="category"
        label={t`Category`}
        required
        // The category's message may belong to the Other text: checked again with it.
        rules={{ deps: ['otherCategory'] }}
      >
        {allowNone && category === '' ? (
          <option value="" disabled>
            <Trans>Select a category</Trans>
          </option>
        ) : null}
        {CASE_CATEGORIES.map((item) => (
          <option key={item} value={item}>
            {labels.category(item)}
          </option>
        ))}
      </SelectField>
      {category === OTHER_CATEGORY ? (
        <TextField<CaseFieldsValues>
          id={`${idPrefix}-other-category`}
          name="otherCategory"
          label={t`Please specify category`}
          required
          maxLength={CASE_LIMITS.category}
          autoFocus
        />
      ) : null}
    </>
  );
}

/** The case status select: open, in-progress, closed, on-hold. */
export function StatusField({ id }: { id: string }) {
  const { t } = useLingui();
  const labels = useCaseLabels();
  return (
    <SelectField<CaseFieldsValues> id={id} name="status" label={t`Status`} required>
      {CASE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {labels.status(status)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The case's own fields, as both case forms show them: name, number, (`afterNumber`), category,
 * status and description, bound to the enclosing case form. Ids start with `idPrefix`
 * (`{idPrefix}-name`, `{idPrefix}-number`, ...).
 */
export function CaseFields({
  idPrefix,
  caseNumberPlaceholder,
  allowNoCategory = false,
  afterNumber,
}: {
  idPrefix: string;
  caseNumberPlaceholder?: string;
  allowNoCategory?: boolean;
  afterNumber?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField<CaseFieldsValues> id={`${idPrefix}-name`} name="caseName" label={t`Case Name`} required maxLength={CASE_LIMITS.caseName} />
      <TextField<CaseFieldsValues>
        id={`${idPrefix}-number`}
        name="caseNumber"
        label={t`Case Number`}
        required
        maxLength={CASE_LIMITS.caseNumber}
        placeholder={caseNumberPlaceholder}
      />
      {afterNumber}
      <CategoryFields idPrefix={idPrefix} allowNone={allowNoCategory} />
      <StatusField id={`${idPrefix}-status`} />
      <TextareaField<CaseFieldsValues>
        id={`${idPrefix}-description`}
        name="description"
        label={t`Description (optional)`}
        rows={5}
        className="sm:col-span-2"
      />
    </>
  );
}

/**
 * A case form's page: the way back, the header, and the form in a card with its Cancel and submit
 * buttons. `children` are the form's fieldsets.
 */
export function CaseFormPage({
  backTo,
  backLabel,
  title,
  description,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  description: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <p className="mb-4 text-sm">
        <Link to={backTo} className="font-medium text-brand-700 hover:text-brand-900 hover:underline">
          <span aria-hidden="true">←</span> {backLabel}
        </Link>
      </p>
      <PageHeader title={title} description={description} />
      <Card className="max-w-3xl">
        <CardContent className="pt-6">
          <form noValidate onSubmit={onSubmit} aria-busy={pending || undefined} className="space-y-8">
            {children}
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
              <ButtonLink to={backTo} variant="outline">
                <Trans>Cancel</Trans>
              </ButtonLink>
              <Button type="submit" disabled={pending}>
                {pending ? pendingLabel : submitLabel}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </>
  );
}
