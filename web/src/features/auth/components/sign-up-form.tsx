import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { i18n as linguiI18n } from '@lingui/core';
import { FormProvider, useForm, useFormContext, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod/mini';
import { signUpSchema, type SignUpInput } from '@shared/auth/schemas';
import { TextField } from '@/components/form/fields';
import { signUp } from '@/lib/auth';
import { currentLanguage } from '@/lib/i18n';
import { rememberSignUpAcceptance, usePublicPrivacyNotice } from '@/lib/privacy-notice';
import { useHydrated } from '@/lib/use-hydrated';
import { PrivacyNoticeView } from '@/components/privacy/privacy-notice-view';
import {
  AuthErrorAlert,
  AuthFormLink,
  AuthSubmitButton,
  EmailField,
  PasswordPairFields,
  showAuthFailure,
  type AuthFailureTexts,
} from './auth-form-parts';
import { useAuthModeHref } from './auth-mode-href';
import { passwordHint } from './password-rules';

const SIGN_UP_FAILURE: AuthFailureTexts = { fallback: msg`An error occurred during sign up`, toast: msg`Registration failed` };

/** The shared schema's fields, and the privacy notice's checkbox (the page's own: the account is made by the identity provider). */
type SignUpValues = z.input<typeof signUpSchema> & { privacyAccepted: boolean };

const schemaResolver = zodResolver(signUpSchema) as unknown as Resolver<SignUpValues, unknown, SignUpInput>;

/** The shared schema's checks, and the notice's checkbox: required. */
const signUpResolver: Resolver<SignUpValues, unknown, SignUpInput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (values.privacyAccepted) return result;
  const message = linguiI18n._(msg`Please confirm you have read the privacy notice`);
  return { values: {}, errors: { ...result.errors, privacyAccepted: { type: 'required', message } } };
};

export function SignUpForm({
  onRegistered,
}: {
  /** `needsVerification` is false when the pool confirmed the account on its own. */
  onRegistered: (email: string, needsVerification: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  // The shared schema, the one the server applies too; the values come out of it trimmed.
  const form = useForm<SignUpValues, unknown, SignUpInput>({
    resolver: signUpResolver,
    // No defaults: react-hook-form takes what each input holds when it registers, so what was typed
    // into the prerendered page (/auth?mode=signup) before the app ran is kept.
    defaultValues: { name: undefined, email: undefined, password: undefined, confirmPassword: undefined, privacyAccepted: undefined },
  });
  // Before the app runs (the prerendered page), the form cannot be sent: it would go to the server.
  const hydrated = useHydrated();
  // The sign-in page: a real link, which works before the app has run.
  const signInHref = useAuthModeHref();
  const { handleSubmit, setError, formState } = form;
  const privacy = usePublicPrivacyNotice();

  async function submit(input: SignUpInput) {
    try {
      // The page's language goes with the account (Cognito's `locale`): its e-mails and its record's language.
      const output = await signUp({ ...input, locale: currentLanguage() });
      // The version read here is recorded at the account's first sign-in in this browser (components/privacy).
      if (privacy.data) rememberSignUpAcceptance(input.email, privacy.data.notice.version);
      toast.success(t`Registration successful! Please check your email to verify your account.`);
      onRegistered(input.email, output.nextStep.signUpStep === 'CONFIRM_SIGN_UP');
    } catch (error) {
      showAuthFailure(setError, SIGN_UP_FAILURE, error);
    }
  }

  return (
    <FormProvider {...form}>
      <form className="space-y-5" noValidate onSubmit={handleSubmit(submit)}>
        <AuthErrorAlert />
        <TextField<SignUpValues> id="sign-up-name" name="name" label={t`Full Name`} autoComplete="name" required />
        <EmailField<SignUpValues> id="sign-up-email" name="email" autoComplete="email" />
        <PasswordPairFields<SignUpValues>
          passwordName="password"
          confirmationName="confirmPassword"
          password={{ id: 'sign-up-password', label: t`Password`, hint: passwordHint(i18n) }}
          confirmation={{ id: 'sign-up-confirm-password', label: t`Confirm Password` }}
        />
        <PrivacyNoticeConsent notice={privacy.data} failed={privacy.isError} />
        <AuthSubmitButton disabled={formState.isSubmitting || !hydrated}>
          {formState.isSubmitting ? t`Creating account...` : t`Sign Up`}
        </AuthSubmitButton>
        <AuthFormLink to={signInHref}>
          <Trans>Already have an account? Sign in</Trans>
        </AuthFormLink>
      </form>
    </FormProvider>
  );
}

/** The notice (collapsed, with where the data is kept) and the required "I have read the privacy notice". */
function PrivacyNoticeConsent({ notice, failed }: { notice: ReturnType<typeof usePublicPrivacyNotice>['data']; failed: boolean }) {
  const { t } = useLingui();
  const { register, getFieldState, formState } = useFormContext<SignUpValues>();
  const error = getFieldState('privacyAccepted', formState).error?.message;
  return (
    <div className="space-y-3">
      <details className="rounded-md border border-slate-200 bg-white">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">
          <Trans>Privacy notice</Trans>
        </summary>
        <div className="max-h-72 overflow-y-auto border-t border-slate-200 px-3 py-3" tabIndex={0} role="region" aria-label={t`Privacy notice`}>
          {notice ? (
            <PrivacyNoticeView notice={notice.notice} dataLocation={notice.dataLocation} headingLevel={3} />
          ) : (
            <p className="text-sm text-slate-600">{failed ? t`The privacy notice could not be loaded. Please reload the page.` : t`Loading...`}</p>
          )}
        </div>
      </details>
      <div className="flex items-start gap-3">
        <input
          id="sign-up-privacy"
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-800"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'sign-up-privacy-error' : undefined}
          {...register('privacyAccepted')}
        />
        <label htmlFor="sign-up-privacy" className="text-sm text-slate-800">
          <Trans>I have read the privacy notice</Trans>
        </label>
      </div>
      {error ? (
        <p id="sign-up-privacy-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
