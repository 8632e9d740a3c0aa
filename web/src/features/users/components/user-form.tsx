import type { ChangeEvent } from 'react';
import type { z } from 'zod';
import { USER_STATUSES, type UserStatus } from '@shared/constants';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** The user form as typed: Full Name, Email Address, Phone, Status. */
export interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  status: UserStatus;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const EMPTY_USER_FORM: UserFormValues = { name: '', email: '', phone: '', status: 'active' };

/** The toast description for a form sent without its name or e-mail (spec section 5). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', inactive: 'Inactive' };

export type UserFormCheck<T> = { data: T; errors?: undefined } | { data?: undefined; errors: UserFormErrors; summary: string };

/**
 * Name and e-mail first ('Please fill in all required fields'), then the shared schema the server
 * applies too, so the form refuses what the API would, in the same words.
 */
export function checkUserForm<T>(values: UserFormValues, schema: z.ZodType<T>): UserFormCheck<T> {
  const missing: UserFormErrors = {};
  if (!values.name.trim()) missing.name = 'Name is required';
  if (!values.email.trim()) missing.email = 'Email is required';
  if (Object.keys(missing).length > 0) return { errors: missing, summary: REQUIRED_FIELDS_MESSAGE };

  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: UserFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as keyof UserFormValues]) {
      errors[field as keyof UserFormValues] = issue.message;
    }
  }
  return { errors, summary: parsed.error.issues[0]?.message ?? REQUIRED_FIELDS_MESSAGE };
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  ) : null;
}

/**
 * The four fields of the Create New User dialog and the Edit User page. A field's error shows under
 * it; changing the field clears it.
 */
export function UserFormFields({
  idPrefix,
  values,
  onChange,
  errors,
  onErrorsChange,
  phoneLabel = 'Phone',
}: {
  idPrefix: string;
  values: UserFormValues;
  onChange: (values: UserFormValues) => void;
  errors: UserFormErrors;
  onErrorsChange: (errors: UserFormErrors) => void;
  phoneLabel?: string;
}) {
  const field = (name: keyof UserFormValues) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    return {
      id,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        onChange({ ...values, [name]: event.target.value });
        if (error) onErrorsChange({ ...errors, [name]: undefined });
      },
    };
  };

  return (
    <div className="space-y-4">
      <FormField id={`${idPrefix}-name`} label="Full Name">
        <Input {...field('name')} autoComplete="off" aria-required="true" maxLength={200} />
        <FieldError id={`${idPrefix}-name-error`} message={errors.name} />
      </FormField>
      <FormField id={`${idPrefix}-email`} label="Email Address">
        <Input {...field('email')} type="email" autoComplete="off" aria-required="true" maxLength={254} />
        <FieldError id={`${idPrefix}-email-error`} message={errors.email} />
      </FormField>
      <FormField id={`${idPrefix}-phone`} label={phoneLabel}>
        <Input {...field('phone')} type="tel" autoComplete="off" maxLength={32} />
        <FieldError id={`${idPrefix}-phone-error`} message={errors.phone} />
      </FormField>
      <FormField id={`${idPrefix}-status`} label="Status">
        <Select {...field('status')}>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
        <FieldError id={`${idPrefix}-status-error`} message={errors.status} />
      </FormField>
    </div>
  );
}
