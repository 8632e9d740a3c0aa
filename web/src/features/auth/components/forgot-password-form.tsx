import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { VERIFICATION_CODE_LENGTH } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { confirmPasswordReset, requestPasswordReset } from '@/lib/auth';
import { errorMessage } from '@/lib/utils';
import { passwordProblem } from './password-rules';
import { useDelayedAction } from './use-delayed-action';

export type ForgotPasswordStep = 'request' | 'reset';

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
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const later = useDelayedAction();

  async function handleRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await requestPasswordReset(username.trim());
      toast.success('Reset code sent to your email. Please check your inbox.');
      onStepChange('reset');
    } catch (requestError) {
      setError(errorMessage(requestError, 'An error occurred while requesting password reset'));
      toast.error('Password reset request failed');
    } finally {
      setSubmitting(false);
    }
  }

  async function handleReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const problem = passwordProblem(newPassword, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setSubmitting(true);
    try {
      await confirmPasswordReset({ username: username.trim(), code: code.trim(), newPassword });
      toast.success('Password reset successfully!');
      setSuccess('Password reset successfully! You can now sign in with your new password.');
      later(() => onDone(username.trim()));
    } catch (resetError) {
      setError(errorMessage(resetError, 'An error occurred while resetting password'));
      toast.error('Password reset failed');
      setSubmitting(false);
    }
  }

  if (step === 'request') {
    return (
      <form className="space-y-5" onSubmit={handleRequest}>
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        <FormField id="forgot-email" label="Email">
          <Input
            id="forgot-email"
            name="username"
            type="email"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            placeholder="you@example.com"
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting ? 'Sending code...' : 'Send Reset Code'}
        </Button>
        <p className="text-center text-sm">
          <Button variant="link" onClick={onSignIn}>
            Back to sign in
          </Button>
        </p>
      </form>
    );
  }

  return (
    <form className="space-y-5" onSubmit={handleReset}>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {success ? <Alert variant="success">{success}</Alert> : null}
      <FormField id="reset-code" label="Verification Code" hint="Enter the 6-digit code">
        <Input
          id="reset-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={VERIFICATION_CODE_LENGTH}
          aria-describedby="reset-code-hint"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="tracking-[0.3em]"
        />
      </FormField>
      <FormField id="reset-new-password" label="New Password" hint="At least 8 characters.">
        <Input
          id="reset-new-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby="reset-new-password-hint"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
      </FormField>
      <FormField id="reset-confirm-password" label="Confirm New Password">
        <Input
          id="reset-confirm-password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={submitting || Boolean(success)}>
        {submitting && !success ? 'Resetting password...' : 'Reset Password'}
      </Button>
      <p className="text-center text-sm">
        <Button variant="link" onClick={() => onStepChange('request')}>
          Back to request reset
        </Button>
      </p>
    </form>
  );
}
