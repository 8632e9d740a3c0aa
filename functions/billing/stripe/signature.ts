/**
 * Stripe's webhook signatures, as Stripe documents them ("Verify webhook signatures manually"): the
 * `Stripe-Signature` header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the
 * endpoint's signing secret>` (more v1 entries while a secret is rolled; v0 entries are test-only and
 * ignored). A signature is good when one v1 matches in constant time and `t` is within the tolerance
 * (300 s, Stripe's default) of now. Written here rather than bundling the `stripe` package into the
 * webhook's function (which would break the 100 KB rule for two dozen lines);
 * signature.test.ts proves that `stripe.webhooks.generateTestHeaderString` output verifies here and
 * that a tampered body or header does not.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
export const DEFAULT_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, payload: string) => createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

/** The header Stripe would send for this payload (the local stand-in signs with it). */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

/** Whether `header` signs `payload` with `secret`, within `toleranceSeconds` of `now`. */
export function verifyStripeSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  if (!header || !secret) return false;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return false;
  const expected = Buffer.from(hmac(secret, timestamp, payload), 'hex');
  return signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
}
