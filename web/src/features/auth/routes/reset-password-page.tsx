import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { MIN_RESET_LINK_PASSWORD_LENGTH } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { confirmPasswordReset } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthSubmitButton } from '../components/auth-form-parts';
import { AuthLayout } from '../components/auth-layout';
import {
  EMPTY_PASSWORD_PAIR,
  PasswordPairFields,
  type PasswordPair,
  type PasswordPairErrors,
} from '../components/password-pair-fields';

/** The link-based reset screen's rules (spec section 5): 6 characters each, and they must match. */
function validate({ password, confirmPassword }: PasswordPair): PasswordPairErrors {
  const errors: PasswordPairErrors = {};
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
  const [passwords, setPasswords] = useState(EMPTY_PASSWORD_PAIR);
  const [errors, setErrors] = useState<PasswordPairErrors>({});
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
  const update = (next: PasswordPair) => {
    setPasswords(next);
    if (submitted) setErrors(validate(next));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const nextErrors = validate(passwords);
    setErrors(nextErrors);
    if (nextErrors.password || nextErrors.confirmPassword) return;
    setSubmitting(true);
    try {
      if (!username || !token) throw new Error('The reset link does not name an account');
      await confirmPasswordReset({ username, code: token, newPassword: passwords.password });
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
        <PasswordPairFields
          revealable
          password={{ id: 'new-password', name: 'password', label: 'New Password' }}
          confirmation={{ id: 'confirm-new-password', name: 'confirmPassword', label: 'Confirm New Password' }}
          errors={errors}
          value={passwords}
          onChange={update}
        />
        <AuthSubmitButton disabled={submitting}>Reset Password</AuthSubmitButton>
      </form>
    </AuthLayout>
  );
}
