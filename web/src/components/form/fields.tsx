/**
 * The form fields of the app, bound to the react-hook-form of the enclosing `<FormProvider>` by
 * `name`: each shows its label, hint and the field's message (from the form's zod resolver or set
 * from a server answer), and marks its control invalid and described by them.
 */
import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
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

/** A one-line text field. Other props (type, placeholder, autoComplete, maxLength...) go to the input. */
export function TextField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  action,
  required,
  rules,
  className,
  inputClassName,
  ...inputProps
}: BoundFieldProps<T> & Omit<ComponentProps<'input'>, OwnedProps> & { inputClassName?: string }) {
  const { error, controlProps } = useBoundControl<T>({ name, id, label, hint, required, rules });
  return (
    <FormField id={id} label={label} hint={hint} error={error} action={action} className={className}>
      <Input className={inputClassName} {...inputProps} {...controlProps} />
    </FormField>
  );
}

/** A password field; `revealable` gives it a show/hide toggle. */
export function PasswordField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  action,
  required,
  rules,
  className,
  revealable = false,
  ...inputProps
}: BoundFieldProps<T> & Omit<ComponentProps<'input'>, OwnedProps | 'type'> & { revealable?: boolean }) {
  const { error, controlProps } = useBoundControl<T>({ name, id, label, hint, required, rules });
  return (
    <FormField id={id} label={label} hint={hint} error={error} action={action} className={className}>
      {revealable ? <PasswordInput {...inputProps} {...controlProps} /> : <Input type="password" {...inputProps} {...controlProps} />}
    </FormField>
  );
}

/** A native select; its options are the children. */
export function SelectField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  action,
  required,
  rules,
  className,
  children,
  ...selectProps
}: BoundFieldProps<T> & Omit<ComponentProps<'select'>, OwnedProps>) {
  const { error, controlProps } = useBoundControl<T>({ name, id, label, hint, required, rules });
  return (
    <FormField id={id} label={label} hint={hint} error={error} action={action} className={className}>
      <Select {...selectProps} {...controlProps}>
        {children}
      </Select>
    </FormField>
  );
}

/** A multi-line text field. */
export function TextareaField<T extends FieldValues>({
  name,
  id,
  label,
  hint,
  action,
  required,
  rules,
  className,
  ...textareaProps
}: BoundFieldProps<T> & Omit<ComponentProps<'textarea'>, OwnedProps>) {
  const { error, controlProps } = useBoundControl<T>({ name, id, label, hint, required, rules });
  return (
    <FormField id={id} label={label} hint={hint} error={error} action={action} className={className}>
      <Textarea {...textareaProps} {...controlProps} />
    </FormField>
  );
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
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        disabled={disabled}
        aria-describedby={hintId}
        className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-800 disabled:opacity-50"
        {...register(name)}
      />
      <div>
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-xs text-slate-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
