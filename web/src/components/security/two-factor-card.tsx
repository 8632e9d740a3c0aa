import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toDataURL } from 'qrcode';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { totpCodeSchema, type TotpCodeInput } from '@shared/auth/schemas';
import { TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { TOTP_ISSUER } from '@/config/brand';
import { confirmTotpSetup, isTotpOn, startTotpSetup, turnOffTotp } from '@/lib/auth';
import { useAuth } from '@/lib/auth-context';

const TOTP_QUERY_KEY = ['auth', 'totp'] as const;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Please try again.');

/**
 * Two-factor sign-in by authenticator app (TOTP): turn it on (scan the QR code or type the secret,
 * then confirm with a code the app shows), or turn it off. The next sign-in asks for the app's code.
 */
export function TwoFactorCard({ onTurnedOn }: { onTurnedOn?: () => void } = {}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const enabled = useQuery({ queryKey: TOTP_QUERY_KEY, queryFn: isTotpOn });
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<TotpCodeInput>({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });

  async function begin() {
    setBusy(true);
    try {
      const { secret, uri } = await startTotpSetup(TOTP_ISSUER, user?.email ?? '');
      setSetup({ secret, qr: await toDataURL(uri, { margin: 1, width: 180 }) });
    } catch (error) {
      toast.error('Two-factor sign-in could not be set up', { description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function confirm({ code }: TotpCodeInput) {
    try {
      await confirmTotpSetup(code.trim());
    } catch (error) {
      form.setError('code', { message: messageOf(error) });
      return;
    }
    setSetup(null);
    form.reset();
    toast.success('Two-factor sign-in is on', { description: 'From your next sign-in, the portal asks for your app\'s code.' });
    await queryClient.invalidateQueries({ queryKey: TOTP_QUERY_KEY });
    onTurnedOn?.();
  }

  async function turnOff() {
    if (!window.confirm('Turn off two-factor sign-in? Signing in will ask for your password only.')) return;
    setBusy(true);
    try {
      await turnOffTotp();
      toast.success('Two-factor sign-in is off');
      await queryClient.invalidateQueries({ queryKey: TOTP_QUERY_KEY });
    } catch (error) {
      toast.error('Two-factor sign-in could not be turned off', { description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="two-factor-title" className="space-y-3">
      <h3 id="two-factor-title" className="text-sm font-semibold text-slate-900">
        Two-factor sign-in
      </h3>
      {enabled.isPending ? <p className="text-sm text-slate-500">Checking…</p> : null}
      {enabled.data === true ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">Two-factor sign-in is on: signing in asks for your authenticator app&apos;s code.</p>
          <Button variant="outline" onClick={turnOff} disabled={busy}>
            Turn off two-factor sign-in
          </Button>
        </div>
      ) : null}
      {enabled.data === false && !setup ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            Protect your account with a code from an authenticator app (such as Google Authenticator or Microsoft Authenticator) at each sign-in.
          </p>
          <Button onClick={begin} disabled={busy}>
            Turn on two-factor sign-in
          </Button>
        </div>
      ) : null}
      {setup ? (
        <FormProvider {...form}>
          <form className="space-y-4" noValidate onSubmit={form.handleSubmit(confirm)}>
            <p className="text-sm text-slate-700">Scan this code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.</p>
            <img src={setup.qr} alt="QR code for your authenticator app" width={180} height={180} className="rounded-md border border-slate-200" />
            <p className="text-sm text-slate-700">
              Key: <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{setup.secret}</code>
            </p>
            <TextField<TotpCodeInput> id="totp-setup-code" name="code" label="Code from your app" inputMode="numeric" autoComplete="one-time-code" required maxLength={6} />
            <div className="flex gap-3">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                Confirm
              </Button>
              <Button variant="outline" onClick={() => setSetup(null)}>
                Cancel
              </Button>
            </div>
          </form>
        </FormProvider>
      ) : null}
    </section>
  );
}
