/** Hand-made JWTs for the authorizer tests: expired, or signed by a key the pool does not have. */
import { createSign, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface SigningKey {
  privateKeyPem: string;
  kid: string;
}

/** cognito-local signs every token with this one key (kid `CognitoLocal`). */
export function cognitoLocalKey(): SigningKey {
  const file = path.join(process.cwd(), 'node_modules', 'cognito-local', 'lib', 'keys', 'cognitoLocal.private.json');
  const { pem } = JSON.parse(readFileSync(file, 'utf8')) as { pem: string };
  return { privateKeyPem: pem, kid: 'CognitoLocal' };
}

/** A fresh RSA key that claims cognito-local's kid. */
export function foreignKey(kid = 'CognitoLocal'): SigningKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKeyPem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(), kid };
}

export function signJwt(payload: Record<string, unknown>, key: SigningKey): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT', kid: key.kid })}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(key.privateKeyPem).toString('base64url');
  return `${unsigned}.${signature}`;
}

/** The claims of a real token, to copy into a crafted one. */
export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
