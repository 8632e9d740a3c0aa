import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { confirmPasswordReset, requestPasswordReset } from '@/lib/auth';
import { AuthFormLink, AuthSubmitButton, EmailField, VerificationCodeField } from './auth-form-parts';
import { EMPTY_PASSWORD_PAIR, PasswordPairFields, newPasswordNaming } from './password-pair-fields';
import { passwordProblem } from './password-rules';
import { useAuthFormSubmit, type AuthFailureTexts } from './use-auth-form-submit';

export type ForgotPasswordStep = 'request' | 'reset';

const REQUEST_FAILURE: AuthFailureTexts = {
  fallback: 'An error occurred while requesting password reset',
  toast: 'Password reset request failed',
};
const RESET_FAILURE: AuthFailureTexts = {
  fallback: 'An error occurred while resetting password',
  toast: 'Password reset failed',
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
  const [username, setUsername] = useState(initialUsername);
  const [code, setCode] = useState('');
  const [passwords, setPasswords] = useState(EMPTY_PASSWORD_PAIR);
  const { error, success, submitting, send, finish } = useAuthFormSubmit();

  async function handleRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send({ failure: REQUEST_FAILURE }, async () => {
      await requestPasswordReset(username.trim());
      toast.success('Reset code sent to your email. Please check your inbox.');
      onStepChange('reset');
    });
  }

  async function handleReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send({ failure: RESET_FAILURE, problem: passwordProblem(passwords) }, async () => {
      await confirmPasswordReset({ username: username.trim(), code: code.trim(), newPassword: passwords.password });
      finish(
        {
          toast: 'Password reset successfully!',
          message: 'Password reset successfully! You can now sign in with your new password.',
        },
        () => onDone(username.trim()),
      );
    });
  }

  if (step === 'request') {
    return (
      <form className="space-y-5" onSubmit={handleRequest}>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <EmailField id="forgot-email" name="username" value={username} onChange={setUsername} />
        <AuthSubmitButton disabled={submitting}>{submitting ? 'Sending code...' : 'Send Reset Code'}</AuthSubmitButton>
        <AuthFormLink onClick={onSignIn}>Back to sign in</AuthFormLink>
      </form>
    );
  }

  return (
    <form className="space-y-5" onSubmit={handleReset}>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {success ? <Alert variant="success">{success}</Alert> : null}
      <VerificationCodeField id="reset-code" value={code} onChange={setCode} />
      <PasswordPairFields required {...newPasswordNaming('reset')} value={passwords} onChange={setPasswords} />
      <AuthSubmitButton disabled={submitting}>
        {submitting && !success ? 'Resetting password...' : 'Reset Password'}
      </AuthSubmitButton>
      <AuthFormLink onClick={() => onStepChange('request')}>Back to request reset</AuthFormLink>
    </form>
  );
}
