import { Trans, useLingui } from '@lingui/react/macro';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { VERIFICATION_CODE_LENGTH } from '@shared/auth/constants';
import type { User } from '@shared/users/types';
import { TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError } from '@/components/ui/inline-error';
import { confirmEmailCode } from '@/lib/auth';
import { providerMessage } from '@/lib/provider-messages';
import { errorMessage } from '@/lib/utils';
import { useSyncUserEmail } from '../api/sync-user-email';

interface VerifyEmailValues {
  code: string;
}

/**
 * A new e-mail an admin asked for takes effect only once its owner proves it is theirs: the code the
 * identity provider sent there is entered here, then the portal record follows the verified address.
 */
export function VerifyEmailCard({ user, onVerified }: { user: User & { pendingEmail: string }; onVerified: () => Promise<void> }) {
  const { t } = useLingui();
  const form = useForm<VerifyEmailValues>({ defaultValues: { code: '' } });
  const { handleSubmit, setError, control, formState } = form;
  const code = useWatch({ control, name: 'code' });
  const syncEmail = useSyncUserEmail();
  const serverError = formState.errors.root?.server?.message;
  const { pendingEmail, email: currentEmail } = user;

  const submit = handleSubmit(async ({ code: typed }) => {
    try {
      await confirmEmailCode(typed.trim());
      await syncEmail.mutateAsync(user.userId);
      toast.success(t`Email address verified`);
      await onVerified();
    } catch (caught) {
      // A wrong or expired code is Cognito's refusal: in the reader's language (lib/provider-messages).
      setError('root.server', {
        type: 'server',
        message: providerMessage(caught) ?? errorMessage(caught, t`An error occurred during verification`),
      });
    }
  });

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>
          <Trans>Confirm your new email address</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Your firm changed your email to {pendingEmail}. Enter the code sent there; until then you keep signing in with {currentEmail}.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FormProvider {...form}>
          <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => void submit(event)}>
            <TextField<VerifyEmailValues>
              id="email-code"
              name="code"
              label={t`Verification code`}
              hint={t`Enter the 6-digit code`}
              maxLength={VERIFICATION_CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
            <Button type="submit" disabled={formState.isSubmitting || code.trim() === ''}>
              <Trans>Verify email</Trans>
            </Button>
          </form>
        </FormProvider>
        {serverError ? <InlineError className="mt-3">{serverError}</InlineError> : null}
      </CardContent>
    </Card>
  );
}
