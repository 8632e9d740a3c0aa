import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { signInSchema, SignInInput } from '@shared/auth/schemas';
import { TextField } from '@/components/form/fields';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { lazyResolver } from '@/lib/lazy-resolver';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useHydrated } from '@/lib/use-hydrated';
import { AuthErrorAlert, AuthFormLink, AuthSubmitButton, EmailField, showAuthFailure } from './auth-form-parts';
import { useAuthModeHref } from './auth-mode-href';
import { SIGN_IN_FAILURE, signInRefusal, useCompleteSignIn } from './complete-sign-in';

export type SignInOutcome = 'confirmSignUp' | 'resetPassword' | 'newPassword' | 'totpCode' | 'emailCode';

type SignInValues = z.input<typeof signInSchema>;

// The form's rules (zod) load when it is first sent, or first focused: not with the page.
const resolver = lazyResolver<SignInValues, SignInInput>(() => import('./sign-in-resolver').then((module) => module.signInResolver));

/** Whether the deployment offers sign-in by e-mailed code (config.json names its app client). */
function emailCodeOffered(): boolean {
  try {
    return getRuntimeConfig().userPoolEmailCodeClientId !== undefined;
  } catch {
    // Before the settings are loaded (the prerendered page): the button is shown, as it is once they are.
    return true;
  }
}

export function SignInForm({
  initialEmail,
  notice,
  onForgotPassword,
  onNextStep,
}: {
  initialEmail: string;
  notice?: string;
  /** The e-mail typed, as the link to the forgot-password page is followed. */
  onForgotPassword: (email: string) => void;
  onNextStep: (step: SignInOutcome, email: string) => void;
}) {
  const { t } = useLingui();
  const { signIn, signInWithEmailCode } = useAuth();
  // The sign-up and forgot-password pages (/auth?mode=…): real links, which work before the app has run.
  const signUpHref = useAuthModeHref('signup');
  const forgotPasswordHref = useAuthModeHref('reset');
  const completeSignIn = useCompleteSignIn();
  const form = useForm<SignInValues, unknown, SignInInput>({
    resolver,
    // No default for an empty field: react-hook-form then takes what the input holds when it
    // registers, so what was typed into the prerendered page before the app ran is kept.
    defaultValues: { email: initialEmail || undefined, password: undefined },
  });
  // Before the app runs (the prerendered page), the form cannot be sent: it would go to the server.
  const hydrated = useHydrated();
  const { handleSubmit, setError, getValues, trigger, clearErrors, formState } = form;
  const [sendingCode, setSendingCode] = useState(false);
  // Shown in the prerendered page too (no shift once the app runs), unless this deployment has no codes.
  const offersEmailCode = !hydrated || emailCodeOffered();

  async function submit({ email: username, password }: SignInInput) {
    try {
      const step = await signIn(username, password);
      switch (step) {
        case 'DONE':
          completeSignIn();
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
        case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
          onNextStep('totpCode', username);
          return;
        default:
          // Other challenges (SMS or e-mail codes, passkeys) are not enabled on the user pool.
          throw new Error(i18n._(SIGN_IN_FAILURE.fallback));
      }
    } catch (error) {
      showAuthFailure(setError, SIGN_IN_FAILURE, signInRefusal(error));
    }
  }

  /** "E-mail me a code": the e-mail only (no password), then the code step. */
  async function sendCode() {
    clearErrors();
    if (!(await trigger('email'))) return;
    const username = getValues('email').trim();
    setSendingCode(true);
    try {
      const step = await signInWithEmailCode(username);
      switch (step) {
        case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
          onNextStep('emailCode', username);
          return;
        case 'CONFIRM_SIGN_UP':
          onNextStep('confirmSignUp', username);
          return;
        case 'DONE':
          completeSignIn();
          return;
        default:
          throw new Error(i18n._(SIGN_IN_FAILURE.fallback));
      }
    } catch (error) {
      showAuthFailure(setError, SIGN_IN_FAILURE, error);
    } finally {
      setSendingCode(false);
    }
  }

  const busy = formState.isSubmitting || sendingCode || !hydrated;
  return (
    <FormProvider {...form}>
      <form className="space-y-5" noValidate onFocus={() => void resolver.preload()} onSubmit={handleSubmit(submit)}>
        {notice ? <Alert variant="success">{notice}</Alert> : null}
        <AuthErrorAlert />
        <EmailField<SignInValues> id="sign-in-email" name="email" />
        <TextField<SignInValues>
          id="sign-in-password"
          name="password"
          label={t`Password`}
          action={
            <ButtonLink variant="link" className="text-sm" to={forgotPasswordHref} onClick={() => onForgotPassword((getValues('email') ?? '').trim())}>
              <Trans>Forgot password?</Trans>
            </ButtonLink>
          }
          type="password"
          autoComplete="current-password"
          required
        />
        <AuthSubmitButton disabled={busy}>{formState.isSubmitting ? t`Signing in...` : t`Sign In`}</AuthSubmitButton>
        {offersEmailCode ? (
          <Button variant="outline" size="lg" className="w-full" disabled={busy} onClick={() => void sendCode()}>
            {sendingCode ? t`Sending...` : t`E-mail me a code`}
          </Button>
        ) : null}
        <AuthFormLink to={signUpHref} className="text-slate-600">
          <Trans>Don't have an account? Sign up</Trans>
        </AuthFormLink>
      </form>
    </FormProvider>
  );
}
