/**
 * Secrets that live in Secrets Manager in AWS (the cursor-signing key, the firm's Stripe keys) are
 * generated once per data directory locally and kept in `<dataDir>/secrets.json`, so cursors stay valid
 * across restarts. The Stripe keys are the local stand-in's (local/fake-stripe.ts), never real ones.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface LocalSecrets {
  cursorSecret: string;
  /** The local Stripe stand-in's API key and webhook signing secret. */
  stripe: { secretKey: string; webhookSecret: string };
}

const newStripeKeys = () => ({ secretKey: `sk_test_local${randomBytes(16).toString('hex')}`, webhookSecret: `whsec_local${randomBytes(24).toString('hex')}` });

export function ensureLocalSecrets(file: string): LocalSecrets {
  if (existsSync(file)) {
    try {
      const secrets = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
      if (typeof secrets.cursorSecret === 'string' && secrets.cursorSecret.length >= 32) {
        const stripe = secrets.stripe && typeof secrets.stripe.secretKey === 'string' && typeof secrets.stripe.webhookSecret === 'string' ? secrets.stripe : undefined;
        if (stripe) return { cursorSecret: secrets.cursorSecret, stripe };
        // A data directory from before card payments: keep its cursor key, add the stand-in's keys.
        const kept: LocalSecrets = { cursorSecret: secrets.cursorSecret, stripe: newStripeKeys() };
        writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
        return kept;
      }
    } catch {
      // unreadable: make new ones
    }
  }
  const secrets: LocalSecrets = { cursorSecret: randomBytes(32).toString('base64url'), stripe: newStripeKeys() };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
