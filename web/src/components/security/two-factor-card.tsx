import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { TotpCodeInput } from '@shared/auth/schemas';
import { TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { TOTP_ISSUER } from '@/config/brand';
import { authErrorName, confirmTotpSetup, isTotpOn, startTotpSetup, turnOffTotp } from '@/lib/auth';
import { useAuth } from '@/lib/auth-context';
import { currentLanguage } from '@/lib/i18n';
import { lazyResolver } from '@/lib/lazy-resolver';

const TOTP_QUERY_KEY = ['auth', 'totp'] as const;

// The code's rule (zod and its adapter) and the QR code's drawing load when the set-up starts, not
// with the settings and account pages that show this card.
const resolver = lazyResolver<TotpCodeInput, TotpCodeInput>(() => import('./totp-code-resolver').then((module) => module.totpCodeResolver));

/**
 * Why the identity provider refused: its own sentence in English; in French a sentence of its kind
 * (a wrong or expired code, too many tries), never the provider's English words.
 */
function messageOf(error: unknown): string {
  if (currentLanguage() === 'en' && error instanceof Error && error.message) return error.message;
  const name = authErrorName(error);
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') return i18n._(msg`This code is not right. Enter the code your app shows now.`);
  if (name === 'ExpiredCodeException') return i18n._(msg`This code has expired. Enter the code your app shows now.`);
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException') return i18n._(msg`Too many attempts. Please wait a moment and try again.`);
  return i18n._(msg`Please try again.`);
}

/**
 * Two-factor sign-in by authenticator app (TOTP): turn it on (scan the QR code or type the secret,
 * then confirm with a code the app shows), or turn it off. The next sign-in asks for the app's code.
 */
export function TwoFactorCard({ onTurnedOn }: { onTurnedOn?: () => void } = {}) {
  const { t } = useLingui();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const enabled = useQuery({ queryKey: TOTP_QUERY_KEY, queryFn: isTotpOn });
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<TotpCodeInput>({ resolver, defaultValues: { code: '' } });

  async function begin() {
    setBusy(true);
    try {
      const [{ secret, uri }, { toDataURL }] = await Promise.all([startTotpSetup(TOTP_ISSUER, user?.email ?? ''), import('qrcode'), resolver.preload()]);
      setSetup({ secret, qr: await toDataURL(uri, { margin: 1, width: 180 }) });
    } catch (error) {
      toast.error(t`Two-factor sign-in could not be set up`, { description: messageOf(error) });
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
    toast.success(t`Two-factor sign-in is on`, { description: t`From your next sign-in, the portal asks for your app's code.` });
    await queryClient.invalidateQueries({ queryKey: TOTP_QUERY_KEY });
    onTurnedOn?.();
  }

  async function turnOff() {
    if (!window.confirm(t`Turn off two-factor sign-in? Signing in will ask for your password only.`)) return;
    setBusy(true);
    try {
      await turnOffTotp();
      toast.success(t`Two-factor sign-in is off`);
      await queryClient.invalidateQueries({ queryKey: TOTP_QUERY_KEY });
    } catch (error) {
      toast.error(t`Two-factor sign-in could not be turned off`, { description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="two-factor-title" className="space-y-3">
      <h3 id="two-factor-title" className="text-sm font-semibold text-slate-900">
        <Trans>Two-factor sign-in</Trans>
      </h3>
      {/* What it is, at once: the status comes from the identity provider, a moment later. */}
      {setup ? null : (
        <p className="text-sm text-slate-700">
          <Trans>
            Protect your account with a code from an authenticator app (such as Google Authenticator or Microsoft Authenticator) at each sign-in.
          </Trans>
        </p>
      )}
      {enabled.isPending ? (
        <p className="text-sm text-slate-500">
          <Trans>Checking…</Trans>
        </p>
      ) : null}
      {enabled.data === true ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            <Trans>Two-factor sign-in is on: signing in asks for your authenticator app&apos;s code.</Trans>
          </p>
          <Button variant="outline" onClick={turnOff} disabled={busy}>
            <Trans>Turn off two-factor sign-in</Trans>
          </Button>
        </div>
      ) : null}
      {enabled.data === false && !setup ? (
        <Button onClick={begin} disabled={busy}>
          <Trans>Turn on two-factor sign-in</Trans>
        </Button>
      ) : null}
      {setup ? (
        <FormProvider {...form}>
          <form className="space-y-4" noValidate onSubmit={form.handleSubmit(confirm)}>
            <p className="text-sm text-slate-700">
              <Trans>Scan this code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.</Trans>
            </p>
            <img src={setup.qr} alt={t`QR code for your authenticator app`} width={180} height={180} className="rounded-md border border-slate-200" />
            <p className="text-sm text-slate-700">
              <Trans>Key:</Trans> <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{setup.secret}</code>
            </p>
            <TextField<TotpCodeInput> id="totp-setup-code" name="code" label={t`Code from your app`} inputMode="numeric" autoComplete="one-time-code" required maxLength={6} />
            <div className="flex gap-3">
              <Button type="submit" disabled={form.formState.isSubmitting}>
                <Trans>Confirm</Trans>
              </Button>
              <Button variant="outline" onClick={() => setSetup(null)}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        </FormProvider>
      ) : null}
    </section>
  );
}
