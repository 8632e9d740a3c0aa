import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useAuth } from '@/lib/auth-context';
import { AuthErrorAlert, AuthFormLink, AuthSubmitButton, PasswordPairFields, useNewPasswordNaming } from './auth-form-parts';
import { useAnswerSignInChallenge } from './complete-sign-in';
import { newPasswordSchema, type NewPasswordInput } from './password-rules';

/** First sign-in of a user the firm invited: Cognito asks for a new password before the session opens. */
export function NewPasswordForm({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useLingui();
  const naming = useNewPasswordNaming('first');
  const { confirmNewPassword } = useAuth();
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { handleSubmit, setError, formState } = form;

  const answer = useAnswerSignInChallenge(setError);
  const submit = ({ newPassword }: NewPasswordInput) => answer(() => confirmNewPassword(newPassword));

  return (
    <FormProvider {...form}>
      <form className="space-y-5" noValidate onSubmit={handleSubmit(submit)}>
        <AuthErrorAlert />
        <PasswordPairFields<NewPasswordInput> passwordName="newPassword" confirmationName="confirmPassword" {...naming} />
        <AuthSubmitButton disabled={formState.isSubmitting}>{formState.isSubmitting ? t`Saving...` : t`Set Password`}</AuthSubmitButton>
        <AuthFormLink onClick={onSignIn}>
          <Trans>Back to sign in</Trans>
        </AuthFormLink>
      </form>
    </FormProvider>
  );
}
