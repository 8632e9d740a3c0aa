/**
 * The form fields of the app, bound to the react-hook-form of the enclosing `<FormProvider>` by
 * `name`: each shows its label, hint and the field's message (from the form's zod resolver or set
 * from a server answer), and marks its control invalid and described by them.
 */
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues, type Path, type PathValue, type RegisterOptions } from 'react-hook-form';
import { CheckboxRow } from '@/components/ui/checkbox-row';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { FormField, controlAria } from './form-field';

/** What every bound field takes: the form value it edits, the control's id, its label and hint. */
export interface BoundFieldProps<T extends FieldValues> {
  name: Path<T>;
  id: string;
  label: string;
  hint?: string;
  /** Something shown at the end of the label row. */
  action?: ReactNode;
  /** Tells assistive technology the field is required; the check itself is the form's schema. */
  required?: boolean;
  /** Extra register options, e.g. `deps` to check other fields again when this one changes. */
  rules?: RegisterOptions<T, Path<T>>;
  /** Classes of the field's wrapper (label, control, hint, message). */
  className?: string;
}

/** The props of a control that the bound field sets itself. */
type OwnedProps = 'id' | 'name' | 'required' | 'className' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref';

/** The registration, message and aria props of a bound control. */
function useBoundControl<T extends FieldValues>({ name, id, hint, required, rules }: BoundFieldProps<T>) {
  const { register, getFieldState, formState } = useFormContext<T>();
  const error = getFieldState(name, formState).error?.message;
  return {
    error,
    controlProps: {
      id,
      ...register(name, rules),
      'aria-required': required || undefined,
      ...controlAria(id, { hint, error }),
    },
  };
}

/** Splits a bound field's props (BoundFieldProps) from its control's own. */
function splitBound<T extends FieldValues, P extends BoundFieldProps<T>>({ name, id, label, hint, action, required, rules, className, ...control }: P) {
  return [{ name, id, label, hint, action, required, rules, className } as BoundFieldProps<T>, control] as const;
}

/** The frame of a bound field (label, hint, message) around the control `children` makes with the registration, message and aria props. */
function BoundField<T extends FieldValues>({ field, children }: { field: BoundFieldProps<T>; children: (controlProps: ReturnType<typeof useBoundControl<T>>['controlProps']) => ReactNode }) {
  const { error, controlProps } = useBoundControl<T>(field);
  return (
    <FormField id={field.id} label={field.label} hint={field.hint} error={error} action={field.action} className={field.className}>
      {children(controlProps)}
    </FormField>
  );
}

/** A one-line text field. Other props (type, placeholder, autoComplete, maxLength...) go to the input. */
export function TextField<T extends FieldValues>({
  inputClassName,
  ...props
}: BoundFieldProps<T> & Omit<ComponentProps<'input'>, OwnedProps> & { inputClassName?: string }) {
  const [field, inputProps] = splitBound<T, typeof props>(props);
  return <BoundField field={field}>{(control) => <Input className={inputClassName} {...inputProps} {...control} />}</BoundField>;
}

/** A password field; `revealable` gives it a show/hide toggle. */
export function PasswordField<T extends FieldValues>({
  revealable = false,
  ...props
}: BoundFieldProps<T> & Omit<ComponentProps<'input'>, OwnedProps | 'type'> & { revealable?: boolean }) {
  const [field, inputProps] = splitBound<T, typeof props>(props);
  return (
    <BoundField field={field}>
      {(control) => (revealable ? <PasswordInput {...inputProps} {...control} /> : <Input type="password" {...inputProps} {...control} />)}
    </BoundField>
  );
}

/** A native select; its options are the children. */
export function SelectField<T extends FieldValues>({ children, ...props }: BoundFieldProps<T> & Omit<ComponentProps<'select'>, OwnedProps>) {
  const [field, selectProps] = splitBound<T, typeof props>(props);
  return (
    <BoundField field={field}>
      {(control) => (
        <Select {...selectProps} {...control}>
          {children}
        </Select>
      )}
    </BoundField>
  );
}

/** A multi-line text field. */
export function TextareaField<T extends FieldValues>(props: BoundFieldProps<T> & Omit<ComponentProps<'textarea'>, OwnedProps>) {
  const [field, textareaProps] = splitBound<T, typeof props>(props);
  return <BoundField field={field}>{(control) => <Textarea {...textareaProps} {...control} />}</BoundField>;
}

/** A value shown as a read-only field (no form value behind it). */
export function ReadOnlyField({ id, label, value, type, className }: { id: string; label: string; value: string; type?: string; className?: string }) {
  return (
    <FormField id={id} label={label} className={className}>
      <Input id={id} type={type} value={value} readOnly />
    </FormField>
  );
}

/** A checkbox with its label beside it (a true/false form value). */
export function CheckboxField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  disabled,
}: {
  name: Path<T>;
  id: string;
  label: string;
  hint?: string;
  disabled?: boolean;
}) {
  const { register } = useFormContext<T>();
  return <CheckboxRow id={id} label={label} hint={hint} disabled={disabled} {...register(name)} />;
}

/**
 * What a date field's form value is while it holds part of a date only: no day a schema takes, so
 * the form is not sent (the field says what to finish), and never '' (which would clear the date).
 */
export const INCOMPLETE_DATE = 'incomplete';

/**
 * A date (`DateInput`: day, month by its name, year, in the reader's language's order) whose form
 * value is a `YYYY-MM-DD` day, '' when empty, or INCOMPLETE_DATE while part of a date is typed.
 */
export function DateField<T extends FieldValues>({ name, legend, hint }: { name: Path<T>; legend: string; hint?: string }) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController<T>({ control, name });
  const [incomplete, setIncomplete] = useState(false);
  const value = typeof field.value === 'string' && field.value !== INCOMPLETE_DATE ? field.value : '';
  return (
    <DateInput
      legend={legend}
      hint={hint}
      value={value}
      error={incomplete ? undefined : fieldState.error?.message}
      onChange={(day, partial) => {
        setIncomplete(partial);
        field.onChange((partial ? INCOMPLETE_DATE : day) as PathValue<T, Path<T>>);
      }}
    />
  );
}
