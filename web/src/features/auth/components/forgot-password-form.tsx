import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { confirmPasswordReset, requestPasswordReset } from '@/lib/auth';
import { useHydrated } from '@/lib/use-hydrated';
import {
  AuthErrorAlert,
  AuthFormLink,
  AuthSubmitButton,
  EmailField,
  PasswordPairFields,
  VerificationCodeField,
  showAuthFailure,
  useNewPasswordNaming,
  type AuthFailureTexts,
} from './auth-form-parts';
import { resetPasswordSchema, resetRequestSchema, type ResetPasswordInput, type ResetRequestInput } from './password-rules';
import { useAuthModeHref } from './auth-mode-href';
import { useDelayedAction } from './use-delayed-action';

export type ForgotPasswordStep = 'request' | 'reset';

const REQUEST_FAILURE: AuthFailureTexts = {
  fallback: msg`An error occurred while requesting password reset`,
  toast: msg`Password reset request failed`,
};
const RESET_FAILURE: AuthFailureTexts = {
  fallback: msg`An error occurred while resetting password`,
  toast: msg`Password reset failed`,
};

export function ForgotPasswordForm({
  initialUsername,
  step,
  onStepChange,
  onDone,
}: {
  initialUsername: string;
  step: ForgotPasswordStep;
  onStepChange: (step: ForgotPasswordStep) => void;
  onDone: (email: string) => void;
}) {
  // The account the code was requested for: the reset step sends it with the code.
  const [username, setUsername] = useState(initialUsername);

  if (step === 'request') {
    return (
      <RequestResetForm
        initialUsername={username}
        onSent={(email) => {
          setUsername(email);
          onStepChange('reset');
        }}
      />
    );
  }
  return <ResetForm username={username} onBack={() => onStepChange('request')} onDone={onDone} />;
}

function RequestResetForm({ initialUsername, onSent }: { initialUsername: string; onSent: (email: string) => void }) {
  const { t } = useLingui();
  // No default for an empty field: what was typed into the prerendered page (/auth?mode=reset) before the app ran is kept.
  const form = useForm<ResetRequestInput>({ resolver: zodResolver(resetRequestSchema), defaultValues: { username: initialUsername || undefined } });
  const { handleSubmit, setError, formState } = form;
  // Before the app runs (the prerendered page), the form cannot be sent: it would go to the server.
  const hydrated = useHydrated();
  // The sign-in page: a real link, which works before the app has run.
  const signInHref = useAuthModeHref();

  async function submit({ username }: ResetRequestInput) {
    try {
      await requestPasswordReset(username);
      toast.success(t`Reset code sent to your email. Please check your inbox.`);
      onSent(username);
    } catch (error) {
      showAuthFailure(setError, REQUEST_FAILURE, error);
    }
  }

  return (
    <FormProvider {...form}>
      <form className="space-y-5" noValidate onSubmit={handleSubmit(submit)}>
        <AuthErrorAlert />
        <EmailField<ResetRequestInput> id="forgot-email" name="username" />
        <AuthSubmitButton disabled={formState.isSubmitting || !hydrated}>
          {formState.isSubmitting ? t`Sending code...` : t`Send Reset Code`}
        </AuthSubmitButton>
        <AuthFormLink to={signInHref}>
          <Trans>Back to sign in</Trans>
        </AuthFormLink>
      </form>
    </FormProvider>
  );
}

function ResetForm({ username, onBack, onDone }: { username: string; onBack: () => void; onDone: (email: string) => void }) {
  const { t } = useLingui();
  const naming = useNewPasswordNaming('reset');
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const { handleSubmit, setError, formState } = form;
  const later = useDelayedAction();
  // A reset that went through stays disabled while the success line shows, until the redirect.
  const done = formState.isSubmitSuccessful;

  async function submit({ code, newPassword }: ResetPasswordInput) {
    try {
      await confirmPasswordReset({ username: username.trim(), code, newPassword });
    } catch (error) {
      showAuthFailure(setError, RESET_FAILURE, error);
      return;
    }
    toast.success(t`Password reset successfully!`);
    later(() => onDone(username.trim()));
  }

  return (
    <FormProvider {...form}>
      <form className="space-y-5" noValidate onSubmit={handleSubmit(submit)}>
        <AuthErrorAlert />
        {done ? <Alert variant="success">
            <Trans>Password reset successfully! You can now sign in with your new password.</Trans>
          </Alert> : null}
        <VerificationCodeField<ResetPasswordInput> id="reset-code" name="code" />
        <PasswordPairFields<ResetPasswordInput> passwordName="newPassword" confirmationName="confirmPassword" {...naming} />
        <AuthSubmitButton disabled={formState.isSubmitting || done}>
          {formState.isSubmitting ? t`Resetting password...` : t`Reset Password`}
        </AuthSubmitButton>
        <AuthFormLink onClick={onBack}>
          <Trans>Back to request reset</Trans>
        </AuthFormLink>
      </form>
    </FormProvider>
  );
}
