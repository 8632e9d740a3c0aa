import type { ChangeEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { PASSWORD_HINT } from './password-rules';

/** A new password and its confirmation, as typed. */
export interface PasswordPair {
  password: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_PAIR: PasswordPair = { password: '', confirmPassword: '' };

/** Messages under the fields, by field. */
export type PasswordPairErrors = Partial<Record<keyof PasswordPair, string>>;

/** How one field of the pair is named: its element id, its form name, its label and an optional hint. */
export interface PasswordFieldNaming {
  id: string;
  name: string;
  label: string;
  hint?: string;
}

/** The "New Password" / "Confirm New Password" pair of the auth page, ids starting with `idPrefix`. */
export function newPasswordNaming(idPrefix: string): { password: PasswordFieldNaming; confirmation: PasswordFieldNaming } {
  return {
    password: { id: `${idPrefix}-new-password`, name: 'newPassword', label: 'New Password', hint: PASSWORD_HINT },
    confirmation: { id: `${idPrefix}-confirm-password`, name: 'confirmPassword', label: 'Confirm New Password' },
  };
}

function PasswordField({
  naming: { id, name, label, hint },
  value,
  onChange,
  error,
  reportsErrors,
  required,
  revealable,
}: {
  naming: PasswordFieldNaming;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  reportsErrors: boolean;
  required: boolean;
  revealable: boolean;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const inputProps = {
    id,
    name,
    autoComplete: 'new-password',
    required,
    value,
    'aria-invalid': reportsErrors ? Boolean(error) : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  };
  return (
    <FormField id={id} label={label} hint={hint}>
      {revealable ? <PasswordInput {...inputProps} /> : <Input type="password" {...inputProps} />}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </FormField>
  );
}

/**
 * A new password and its confirmation. `required` marks both for the browser's own check;
 * `revealable` gives each a show/hide toggle; `errors`, when given, are shown under the fields
 * (which are then marked valid or invalid), for a form that validates the pair itself.
 */
export function PasswordPairFields({
  value,
  onChange,
  password,
  confirmation,
  required = false,
  revealable = false,
  errors,
}: {
  value: PasswordPair;
  onChange: (value: PasswordPair) => void;
  password: PasswordFieldNaming;
  confirmation: PasswordFieldNaming;
  required?: boolean;
  revealable?: boolean;
  errors?: PasswordPairErrors;
}) {
  const shared = { required, revealable, reportsErrors: errors !== undefined };
  return (
    <>
      <PasswordField
        {...shared}
        naming={password}
        value={value.password}
        error={errors?.password}
        onChange={(next) => onChange({ ...value, password: next })}
      />
      <PasswordField
        {...shared}
        naming={confirmation}
        value={value.confirmPassword}
        error={errors?.confirmPassword}
        onChange={(next) => onChange({ ...value, confirmPassword: next })}
      />
    </>
  );
}
