/**
 * The document-signing certificate, read once per runtime. Locally it is given in the environment
 * (generated once per data directory). In AWS it is the Secrets Manager secret at SIGNING_SECRET_ARN:
 * the firm's own certificate when it put one there ({ origin: "firm", certificatePem, privateKeyPem,
 * chainPem? }), else the stack's placeholder, which the first signature replaces with a generated
 * self-signed certificate (the certificate page says so). Two first signatures at once may each
 * generate one; the last written stays, and each PDF carries the certificate that signed it.
 */
import { config } from '../../core/config';
import { secretString } from '../../core/secrets';
import { type SigningCredentials, type SigningIdentity, generateSigningCredentials, parseCredentials, signingIdentity } from '../signing/certificate';

/** A generated certificate's subject. */
export const GENERATED_SUBJECT = { commonName: 'Immigration Portal document signing', organization: 'Immigration Portal' };

let identity: Promise<SigningIdentity> | undefined;

async function storeGenerated(arn: string, credentials: SigningCredentials): Promise<void> {
  const sdk = await import('@aws-sdk/client-secrets-manager');
  const client = new sdk.SecretsManagerClient({ region: config.region });
  await client.send(new sdk.PutSecretValueCommand({ SecretId: arn, SecretString: JSON.stringify(credentials) }));
}

async function loadIdentity(): Promise<SigningIdentity> {
  const direct = config.signingCredentials;
  if (direct) {
    const credentials = parseCredentials(direct);
    if (!credentials) throw new Error('SIGNING_CREDENTIALS holds no certificate');
    return signingIdentity(credentials);
  }
  const arn = config.signingSecretArn;
  const stored = parseCredentials(await secretString(arn));
  if (stored) return signingIdentity(stored);
  const generated = generateSigningCredentials(GENERATED_SUBJECT.commonName, GENERATED_SUBJECT.organization);
  await storeGenerated(arn, generated);
  return signingIdentity(generated);
}

/** The signing identity; a failed read is tried again on the next call. */
export function signingCredentials(): Promise<SigningIdentity> {
  identity ??= loadIdentity().catch((error: unknown) => {
    identity = undefined;
    throw error;
  });
  return identity;
}
