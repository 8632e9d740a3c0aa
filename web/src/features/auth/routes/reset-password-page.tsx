import { Trans, useLingui } from '@lingui/react/macro';
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
import { passwordHint, type ResetLinkInput, resetLinkSchema } from '../components/password-rules';

/**
 * /reset-password?token=…&type=recovery[&email=…]: the reset link sent by e-mail. With Cognito the
 * token is the reset code, and the e-mail (username) travels in the link too.
 */
export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const type = searchParams.get('type');
  const username = searchParams.get('email') ?? searchParams.get('username') ?? '';
  const navigate = useNavigate();
  const form = useForm<ResetLinkInput>({ resolver: zodResolver(resetLinkSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { handleSubmit, formState } = form;
  useDocumentTitle(t`Reset Password`);

  if (!token || type !== 'recovery') {
    return (
      <AuthLayout title={t`Invalid Reset Link`}>
        <div className="space-y-6">
          <Alert variant="destructive">
            <Trans>This password reset link is invalid or has expired. Please request a new password reset link.</Trans>
          </Alert>
          <ButtonLink to={paths.auth.getHref()} size="lg" className="w-full">
            <Trans>Back to Sign In</Trans>
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }

  async function submit({ password }: ResetLinkInput) {
    try {
      if (!username || !token) throw new Error(t`The reset link does not name an account`);
      await confirmPasswordReset({ username, code: token, newPassword: password });
      toast.success(t`Password has been reset successfully!`);
      navigate(paths.auth.getHref(), { replace: true });
    } catch (resetError) {
      console.error('Password reset failed:', resetError);
      toast.error(t`Failed to reset password. Please try again.`);
    }
  }

  return (
    <AuthLayout title={t`Reset Password`} description={t`Enter your new password below`}>
      <FormProvider {...form}>
        <form className="space-y-5" onSubmit={handleSubmit(submit)} noValidate>
          <PasswordPairFields<ResetLinkInput>
            passwordName="password"
            confirmationName="confirmPassword"
            password={{ id: 'new-password', label: t`New Password`, hint: passwordHint(i18n) }}
            confirmation={{ id: 'confirm-new-password', label: t`Confirm New Password` }}
          />
          <AuthSubmitButton disabled={formState.isSubmitting}>
            <Trans>Reset Password</Trans>
          </AuthSubmitButton>
        </form>
      </FormProvider>
    </AuthLayout>
  );
}
