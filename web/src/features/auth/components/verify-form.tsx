import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { confirmSignUp, resendSignUpCode } from '@/lib/auth';
import { AuthErrorAlert, AuthSubmitButton, EmailField, SERVER_ERROR, VerificationCodeField, showAuthFailure, type AuthFailureTexts } from './auth-form-parts';
import { verifySchema, type VerifyInput } from './password-rules';
import { useDelayedAction } from './use-delayed-action';

const VERIFY_FAILURE: AuthFailureTexts = { fallback: msg`An error occurred during verification`, toast: msg`Verification failed` };

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
  const { t } = useLingui();
  const form = useForm<VerifyInput>({ resolver: zodResolver(verifySchema), defaultValues: { email: initialUsername, code: '' } });
  const { handleSubmit, setError, clearErrors, getValues, watch, formState } = form;
  const [resending, setResending] = useState(false);
  const later = useDelayedAction();
  // A verified account keeps the form disabled while the success line shows, until the redirect.
  const success = formState.isSubmitSuccessful;
  const username = watch('email');

  async function submit({ email, code }: VerifyInput) {
    try {
      await confirmSignUp(email, code);
    } catch (error) {
      showAuthFailure(setError, VERIFY_FAILURE, error);
      return;
    }
    toast.success(t`Account verified successfully!`);
    later(() => onVerified(email));
  }

  // Its own cycle: a resend failure shows in the alert but raises no toast.
  async function handleResend() {
    clearErrors(SERVER_ERROR);
    setResending(true);
    try {
      await resendSignUpCode(getValues('email').trim());
      toast.success(t`A new verification code has been sent to your email.`);
    } catch (error) {
      showAuthFailure(setError, VERIFY_FAILURE, error, { withToast: false });
    } finally {
      setResending(false);
    }
  }

  return (
    <FormProvider {...form}>
      <form className="space-y-5" noValidate onSubmit={handleSubmit(submit)}>
        {notice && !success ? <Alert variant="info">{notice}</Alert> : null}
        <AuthErrorAlert />
        {success ? <Alert variant="success">
            <Trans>Account verified successfully! Redirecting to sign-in...</Trans>
          </Alert> : null}
        {/* The e-mail the account was found by is not asked again (unless it is refused). */}
        {initialUsername && !formState.errors.email ? null : <EmailField<VerifyInput> id="verify-email" name="email" withExample={false} />}
        <VerificationCodeField<VerifyInput> id="verify-code" name="code" />
        <AuthSubmitButton disabled={formState.isSubmitting || success}>
          {formState.isSubmitting ? t`Verifying...` : t`Verify Account`}
        </AuthSubmitButton>
        <div className="flex items-center justify-between text-sm">
          <Button variant="link" onClick={onSignIn}>
            <Trans>Back to sign in</Trans>
          </Button>
          <Button variant="link" onClick={() => void handleResend()} disabled={resending || !username.trim() || success}>
            <Trans>Resend code</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
