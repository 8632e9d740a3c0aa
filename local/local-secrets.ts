/**
 * Secrets that live in Secrets Manager in AWS (the cursor-signing key, the document-signing
 * certificate) are generated once per data directory locally and kept in `<dataDir>/secrets.json`, so
 * cursors stay valid across restarts and signed PDFs keep one certificate. The local signing
 * certificate is a generated one, as a stack's is until the firm provides its own: the certificate
 * page of a signed PDF says so.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type SigningCredentials, generateSigningCredentials, parseCredentials } from '../functions/signatures/signing/certificate';

export interface LocalSecrets {
  cursorSecret: string;
  signingCredentials: SigningCredentials;
}

/** The local signing certificate's subject: named for what it is. */
export const LOCAL_SIGNING_SUBJECT = { commonName: 'Immigration Portal document signing (local)', organization: 'Immigration Portal' };

export function ensureLocalSecrets(file: string): LocalSecrets {
  let kept: Partial<{ cursorSecret: unknown; signingCredentials: unknown }> = {};
  if (existsSync(file)) {
    try {
      kept = JSON.parse(readFileSync(file, 'utf8')) as typeof kept;
    } catch {
      // unreadable: make new ones
    }
  }
  const cursorSecret = typeof kept.cursorSecret === 'string' && kept.cursorSecret.length >= 32 ? kept.cursorSecret : undefined;
  const signingCredentials = kept.signingCredentials ? parseCredentials(JSON.stringify(kept.signingCredentials)) : undefined;
  if (cursorSecret && signingCredentials) return { cursorSecret, signingCredentials };
  const secrets: LocalSecrets = {
    cursorSecret: cursorSecret ?? randomBytes(32).toString('base64url'),
    signingCredentials: signingCredentials ?? generateSigningCredentials(LOCAL_SIGNING_SUBJECT.commonName, LOCAL_SIGNING_SUBJECT.organization),
  };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/** The handlers' environment of the local secrets (handler-env.ts). */
export function localSecretEnvironment(file: string): { cursorSecret: string; signingCredentials: string } {
  const secrets = ensureLocalSecrets(file);
  return { cursorSecret: secrets.cursorSecret, signingCredentials: JSON.stringify(secrets.signingCredentials) };
}
