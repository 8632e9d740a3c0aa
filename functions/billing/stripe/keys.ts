/**
 * The firm's Stripe keys: `secretKey` (its API key) and `webhookSecret` (its webhook endpoint's signing
 * secret), from the secret at STRIPE_SECRET_ARN (kept 5 minutes, so a rolled key is picked up without a
 * deploy), or locally from STRIPE_SECRET. Absent, or still the placeholders of a fresh deploy: card
 * payments are not offered.
 */
import { ENV } from '../../../shared/core/env-names';
import { secretString } from '../../core/secrets';

/**
 * The payments settings, read here rather than in functions/core/config.ts: only the routes that
 * declare `payments` read them, and the others' bundles stay without them (the 100 KB rule).
 */
const setting = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

export const paymentsConfig = {
  /** The secret holding the firm's Stripe keys (absent: card payments are not offered). */
  get stripeSecretArn(): string | undefined {
    return setting(ENV.stripeSecretArn);
  },
  /** Local only: the Stripe secret's JSON itself. */
  get stripeSecret(): string | undefined {
    return setting(ENV.stripeSecret);
  },
  /** Stripe's API (the local stand-in locally). */
  get stripeApiBase(): string {
    return setting(ENV.stripeApiBase) ?? 'https://api.stripe.com';
  },
};

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

const PLACEHOLDER = 'REPLACE_ME';
const SECRET_MAX_AGE_MS = 5 * 60 * 1000;

export async function stripeKeys(): Promise<StripeKeys | undefined> {
  const raw = paymentsConfig.stripeSecret ?? (paymentsConfig.stripeSecretArn ? await secretString(paymentsConfig.stripeSecretArn, SECRET_MAX_AGE_MS) : undefined);
  if (!raw) return undefined;
  const parsed = JSON.parse(raw) as Partial<StripeKeys>;
  const { secretKey, webhookSecret } = parsed;
  if (typeof secretKey !== 'string' || typeof webhookSecret !== 'string' || secretKey === PLACEHOLDER || webhookSecret === PLACEHOLDER) return undefined;
  return { secretKey, webhookSecret };
}

export async function cardPaymentsConfigured(): Promise<boolean> {
  return (await stripeKeys().catch(() => undefined)) !== undefined;
}
