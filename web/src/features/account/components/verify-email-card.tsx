import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { VERIFICATION_CODE_LENGTH } from '@shared/constants';
import type { User } from '@shared/types';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { InlineError } from '@/components/ui/inline-error';
import { Input } from '@/components/ui/input';
import { confirmEmailCode } from '@/lib/auth';
import { errorMessage } from '@/lib/utils';
import { useSyncUserEmail } from '../api/sync-user-email';

/**
 * A new e-mail an admin asked for takes effect only once its owner proves it is theirs: the code the
 * identity provider sent there is entered here, then the portal record follows the verified address.
 */
export function VerifyEmailCard({ user, onVerified }: { user: User & { pendingEmail: string }; onVerified: () => Promise<void> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const syncEmail = useSyncUserEmail();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(undefined);
    try {
      await confirmEmailCode(code.trim());
      await syncEmail.mutateAsync(user.userId);
      toast.success('Email address verified');
      await onVerified();
    } catch (caught) {
      setError(errorMessage(caught, 'An error occurred during verification'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Confirm your new email address</CardTitle>
        <CardDescription>
          Your firm changed your email to {user.pendingEmail}. Enter the code sent there; until then you keep signing in with {user.email}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-wrap items-end gap-3" onSubmit={handleSubmit}>
          <FormField id="email-code" label="Verification code" hint="Enter the 6-digit code">
            <Input
              id="email-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              maxLength={VERIFICATION_CODE_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
          </FormField>
          <Button type="submit" disabled={pending || code.trim() === ''}>
            Verify email
          </Button>
        </form>
        {error ? <InlineError className="mt-3">{error}</InlineError> : null}
      </CardContent>
    </Card>
  );
}
