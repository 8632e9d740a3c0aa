import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { TextField } from '@/components/form/fields';
import { useAuth } from '@/lib/auth-context';
import { AuthErrorAlert, AuthFormLink, AuthSubmitButton } from './auth-form-parts';
import { useAnswerSignInChallenge } from './complete-sign-in';
import { totpCodeSchema, type TotpCodeInput } from '@shared/auth/schemas';

/** The second step of a two-factor sign-in: the code of the user's authenticator app. */
export function TotpCodeForm({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useLingui();
  const { confirmSignInCode } = useAuth();
  const form = useForm<TotpCodeInput>({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });
  const { handleSubmit, setError, formState } = form;

  // A wrong or expired code shows in the provider's own words.
  const answer = useAnswerSignInChallenge(setError);
  const submit = ({ code }: TotpCodeInput) => answer(() => confirmSignInCode(code.trim()));

  return (
    <FormProvider {...form}>
      <form className="space-y-5" noValidate onSubmit={handleSubmit(submit)}>
        <AuthErrorAlert />
        <TextField<TotpCodeInput>
          id="totp-code"
          name="code"
          label={t`Authentication Code`}
          hint={t`The 6-digit code your authenticator app shows for this portal`}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={6}
          inputClassName="tracking-[0.3em]"
        />
        <AuthSubmitButton disabled={formState.isSubmitting}>{formState.isSubmitting ? t`Verifying...` : t`Verify`}</AuthSubmitButton>
        <AuthFormLink onClick={onSignIn}>
          <Trans>Back to sign in</Trans>
        </AuthFormLink>
      </form>
    </FormProvider>
  );
}
