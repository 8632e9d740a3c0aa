import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { VERIFICATION_CODE_LENGTH } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { confirmSignUp, resendSignUpCode } from '@/lib/auth';
import { errorMessage } from '@/lib/utils';
import { useDelayedAction } from './use-delayed-action';

export function VerifyForm({
  username: initialUsername,
  notice,
  onSignIn,
  onVerified,
}: {
  username: string;
  notice?: string;
  onSignIn: () => void;
  onVerified: (email: string) => void;
}) {
  const [username, setUsername] = useState(initialUsername);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const later = useDelayedAction();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await confirmSignUp(username.trim(), code.trim());
      toast.success('Account verified successfully!');
      setSuccess('Account verified successfully! Redirecting to sign-in...');
      later(() => onVerified(username.trim()));
    } catch (verifyError) {
      setError(errorMessage(verifyError, 'An error occurred during verification'));
      toast.error('Verification failed');
      setSubmitting(false);
    }
  }

  async function handleResend() {
    setError(null);
    setResending(true);
    try {
      await resendSignUpCode(username.trim());
      toast.success('A new verification code has been sent to your email.');
    } catch (resendError) {
      setError(errorMessage(resendError, 'An error occurred during verification'));
    } finally {
      setResending(false);
    }
  }

  return (
    <form className="space-y-5" onSubmit={handleSubmit}>
      {notice && !success ? <Alert variant="info">{notice}</Alert> : null}
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      {success ? <Alert variant="success">{success}</Alert> : null}
      {initialUsername ? null : (
        <FormField id="verify-email" label="Email">
          <Input
            id="verify-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </FormField>
      )}
      <FormField id="verify-code" label="Verification Code" hint="Enter the 6-digit code">
        <Input
          id="verify-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={VERIFICATION_CODE_LENGTH}
          aria-describedby="verify-code-hint"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="tracking-[0.3em]"
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={submitting || Boolean(success)}>
        {submitting && !success ? 'Verifying...' : 'Verify Account'}
      </Button>
      <div className="flex items-center justify-between text-sm">
        <Button variant="link" onClick={onSignIn}>
          Back to sign in
        </Button>
        <Button variant="link" onClick={handleResend} disabled={resending || !username.trim() || Boolean(success)}>
          Resend code
        </Button>
      </div>
    </form>
  );
}
