import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { signUpSchema } from '@shared/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { signUp } from '@/lib/auth';
import { errorMessage } from '@/lib/utils';
import { passwordProblem } from './password-rules';

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
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const problem = passwordProblem(password, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    // The shared schema is the one the server applies too.
    const parsed = signUpSchema.safeParse({ name, email, password, confirmPassword });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'An error occurred during sign up');
      return;
    }
    setSubmitting(true);
    try {
      const output = await signUp(parsed.data);
      toast.success('Registration successful! Please check your email to verify your account.');
      onRegistered(parsed.data.email, output.nextStep.signUpStep === 'CONFIRM_SIGN_UP');
    } catch (signUpError) {
      setError(errorMessage(signUpError, 'An error occurred during sign up'));
      toast.error('Registration failed');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="space-y-5" onSubmit={handleSubmit}>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <FormField id="sign-up-name" label="Full Name">
        <Input
          id="sign-up-name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField id="sign-up-email" label="Email">
        <Input
          id="sign-up-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
        />
      </FormField>
      <FormField id="sign-up-password" label="Password" hint="At least 8 characters.">
        <Input
          id="sign-up-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby="sign-up-password-hint"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <FormField id="sign-up-confirm-password" label="Confirm Password">
        <Input
          id="sign-up-confirm-password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Creating account...' : 'Sign Up'}
      </Button>
      <p className="text-center text-sm">
        <Button variant="link" onClick={onSignIn}>
          Already have an account? Sign in
        </Button>
      </p>
    </form>
  );
}
