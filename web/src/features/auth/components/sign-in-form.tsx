import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { AuthFormLink, AuthSubmitButton, AuthTextField, EmailField } from './auth-form-parts';
import { SIGN_IN_FAILURE, useCompleteSignIn } from './complete-sign-in';
import { useAuthFormSubmit } from './use-auth-form-submit';

export type SignInOutcome = 'confirmSignUp' | 'resetPassword' | 'newPassword';

export function SignInForm({
  initialEmail,
  notice,
  onSignUp,
  onForgotPassword,
  onNextStep,
}: {
  initialEmail: string;
  notice?: string;
  onSignUp: () => void;
  onForgotPassword: (email: string) => void;
  onNextStep: (step: SignInOutcome, email: string) => void;
}) {
  const { signIn } = useAuth();
  const completeSignIn = useCompleteSignIn();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const { error, submitting, send } = useAuthFormSubmit();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const username = email.trim();
    await send({ failure: SIGN_IN_FAILURE }, async () => {
      const step = await signIn(username, password);
      switch (step) {
        case 'DONE':
          completeSignIn();
          return;
        case 'CONFIRM_SIGN_UP':
          onNextStep('confirmSignUp', username);
          return;
        case 'RESET_PASSWORD':
          onNextStep('resetPassword', username);
          return;
        case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
          onNextStep('newPassword', username);
          return;
        default:
          // Other challenges (MFA, passkeys) are not enabled on the user pool.
          throw new Error(SIGN_IN_FAILURE.fallback);
      }
    });
  }

  return (
    <form className="space-y-5" onSubmit={handleSubmit}>
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <EmailField id="sign-in-email" value={email} onChange={setEmail} />
      <AuthTextField
        id="sign-in-password"
        label="Password"
        action={
          <Button variant="link" className="text-sm" onClick={() => onForgotPassword(email.trim())}>
            Forgot password?
          </Button>
        }
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <AuthSubmitButton disabled={submitting}>{submitting ? 'Signing in...' : 'Sign In'}</AuthSubmitButton>
      <AuthFormLink onClick={onSignUp} className="text-slate-600">
        Don't have an account? Sign up
      </AuthFormLink>
    </form>
  );
}
