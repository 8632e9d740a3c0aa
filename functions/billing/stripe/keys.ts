/**
 * The firm's Stripe keys: `secretKey` (its API key) and `webhookSecret` (its webhook endpoint's signing
 * secret), from the secret at STRIPE_SECRET_ARN (kept 5 minutes, so a rolled key is picked up without a
 * deploy), or locally from STRIPE_SECRET. Absent, or still the placeholders of a fresh deploy: card
 * payments are not offered.
 */
import { config } from '../../core/config';
import { secretString } from '../../core/secrets';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

const PLACEHOLDER = 'REPLACE_ME';
const SECRET_MAX_AGE_MS = 5 * 60 * 1000;

export async function stripeKeys(): Promise<StripeKeys | undefined> {
  const raw = config.stripeSecret ?? (config.stripeSecretArn ? await secretString(config.stripeSecretArn, SECRET_MAX_AGE_MS) : undefined);
  if (!raw) return undefined;
  const parsed = JSON.parse(raw) as Partial<StripeKeys>;
  const { secretKey, webhookSecret } = parsed;
  if (typeof secretKey !== 'string' || typeof webhookSecret !== 'string' || secretKey === PLACEHOLDER || webhookSecret === PLACEHOLDER) return undefined;
  return { secretKey, webhookSecret };
}

export async function cardPaymentsConfigured(): Promise<boolean> {
  return (await stripeKeys().catch(() => undefined)) !== undefined;
}
