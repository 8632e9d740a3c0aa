import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useAuth } from '@/lib/auth-context';
import { AuthErrorAlert, AuthFormLink, AuthSubmitButton, PasswordPairFields, newPasswordNaming, showAuthFailure } from './auth-form-parts';
import { SIGN_IN_FAILURE, useCompleteSignIn } from './complete-sign-in';
import { newPasswordSchema, type NewPasswordInput } from './password-rules';

/** First sign-in of a user the firm invited: Cognito asks for a new password before the session opens. */
export function NewPasswordForm({ onSignIn }: { onSignIn: () => void }) {
  const { confirmNewPassword } = useAuth();
  const completeSignIn = useCompleteSignIn();
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { handleSubmit, setError, formState } = form;

  async function submit({ newPassword }: NewPasswordInput) {
    try {
      const step = await confirmNewPassword(newPassword);
      if (step !== 'DONE') throw new Error(SIGN_IN_FAILURE.fallback);
      completeSignIn();
    } catch (error) {
      showAuthFailure(setError, SIGN_IN_FAILURE, error);
    }
  }

  return (
    <FormProvider {...form}>
      <form className="space-y-5" noValidate onSubmit={handleSubmit(submit)}>
        <AuthErrorAlert />
        <PasswordPairFields<NewPasswordInput> passwordName="newPassword" confirmationName="confirmPassword" {...newPasswordNaming('first')} />
        <AuthSubmitButton disabled={formState.isSubmitting}>{formState.isSubmitting ? 'Saving...' : 'Set Password'}</AuthSubmitButton>
        <AuthFormLink onClick={onSignIn}>Back to sign in</AuthFormLink>
      </form>
    </FormProvider>
  );
}
