import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { useAuth } from '@/lib/auth-context';
import { AuthFormLink, AuthSubmitButton } from './auth-form-parts';
import { SIGN_IN_FAILURE, useCompleteSignIn } from './complete-sign-in';
import { EMPTY_PASSWORD_PAIR, PasswordPairFields, newPasswordNaming } from './password-pair-fields';
import { passwordProblem } from './password-rules';
import { useAuthFormSubmit } from './use-auth-form-submit';

/** First sign-in of a user the firm invited: Cognito asks for a new password before the session opens. */
export function NewPasswordForm({ onSignIn }: { onSignIn: () => void }) {
  const { confirmNewPassword } = useAuth();
  const completeSignIn = useCompleteSignIn();
  const [passwords, setPasswords] = useState(EMPTY_PASSWORD_PAIR);
  const { error, submitting, send } = useAuthFormSubmit();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send({ failure: SIGN_IN_FAILURE, problem: passwordProblem(passwords) }, async () => {
      const step = await confirmNewPassword(passwords.password);
      if (step !== 'DONE') throw new Error(SIGN_IN_FAILURE.fallback);
      completeSignIn();
    });
  }

  return (
    <form className="space-y-5" onSubmit={handleSubmit}>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <PasswordPairFields required {...newPasswordNaming('first')} value={passwords} onChange={setPasswords} />
      <AuthSubmitButton disabled={submitting}>{submitting ? 'Saving...' : 'Set Password'}</AuthSubmitButton>
      <AuthFormLink onClick={onSignIn}>Back to sign in</AuthFormLink>
    </form>
  );
}
