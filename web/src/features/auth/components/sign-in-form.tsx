import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/utils';

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
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    const username = email.trim();
    try {
      const step = await signIn(username, password);
      switch (step) {
        case 'DONE':
          toast.success('Successfully signed in!');
          navigate(paths.home.getHref(), { replace: true });
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
          throw new Error('An error occurred during sign in');
      }
    } catch (signInError) {
      setError(errorMessage(signInError, 'An error occurred during sign in'));
      toast.error('Sign in failed');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="space-y-5" onSubmit={handleSubmit}>
      {notice ? <Alert variant="success">{notice}</Alert> : null}
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <FormField id="sign-in-email" label="Email">
        <Input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
        />
      </FormField>
      <FormField
        id="sign-in-password"
        label="Password"
        action={
          <Button variant="link" className="text-sm" onClick={() => onForgotPassword(email.trim())}>
            Forgot password?
          </Button>
        }
      >
        <Input
          id="sign-in-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Button variant="link" onClick={onSignUp}>
          Don't have an account? Sign up
        </Button>
      </p>
    </form>
  );
}
