import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { MIN_RESET_LINK_PASSWORD_LENGTH } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { confirmPasswordReset } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthLayout } from '../components/auth-layout';

type FieldErrors = { password?: string; confirmPassword?: string };

/** The link-based reset screen's rules (spec section 5): 6 characters each, and they must match. */
function validate(password: string, confirmPassword: string): FieldErrors {
  const errors: FieldErrors = {};
  if (password.length < MIN_RESET_LINK_PASSWORD_LENGTH) errors.password = 'Password must be at least 6 characters';
  if (confirmPassword.length < MIN_RESET_LINK_PASSWORD_LENGTH) {
    errors.confirmPassword = 'Password must be at least 6 characters';
  } else if (password !== confirmPassword) {
    errors.confirmPassword = "Passwords don't match";
  }
  return errors;
}

/**
 * /reset-password?token=…&type=recovery[&email=…]: the reset link sent by e-mail. With Cognito the
 * token is the reset code, and the e-mail (username) travels in the link too.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const type = searchParams.get('type');
  const username = searchParams.get('email') ?? searchParams.get('username') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  useDocumentTitle('Reset Password');

  if (!token || type !== 'recovery') {
    return (
      <AuthLayout title="Invalid Reset Link">
        <div className="space-y-6">
          <Alert variant="destructive">
            This password reset link is invalid or has expired. Please request a new password reset link.
          </Alert>
          <ButtonLink to={paths.auth.getHref()} size="lg" className="w-full">
            Back to Sign In
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  // Validated on submit, then revalidated on every change.
  const update = (nextPassword: string, nextConfirm: string) => {
    setPassword(nextPassword);
    setConfirmPassword(nextConfirm);
    if (submitted) setErrors(validate(nextPassword, nextConfirm));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const nextErrors = validate(password, confirmPassword);
    setErrors(nextErrors);
    if (nextErrors.password || nextErrors.confirmPassword) return;
    setSubmitting(true);
    try {
      if (!username || !token) throw new Error('The reset link does not name an account');
      await confirmPasswordReset({ username, code: token, newPassword: password });
      toast.success('Password has been reset successfully!');
      navigate(paths.auth.getHref(), { replace: true });
    } catch (resetError) {
      console.error('Password reset failed:', resetError);
      toast.error('Failed to reset password. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title="Reset Password" description="Enter your new password below">
      <form className="space-y-5" onSubmit={handleSubmit} noValidate>
        <FormField id="new-password" label="New Password">
          <PasswordInput
            id="new-password"
            name="password"
            autoComplete="new-password"
            value={password}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'new-password-error' : undefined}
            onChange={(event) => update(event.target.value, confirmPassword)}
          />
          {errors.password ? (
            <p id="new-password-error" className="text-sm text-red-600">
              {errors.password}
            </p>
          ) : null}
        </FormField>
        <FormField id="confirm-new-password" label="Confirm New Password">
          <PasswordInput
            id="confirm-new-password"
            name="confirmPassword"
            autoComplete="new-password"
            value={confirmPassword}
            aria-invalid={Boolean(errors.confirmPassword)}
            aria-describedby={errors.confirmPassword ? 'confirm-new-password-error' : undefined}
            onChange={(event) => update(password, event.target.value)}
          />
          {errors.confirmPassword ? (
            <p id="confirm-new-password-error" className="text-sm text-red-600">
              {errors.confirmPassword}
            </p>
          ) : null}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  );
}
