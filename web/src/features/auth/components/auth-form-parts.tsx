import { i18n, type MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { VERIFICATION_CODE_LENGTH } from '@shared/auth/constants';
import { PasswordField, TextField } from '@/components/form/fields';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { cn, errorMessage } from '@/lib/utils';
import { passwordHint } from './password-hint';
import { providerMessage } from '@/lib/provider-messages';

/** What an auth form shows when its call fails (spec section 8): the alert's fallback sentence and the toast. */
export interface AuthFailureTexts {
  /** Shown in the red alert when the provider's error carries no message of its own. */
  fallback: MessageDescriptor;
  toast: MessageDescriptor;
}

/** Where an auth form keeps the provider's refusal: a root error of the form, cleared by the next submit. */
export const SERVER_ERROR = 'root.server' as const;

/**
 * A failed call of an auth form: the provider's message (or `failure.fallback`) in the form's alert,
 * and `failure.toast` as an error toast unless `withToast` is false.
 */
export function showAuthFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failure: AuthFailureTexts,
  error: unknown,
  { withToast = true }: { withToast?: boolean } = {},
): void {
  setError(SERVER_ERROR, { type: 'server', message: providerMessage(error) ?? errorMessage(error, i18n._(failure.fallback)) });
  if (withToast) toast.error(i18n._(failure.toast));
}

/** The red alert of the form's last refused call, if any. */
export function AuthErrorAlert() {
  const {
    formState: { errors },
  } = useFormContext();
  const message = errors.root?.server?.message;
  return message ? <Alert variant="destructive">{message}</Alert> : null;
}

/** The full-width submit button at the foot of an auth form. */
export function AuthSubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled}>
      {children}
    </Button>
  );
}

/**
 * A centred link under an auth form, to another mode or step ("Back to sign in"): a real link to a
 * mode the URL names (`to`: it works before the app has run), else a link-styled button (a step).
 */
export function AuthFormLink({ className, children, ...target }: ({ to: string } | { onClick: () => void }) & { className?: string; children: ReactNode }) {
  return (
    <p className={cn('text-center text-sm', className)}>
      {'to' in target ? (
        <ButtonLink variant="link" to={target.to}>
          {children}
        </ButtonLink>
      ) : (
        <Button variant="link" onClick={target.onClick}>
          {children}
        </Button>
      )}
    </p>
  );
}

/**
 * The "Email" field of the auth forms (the account's username), bound to the form value `name`:
 * filled in as the username unless told otherwise, with an example address as placeholder unless
 * `withExample` is false.
 */
export function EmailField<T extends FieldValues>({
  id,
  name,
  autoComplete = 'username',
  withExample = true,
}: {
  id: string;
  name: Path<T>;
  autoComplete?: 'username' | 'email';
  withExample?: boolean;
}) {
  const { t } = useLingui();
  return (
    <TextField<T>
      id={id}
      name={name}
      label={t`Email`}
      type="email"
      autoComplete={autoComplete}
      required
      placeholder={withExample ? t`you@example.com` : undefined}
    />
  );
}

/** The e-mailed 6-digit code (sign-up verification, password reset), bound to the form value `code`. */
export function VerificationCodeField<T extends FieldValues>({ id, name }: { id: string; name: Path<T> }) {
  const { t } = useLingui();
  return (
    <TextField<T>
      id={id}
      name={name}
      label={t`Verification Code`}
      hint={t`Enter the 6-digit code`}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={VERIFICATION_CODE_LENGTH}
      inputClassName="tracking-[0.3em]"
    />
  );
}

/** How one field of a new-password pair is labelled: its element id, its label and an optional hint. */
export interface PasswordFieldNaming {
  id: string;
  label: string;
  hint?: string;
}

/** The "New Password" / "Confirm New Password" pair of the auth page, ids starting with `idPrefix`. */
export function useNewPasswordNaming(idPrefix: string): { password: PasswordFieldNaming; confirmation: PasswordFieldNaming } {
  const { t, i18n } = useLingui();
  return {
    password: { id: `${idPrefix}-new-password`, label: t`New Password`, hint: passwordHint(i18n) },
    confirmation: { id: `${idPrefix}-confirm-password`, label: t`Confirm New Password` },
  };
}

/** A new password and its confirmation, bound to the form values `passwordName` and `confirmPassword`. */
export function PasswordPairFields<T extends FieldValues>({
  passwordName,
  confirmationName,
  password,
  confirmation,
}: {
  passwordName: Path<T>;
  confirmationName: Path<T>;
  password: PasswordFieldNaming;
  confirmation: PasswordFieldNaming;
}) {
  return (
    <>
      <PasswordField<T>
        {...password}
        name={passwordName}
        autoComplete="new-password"
        required
        // The confirmation is checked again as the password changes, once the form was sent.
        rules={{ deps: [confirmationName] }}
      />
      <PasswordField<T> {...confirmation} name={confirmationName} autoComplete="new-password" required />
    </>
  );
}
