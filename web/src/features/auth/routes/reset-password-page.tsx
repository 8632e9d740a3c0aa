import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { confirmPasswordReset } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthSubmitButton, PasswordPairFields } from '../components/auth-form-parts';
import { AuthLayout } from '../components/auth-layout';
import { PASSWORD_HINT, type ResetLinkInput, resetLinkSchema } from '../components/password-rules';

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
  const form = useForm<ResetLinkInput>({ resolver: zodResolver(resetLinkSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { handleSubmit, formState } = form;
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

  async function submit({ password }: ResetLinkInput) {
    try {
      if (!username || !token) throw new Error('The reset link does not name an account');
      await confirmPasswordReset({ username, code: token, newPassword: password });
      toast.success('Password has been reset successfully!');
      navigate(paths.auth.getHref(), { replace: true });
    } catch (resetError) {
      console.error('Password reset failed:', resetError);
      toast.error('Failed to reset password. Please try again.');
    }
  }

  return (
    <AuthLayout title="Reset Password" description="Enter your new password below">
      <FormProvider {...form}>
        <form className="space-y-5" onSubmit={handleSubmit(submit)} noValidate>
          <PasswordPairFields<ResetLinkInput>
            passwordName="password"
            confirmationName="confirmPassword"
            password={{ id: 'new-password', label: 'New Password', hint: PASSWORD_HINT }}
            confirmation={{ id: 'confirm-new-password', label: 'Confirm New Password' }}
          />
          <AuthSubmitButton disabled={formState.isSubmitting}>Reset Password</AuthSubmitButton>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
