/**
 * Secrets: read from Secrets Manager once per runtime (the ARN comes from the environment); locally the
 * value may be given directly in the environment instead.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';

let client: SecretsManagerClient | undefined;
const cache = new Map<string, Promise<string>>();

async function fetchSecret(arn: string): Promise<string> {
  client ??= new SecretsManagerClient({ region: config.region });
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!SecretString) throw new Error(`Secret ${arn} has no string value`);
  return SecretString;
}

/** The cursor-signing key: `CURSOR_SECRET` when set (local), else the secret at `CURSOR_SECRET_ARN`. */
export function cursorSecret(): Promise<string> {
  const direct = config.cursorSecret;
  if (direct) return Promise.resolve(direct);
  const arn = config.cursorSecretArn;
  let pending = cache.get(arn);
  if (!pending) {
    pending = fetchSecret(arn);
    // A failed fetch is not cached: the next request tries again.
    pending.catch(() => cache.delete(arn));
    cache.set(arn, pending);
  }
  return pending;
}

/** Forgets cached secrets (tests). */
export function forgetSecrets(): void {
  cache.clear();
}
