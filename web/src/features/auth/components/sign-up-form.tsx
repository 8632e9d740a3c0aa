import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod/mini';
import { signUpSchema, type SignUpInput } from '@shared/auth/schemas';
import { TextField } from '@/components/form/fields';
import { signUp } from '@/lib/auth';
import { currentLanguage } from '@/lib/i18n';
import {
  AuthErrorAlert,
  AuthFormLink,
  AuthSubmitButton,
  EmailField,
  PasswordPairFields,
  showAuthFailure,
  type AuthFailureTexts,
} from './auth-form-parts';
import { passwordHint } from './password-rules';

const SIGN_UP_FAILURE: AuthFailureTexts = { fallback: msg`An error occurred during sign up`, toast: msg`Registration failed` };

type SignUpValues = z.input<typeof signUpSchema>;

export function SignUpForm({
  onSignIn,
  onRegistered,
}: {
  onSignIn: () => void;
  /** `needsVerification` is false when the pool confirmed the account on its own. */
  onRegistered: (email: string, needsVerification: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  // The shared schema, the one the server applies too; the values come out of it trimmed.
  const form = useForm<SignUpValues, unknown, SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { handleSubmit, setError, formState } = form;

  async function submit(input: SignUpInput) {
    try {
      // The page's language goes with the account (Cognito's `locale`): its e-mails and its record's language.
      const output = await signUp({ ...input, locale: currentLanguage() });
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
        <AuthSubmitButton disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t`Creating account...` : t`Sign Up`}
        </AuthSubmitButton>
        <AuthFormLink onClick={onSignIn}>
          <Trans>Already have an account? Sign in</Trans>
        </AuthFormLink>
      </form>
    </FormProvider>
  );
}
