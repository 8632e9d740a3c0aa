import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { signUpSchema, type SignUpInput } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { signUp } from '@/lib/auth';
import { AuthFormLink, AuthSubmitButton, AuthTextField, EmailField } from './auth-form-parts';
import { EMPTY_PASSWORD_PAIR, PasswordPairFields } from './password-pair-fields';
import { PASSWORD_HINT, passwordProblem } from './password-rules';
import { useAuthFormSubmit, type AuthFailureTexts } from './use-auth-form-submit';

const SIGN_UP_FAILURE: AuthFailureTexts = { fallback: 'An error occurred during sign up', toast: 'Registration failed' };

/** The password rules first, then the shared schema: the one the server applies too. */
function signUpProblem(values: SignUpInput): string | null {
  const problem = passwordProblem(values);
  if (problem) return problem;
  const parsed = signUpSchema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? SIGN_UP_FAILURE.fallback);
}

export function SignUpForm({
  onSignIn,
  onRegistered,
}: {
  onSignIn: () => void;
  /** `needsVerification` is false when the pool confirmed the account on its own. */
  onRegistered: (email: string, needsVerification: boolean) => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [passwords, setPasswords] = useState(EMPTY_PASSWORD_PAIR);
  const { error, submitting, send } = useAuthFormSubmit();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { name, email, ...passwords };
    await send({ failure: SIGN_UP_FAILURE, problem: signUpProblem(values) }, async () => {
      // Parsed again for its trimmed values; signUpProblem has found nothing to stop it.
      const input = signUpSchema.parse(values);
      const output = await signUp(input);
      toast.success('Registration successful! Please check your email to verify your account.');
      onRegistered(input.email, output.nextStep.signUpStep === 'CONFIRM_SIGN_UP');
    });
  }

  return (
    <form className="space-y-5" onSubmit={handleSubmit}>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <AuthTextField
        id="sign-up-name"
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        value={name}
        onChange={setName}
      />
      <EmailField id="sign-up-email" autoComplete="email" value={email} onChange={setEmail} />
      <PasswordPairFields
        required
        password={{ id: 'sign-up-password', name: 'password', label: 'Password', hint: PASSWORD_HINT }}
        confirmation={{ id: 'sign-up-confirm-password', name: 'confirmPassword', label: 'Confirm Password' }}
        value={passwords}
        onChange={setPasswords}
      />
      <AuthSubmitButton disabled={submitting}>{submitting ? 'Creating account...' : 'Sign Up'}</AuthSubmitButton>
      <AuthFormLink onClick={onSignIn}>Already have an account? Sign in</AuthFormLink>
    </form>
  );
}
