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
import { passwordProblem } from './password-rules';

/** First sign-in of a user the firm invited: Cognito asks for a new password before the session opens. */
export function NewPasswordForm({ onSignIn }: { onSignIn: () => void }) {
  const { confirmNewPassword } = useAuth();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const problem = passwordProblem(newPassword, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setSubmitting(true);
    try {
      const step = await confirmNewPassword(newPassword);
      if (step !== 'DONE') throw new Error('An error occurred during sign in');
      toast.success('Successfully signed in!');
      navigate(paths.home.getHref(), { replace: true });
    } catch (confirmError) {
      setError(errorMessage(confirmError, 'An error occurred during sign in'));
      toast.error('Sign in failed');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="space-y-5" onSubmit={handleSubmit}>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <FormField id="first-new-password" label="New Password" hint="At least 8 characters.">
        <Input
          id="first-new-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby="first-new-password-hint"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
      </FormField>
      <FormField id="first-confirm-password" label="Confirm New Password">
        <Input
          id="first-confirm-password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Saving...' : 'Set Password'}
      </Button>
      <p className="text-center text-sm">
        <Button variant="link" onClick={onSignIn}>
          Back to sign in
        </Button>
      </p>
    </form>
  );
}
