/**
 * Secrets that live in Secrets Manager in AWS (the cursor-signing key) are generated once per data
 * directory locally and kept in `<dataDir>/secrets.json`, so cursors stay valid across restarts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export interface LocalSecrets {
  cursorSecret: string;
}

export function ensureLocalSecrets(file: string): LocalSecrets {
  if (existsSync(file)) {
    try {
      const secrets = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
      if (typeof secrets.cursorSecret === 'string' && secrets.cursorSecret.length >= 32) return { cursorSecret: secrets.cursorSecret };
    } catch {
      // unreadable: make new ones
    }
  }
  const secrets: LocalSecrets = { cursorSecret: randomBytes(32).toString('base64url') };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
