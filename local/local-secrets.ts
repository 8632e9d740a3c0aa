/**
 * Secrets that live in Secrets Manager in AWS (the cursor-signing key, the document-signing
 * certificate, the firm's Stripe keys) are generated once per data directory locally and kept in
 * `<dataDir>/secrets.json`, so cursors stay valid across restarts and signed PDFs keep one certificate.
 * The local signing certificate is a generated one, as a stack's is until the firm provides its own:
 * the certificate page of a signed PDF says so. The Stripe keys are the local stand-in's
 * (local/fake-stripe.ts), never real ones. A data directory from before one of them keeps the others
 * and gets the missing one.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type SigningCredentials, generateSigningCredentials, parseCredentials } from '../functions/signatures/signing/certificate';

export interface LocalSecrets {
  cursorSecret: string;
  signingCredentials: SigningCredentials;
  /** The local Stripe stand-in's API key and webhook signing secret. */
  stripe: { secretKey: string; webhookSecret: string };
}

/** The local signing certificate's subject: named for what it is. */
export const LOCAL_SIGNING_SUBJECT = { commonName: 'Immigration Portal document signing (local)', organization: 'Immigration Portal' };

const newStripeKeys = () => ({ secretKey: `sk_test_local${randomBytes(16).toString('hex')}`, webhookSecret: `whsec_local${randomBytes(24).toString('hex')}` });

function keptStripeKeys(value: unknown): LocalSecrets['stripe'] | undefined {
  const stripe = value as Partial<LocalSecrets['stripe']> | undefined;
  return stripe && typeof stripe.secretKey === 'string' && typeof stripe.webhookSecret === 'string' ? { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret } : undefined;
}

export function ensureLocalSecrets(file: string): LocalSecrets {
  let kept: Partial<{ cursorSecret: unknown; signingCredentials: unknown; stripe: unknown }> = {};
  if (existsSync(file)) {
    try {
      kept = JSON.parse(readFileSync(file, 'utf8')) as typeof kept;
    } catch {
      // unreadable: make new ones
    }
  }
  const cursorSecret = typeof kept.cursorSecret === 'string' && kept.cursorSecret.length >= 32 ? kept.cursorSecret : undefined;
  const signingCredentials = kept.signingCredentials ? parseCredentials(JSON.stringify(kept.signingCredentials)) : undefined;
  const stripe = keptStripeKeys(kept.stripe);
  if (cursorSecret && signingCredentials && stripe) return { cursorSecret, signingCredentials, stripe };
  const secrets: LocalSecrets = {
    cursorSecret: cursorSecret ?? randomBytes(32).toString('base64url'),
    signingCredentials: signingCredentials ?? generateSigningCredentials(LOCAL_SIGNING_SUBJECT.commonName, LOCAL_SIGNING_SUBJECT.organization),
    stripe: stripe ?? newStripeKeys(),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/** The handlers' environment of the local secrets (handler-env.ts). */
export function localSecretEnvironment(file: string): { cursorSecret: string; signingCredentials: string; stripe: LocalSecrets['stripe'] } {
  const secrets = ensureLocalSecrets(file);
  return { cursorSecret: secrets.cursorSecret, signingCredentials: JSON.stringify(secrets.signingCredentials), stripe: secrets.stripe };
}
