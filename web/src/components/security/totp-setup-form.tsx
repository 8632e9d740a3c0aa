import { Trans, useLingui } from '@lingui/react/macro';
import { FormProvider, useForm } from 'react-hook-form';
import type { TotpCodeInput } from '@shared/auth/schemas';
import { TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { confirmTotpSetup } from '@/lib/auth';
import { lazyResolver } from '@/lib/lazy-resolver';
import { messageOf } from './two-factor-messages';

// The code's rule (zod and its adapter) loads with the set-up (prepareTotpSetup), not with this form.
const resolver = lazyResolver<TotpCodeInput, TotpCodeInput>(() => import('./totp-code-resolver').then((module) => module.totpCodeResolver));

/** Loads what the set-up form checks its code with; TwoFactorCard awaits it before it shows the form. */
export function prepareTotpSetup(): Promise<unknown> {
  return resolver.preload();
}

/**
 * Turning two-factor sign-in on, once the identity provider gave a secret: the QR code and the key to
 * scan or type into an authenticator app, then the code it shows. A chunk of its own (react-hook-form
 * and the code's rule): the settings and account pages that show the card do without it until the
 * user starts the set-up.
 */
export function TotpSetupForm({ setup, onConfirmed, onCancel }: { setup: { secret: string; qr: string }; onConfirmed: () => Promise<void>; onCancel: () => void }) {
  const { t } = useLingui();
  const form = useForm<TotpCodeInput>({ resolver, defaultValues: { code: '' } });

  async function confirm({ code }: TotpCodeInput) {
    try {
      await confirmTotpSetup(code.trim());
    } catch (error) {
      form.setError('code', { message: messageOf(error) });
      return;
    }
    form.reset();
    await onConfirmed();
  }

  return (
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
          <Button variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
