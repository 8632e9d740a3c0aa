/**
 * Secrets: read from Secrets Manager and kept for a while (for the runtime's life, or a bounded time so
 * a rotated secret is picked up without a deploy); the ARN comes from the environment. Locally the
 * value may be given directly in the environment instead.
 */
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';

/**
 * The SDK's Secrets Manager package and client, loaded on the first read of a secret:
 * a route that only signs cursors on some answers, and the local stack, which gives the values in the
 * environment, never pay for the package at cold start.
 */
let secretsManager: Promise<{ sdk: typeof import('@aws-sdk/client-secrets-manager'); client: SecretsManagerClient }> | undefined;
/** A secret's value being read or read, and until when it may be served. */
interface CachedSecret {
  value: Promise<string>;
  expiresAt: number;
}
const cache = new Map<string, CachedSecret>();

async function fetchSecret(arn: string): Promise<string> {
  secretsManager ??= import('@aws-sdk/client-secrets-manager').then((sdk) => ({ sdk, client: new sdk.SecretsManagerClient({ region: config.region }) }));
  const { sdk, client } = await secretsManager;
  const { SecretString } = await client.send(new sdk.GetSecretValueCommand({ SecretId: arn }));
  if (!SecretString) throw new Error(`Secret ${arn} has no string value`);
  return SecretString;
}

/** The cursor-signing key: `CURSOR_SECRET` when set (local), else the secret at `CURSOR_SECRET_ARN`. */
export function cursorSecret(): Promise<string> {
  const direct = config.cursorSecret;
  if (direct) return Promise.resolve(direct);
  return secretString(config.cursorSecretArn);
}

/**
 * The string value of the secret at `arn`, read once and served for `maxAgeMs` (by default for the
 * runtime's life); concurrent first requests share one read.
 */
export function secretString(arn: string, maxAgeMs = Number.POSITIVE_INFINITY): Promise<string> {
  const cached = cache.get(arn);
  if (cached && Date.now() < cached.expiresAt) return cached.value;
  const entry: CachedSecret = { value: fetchSecret(arn), expiresAt: Date.now() + maxAgeMs };
  // A failed fetch is not cached: the next request tries again.
  entry.value.catch(() => {
    if (cache.get(arn) === entry) cache.delete(arn);
  });
  cache.set(arn, entry);
  return entry.value;
}

/** Forgets cached secrets (tests). */
export function forgetSecrets(): void {
  cache.clear();
}
