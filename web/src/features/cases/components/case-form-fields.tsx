import type { FormEvent, InputHTMLAttributes, ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { CASE_CATEGORIES, CASE_STATUSES, type CaseStatus } from '@shared/constants';
import { caseStatusLabel } from '@/components/cases/case-badges';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { OTHER_CATEGORY, type CaseFieldsValues, type CaseFormErrors, type CaseFormValues } from './case-form';

/** The props every field of the case forms takes: its id, label, message and whether it is required. */
interface FieldBase {
  id: string;
  label: string;
  error?: string;
  /** Tells assistive technology the field is required; the check itself is the form's (field messages, toast). */
  required?: boolean;
  hint?: string;
}

/** The message under a field; the control refers to it with aria-describedby. */
function FieldMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm text-red-600">
      {error}
    </p>
  ) : null;
}

/** aria attributes of a control with an optional hint and message. */
function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

function Field({ id, label, hint, error, children }: FieldBase & { children: ReactNode }) {
  return (
    <FormField id={id} label={label} hint={hint}>
      {children}
      <FieldMessage id={id} error={error} />
    </FormField>
  );
}

/** A one-line text field of a case form, bound to a string. Other props go to the input. */
export function CaseTextField({
  id,
  label,
  error,
  required,
  hint,
  value,
  onChange,
  ...inputProps
}: FieldBase &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'required'> & {
    value: string;
    onChange?: (value: string) => void;
  }) {
  return (
    <Field id={id} label={label} error={error} required={required} hint={hint}>
      <Input
        id={id}
        value={value}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-required={required || undefined}
        {...describedBy(id, hint, error)}
        {...inputProps}
      />
    </Field>
  );
}

export function CaseTextareaField({
  id,
  label,
  error,
  required,
  hint,
  value,
  onChange,
  name,
  placeholder,
}: FieldBase & { value: string; onChange: (value: string) => void; name?: string; placeholder?: string }) {
  return (
    <Field id={id} label={label} error={error} required={required} hint={hint}>
      <Textarea
        id={id}
        name={name}
        rows={5}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-required={required || undefined}
        {...describedBy(id, hint, error)}
      />
    </Field>
  );
}

/**
 * The category select (the spec's categories) and, when Other is chosen, the 'Please specify category'
 * field whose text becomes the category. `allowNone` adds an empty choice, for a case saved without one.
 */
export function CategoryFields({
  idPrefix,
  category,
  otherCategory,
  onCategoryChange,
  onOtherCategoryChange,
  errors,
  allowNone = false,
}: {
  idPrefix: string;
  category: string;
  otherCategory: string;
  onCategoryChange: (value: string) => void;
  onOtherCategoryChange: (value: string) => void;
  errors: { category?: string; otherCategory?: string };
  allowNone?: boolean;
}) {
  const selectId = `${idPrefix}-category`;
  const otherId = `${idPrefix}-other-category`;
  return (
    <>
      <Field id={selectId} label="Category" error={errors.category} required>
        <Select
          id={selectId}
          name="category"
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
          aria-required
          {...describedBy(selectId, undefined, errors.category)}
        >
          {allowNone ? (
            <option value="" disabled>
              Select a category
            </option>
          ) : null}
          {CASE_CATEGORIES.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </Select>
      </Field>
      {category === OTHER_CATEGORY ? (
        <CaseTextField
          id={otherId}
          label="Please specify category"
          name="otherCategory"
          required
          maxLength={100}
          value={otherCategory}
          onChange={onOtherCategoryChange}
          error={errors.otherCategory}
          autoFocus
        />
      ) : null}
    </>
  );
}

/** The case status select: open, in-progress, closed, on-hold. */
export function StatusField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: CaseStatus;
  onChange: (value: CaseStatus) => void;
  error?: string;
}) {
  return (
    <Field id={id} label="Status" error={error} required>
      <Select
        id={id}
        name="status"
        value={value}
        onChange={(event) => onChange(event.target.value as CaseStatus)}
        aria-required
        {...describedBy(id, undefined, error)}
      >
        {CASE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {caseStatusLabel(status)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/**
 * The case's own fields, as both case forms show them: name, number, (`afterNumber`), category,
 * status and description. Ids start with `idPrefix` (`{idPrefix}-name`, `{idPrefix}-number`, ...).
 */
export function CaseFields({
  idPrefix,
  values,
  errors,
  onChange,
  caseNumberPlaceholder,
  allowNoCategory = false,
  afterNumber,
}: {
  idPrefix: string;
  values: CaseFieldsValues;
  errors: CaseFormErrors;
  onChange: <Field extends keyof CaseFieldsValues>(field: Field, value: CaseFormValues[Field]) => void;
  caseNumberPlaceholder?: string;
  allowNoCategory?: boolean;
  afterNumber?: ReactNode;
}) {
  return (
    <>
      <CaseTextField
        id={`${idPrefix}-name`}
        label="Case Name"
        name="caseName"
        required
        maxLength={200}
        value={values.caseName}
        onChange={(value) => onChange('caseName', value)}
        error={errors.caseName}
      />
      <CaseTextField
        id={`${idPrefix}-number`}
        label="Case Number"
        name="caseNumber"
        required
        maxLength={64}
        placeholder={caseNumberPlaceholder}
        value={values.caseNumber}
        onChange={(value) => onChange('caseNumber', value)}
        error={errors.caseNumber}
      />
      {afterNumber}
      <CategoryFields
        idPrefix={idPrefix}
        category={values.category}
        otherCategory={values.otherCategory}
        onCategoryChange={(value) => onChange('category', value)}
        onOtherCategoryChange={(value) => onChange('otherCategory', value)}
        errors={errors}
        allowNone={allowNoCategory}
      />
      <StatusField
        id={`${idPrefix}-status`}
        value={values.status}
        onChange={(value) => onChange('status', value)}
        error={errors.status}
      />
      <div className="sm:col-span-2">
        <CaseTextareaField
          id={`${idPrefix}-description`}
          label="Description (optional)"
          name="description"
          value={values.description}
          onChange={(value) => onChange('description', value)}
          error={errors.description}
        />
      </div>
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
  formRef,
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
  formRef: RefObject<HTMLFormElement | null>;
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
          <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={pending || undefined} className="space-y-8">
            {children}
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
              <ButtonLink to={backTo} variant="outline">
                Cancel
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
