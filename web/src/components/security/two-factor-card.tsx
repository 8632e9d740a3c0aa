import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TOTP_ISSUER } from '@/config/brand';
import { isTotpOn, startTotpSetup, turnOffTotp } from '@/lib/auth';
import { useAuth } from '@/lib/auth-context';
import { messageOf } from './two-factor-messages';

const TOTP_QUERY_KEY = ['auth', 'totp'] as const;

// The set-up form (react-hook-form, the code's rule) and the QR code's drawing load when the set-up
// starts, not with the settings and account pages that show this card.
const loadSetupForm = () => import('./totp-setup-form');
const TotpSetupForm = lazy(() => loadSetupForm().then((module) => ({ default: module.TotpSetupForm })));

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

  async function begin() {
    setBusy(true);
    try {
      const [{ secret, uri }, { toDataURL }] = await Promise.all([
        startTotpSetup(TOTP_ISSUER, user?.email ?? ''),
        import('qrcode'),
        loadSetupForm().then((module) => module.prepareTotpSetup()),
      ]);
      setSetup({ secret, qr: await toDataURL(uri, { margin: 1, width: 180 }) });
    } catch (error) {
      toast.error(t`Two-factor sign-in could not be set up`, { description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function confirmed() {
    setSetup(null);
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
        <Suspense fallback={null}>
          <TotpSetupForm setup={setup} onConfirmed={confirmed} onCancel={() => setSetup(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
