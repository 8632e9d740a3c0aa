import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { AUTH_SESSION_MINUTES, EMAIL_SIGN_IN_CODE_LENGTH } from '@shared/auth/user-pool';
import { emailSignInCodeSchema, type EmailSignInCodeInput, type EmailSignInCodeValues } from '@shared/auth/schemas';
import { TextField } from '@/components/form/fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiRequestError } from '@/lib/api-error';
import { authErrorName } from '@/lib/auth';
import { useAuth } from '@/lib/auth-context';
import { toast } from '@/lib/toast';
import { AuthErrorAlert, AuthFormLink, AuthSubmitButton, showAuthFailure } from './auth-form-parts';
import { SIGN_IN_FAILURE, useCompleteSignIn } from './complete-sign-in';

/** What the code step says when Cognito refuses the code, by the refusal (its words are for developers). */
export const WRONG_CODE = msg`That code is not right. Check the email we sent you and try again.`;
export const CODE_NO_LONGER_VALID = msg`This code has expired or was tried too many times. Send a new code and enter the new one.`;

/** Where the e-mail-code step can go next. */
export type EmailCodeOutcome = 'newPassword' | 'confirmSignUp';

/**
 * The second step of a sign-in by e-mail: the 8-digit code Cognito e-mailed (answered within its
 * session, 3 minutes). A wrong code may be tried again; an expired or spent one asks for a new code,
 * which starts a new sign-in. A user invited with a temporary password chooses a password next.
 */
export function EmailCodeForm({
  email,
  onSignIn,
  onNextStep,
}: {
  email: string;
  onSignIn: () => void;
  onNextStep: (step: EmailCodeOutcome) => void;
}) {
  const { t } = useLingui();
  const { confirmSignInCode, signInWithEmailCode } = useAuth();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<EmailSignInCodeInput, unknown, EmailSignInCodeValues>({ resolver: zodResolver(emailSignInCodeSchema), defaultValues: { code: '' } });
  const { handleSubmit, setError, clearErrors, reset, formState } = form;
  // The session the code belongs to is over (expired, or too many tries): only a new code helps.
  const [spent, setSpent] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);

  async function submit({ code }: EmailSignInCodeValues) {
    setResent(false);
    try {
      const step = await confirmSignInCode(code);
      if (step === 'DONE') {
        completeSignIn();
        return;
      }
      if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') {
        onNextStep('newPassword');
        return;
      }
      throw new Error(i18n._(SIGN_IN_FAILURE.fallback));
    } catch (error) {
      showAuthFailure(setError, SIGN_IN_FAILURE, codeRefusal(error, setSpent));
    }
  }

  async function sendNewCode() {
    setResending(true);
    clearErrors();
    try {
      const step = await signInWithEmailCode(email);
      if (step === 'CONFIRM_SIGN_UP') {
        onNextStep('confirmSignUp');
        return;
      }
      reset({ code: '' });
      setSpent(false);
      setResent(true);
      toast.success(t`We sent a new code to ${email}.`);
    } catch (error) {
      showAuthFailure(setError, SIGN_IN_FAILURE, error);
    } finally {
      setResending(false);
    }
  }

  const digits = EMAIL_SIGN_IN_CODE_LENGTH;
  const minutes = AUTH_SESSION_MINUTES;
  return (
    <FormProvider {...form}>
      <form className="space-y-5" noValidate onSubmit={handleSubmit(submit)}>
        {resent ? <Alert variant="success">{t`We sent a new code to ${email}. The previous code no longer works.`}</Alert> : null}
        <AuthErrorAlert />
        <TextField<EmailSignInCodeInput>
          id="email-sign-in-code"
          name="code"
          label={t`Sign-in code`}
          hint={i18n._(msg`The ${digits}-digit code in the email we sent to ${email}. ${plural(minutes, { one: 'It works for # minute.', other: 'It works for # minutes.' })}`)}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          // The digits, and a space or two a reader may type between them.
          maxLength={digits + 4}
          inputClassName="tracking-[0.3em]"
        />
        <AuthSubmitButton disabled={formState.isSubmitting || resending || spent}>{formState.isSubmitting ? t`Signing in...` : t`Sign In`}</AuthSubmitButton>
        <Button variant={spent ? 'primary' : 'outline'} size="lg" className="w-full" disabled={resending || formState.isSubmitting} onClick={() => void sendNewCode()}>
          {resending ? t`Sending...` : t`Send a new code`}
        </Button>
        <AuthFormLink onClick={onSignIn}>
          <Trans>Back to sign in</Trans>
        </AuthFormLink>
      </form>
    </FormProvider>
  );
}

/**
 * The error the code step shows: Cognito's refusals of the code in the reader's words — a wrong code
 * (try again), an expired session or one out of tries (send a new code; Amplify says the same when
 * it holds no sign-in any more) — and anything else as it comes (the API's refusal of a staff
 * member's session, in the reader's language).
 */
function codeRefusal(error: unknown, setSpent: (spent: boolean) => void): unknown {
  if (isApiRequestError(error)) {
    // The code was right but the portal refused the session (and ended it): nothing to retry here.
    setSpent(true);
    return error;
  }
  const name = authErrorName(error);
  // Not Cognito's names: the forms' French for those (lib/provider-messages) says other things.
  if (name === 'CodeMismatchException') return Object.assign(new Error(i18n._(WRONG_CODE)), { name: 'WrongEmailCode' });
  if (name === 'NotAuthorizedException' || name === 'SignInException' || name === 'ExpiredCodeException') {
    setSpent(true);
    return Object.assign(new Error(i18n._(CODE_NO_LONGER_VALID)), { name: 'EmailCodeNoLongerValid' });
  }
  return error;
}
