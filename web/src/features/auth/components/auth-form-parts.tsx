import type { InputHTMLAttributes, ReactNode } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The full-width submit button at the foot of an auth form. */
export function AuthSubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled}>
      {children}
    </Button>
  );
}

/** A centred link-styled button under an auth form, to another mode or step ("Back to sign in"). */
export function AuthFormLink({ onClick, className, children }: { onClick: () => void; className?: string; children: ReactNode }) {
  return (
    <p className={cn('text-center text-sm', className)}>
      <Button variant="link" onClick={onClick}>
        {children}
      </Button>
    </p>
  );
}

/**
 * A labelled input of an auth form, bound to a string. A hint, if any, shows under it and describes it;
 * `action` sits at the end of the label row. The other props go to the input.
 */
export function AuthTextField({
  id,
  label,
  hint,
  action,
  value,
  onChange,
  ...inputProps
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  id: string;
  label: string;
  hint?: string;
  action?: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} hint={hint} action={action}>
      <Input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...inputProps}
      />
    </FormField>
  );
}

/**
 * The "Email" field of the auth forms (the account's username): named `email` and filled in as the
 * username unless told otherwise, with an example address as placeholder unless `withExample` is false.
 */
export function EmailField({
  name = 'email',
  autoComplete = 'username',
  withExample = true,
  ...props
}: {
  id: string;
  name?: string;
  autoComplete?: 'username' | 'email';
  withExample?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <AuthTextField
      label="Email"
      type="email"
      name={name}
      autoComplete={autoComplete}
      required
      placeholder={withExample ? 'you@example.com' : undefined}
      {...props}
    />
  );
}

/** The e-mailed 6-digit code (sign-up verification, password reset). */
export function VerificationCodeField(props: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <AuthTextField
      label="Verification Code"
      hint="Enter the 6-digit code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={VERIFICATION_CODE_LENGTH}
      className="tracking-[0.3em]"
      {...props}
    />
  );
}
