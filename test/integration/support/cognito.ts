/** cognito-local's admin API, as the tests use it: make people, and look at what the handlers did to them. */
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { stack } from './stack';

let client: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  const info = stack();
  client ??= new CognitoIdentityProviderClient({
    endpoint: info.cognitoEndpoint,
    region: info.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return client;
}

export interface Identity {
  enabled: boolean;
  status: string;
  attributes: Record<string, string>;
}

/** The sign-in whose username (e-mail) is this, or undefined when the pool has none. */
export async function findIdentity(email: string): Promise<Identity | undefined> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: stack().userPoolId, Username: email }));
    const attributes = Object.fromEntries((user.UserAttributes ?? []).map((attribute) => [attribute.Name ?? '', attribute.Value ?? '']));
    return { enabled: user.Enabled ?? false, status: user.UserStatus ?? '', attributes };
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
    throw error;
  }
}
