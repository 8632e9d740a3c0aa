import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { confirmPasswordReset, requestPasswordReset } from '@/lib/auth';
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
  onSignIn,
  onDone,
}: {
  initialUsername: string;
  step: ForgotPasswordStep;
  onStepChange: (step: ForgotPasswordStep) => void;
  onSignIn: () => void;
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
        onSignIn={onSignIn}
      />
    );
  }
  return <ResetForm username={username} onBack={() => onStepChange('request')} onDone={onDone} />;
}

function RequestResetForm({
  initialUsername,
  onSent,
  onSignIn,
}: {
  initialUsername: string;
  onSent: (email: string) => void;
  onSignIn: () => void;
}) {
  const { t } = useLingui();
  const form = useForm<ResetRequestInput>({ resolver: zodResolver(resetRequestSchema), defaultValues: { username: initialUsername } });
  const { handleSubmit, setError, formState } = form;

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
        <AuthSubmitButton disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t`Sending code...` : t`Send Reset Code`}
        </AuthSubmitButton>
        <AuthFormLink onClick={onSignIn}>
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
