import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { confirmSignUp, resendSignUpCode } from '@/lib/auth';
import { errorMessage } from '@/lib/utils';
import { AuthSubmitButton, EmailField, VerificationCodeField } from './auth-form-parts';
import { useAuthFormSubmit, type AuthFailureTexts } from './use-auth-form-submit';

const VERIFY_FAILURE: AuthFailureTexts = { fallback: 'An error occurred during verification', toast: 'Verification failed' };

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
  const [resending, setResending] = useState(false);
  const { error, showError, success, submitting, send, finish } = useAuthFormSubmit();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await send({ failure: VERIFY_FAILURE }, async () => {
      await confirmSignUp(username.trim(), code.trim());
      finish(
        { toast: 'Account verified successfully!', message: 'Account verified successfully! Redirecting to sign-in...' },
        () => onVerified(username.trim()),
      );
    });
  }

  // Its own cycle: a resend failure shows in the alert but raises no toast.
  async function handleResend() {
    showError(null);
    setResending(true);
    try {
      await resendSignUpCode(username.trim());
      toast.success('A new verification code has been sent to your email.');
    } catch (resendError) {
      showError(errorMessage(resendError, VERIFY_FAILURE.fallback));
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
        <EmailField id="verify-email" withExample={false} value={username} onChange={setUsername} />
      )}
      <VerificationCodeField id="verify-code" value={code} onChange={setCode} />
      <AuthSubmitButton disabled={submitting}>{submitting && !success ? 'Verifying...' : 'Verify Account'}</AuthSubmitButton>
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
