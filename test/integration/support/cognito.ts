/** cognito-local's admin API, as the tests use it: make people, and look at what the handlers did to them. */
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { StackInfo } from '../../../local';
import { stack } from './stack';

const clients = new Map<string, CognitoIdentityProviderClient>();

/** The admin API of a stack's user pool (the default stack's unless told). */
export function cognito(info: StackInfo = stack()): CognitoIdentityProviderClient {
  let client = clients.get(info.cognitoEndpoint);
  if (!client) {
    client = new CognitoIdentityProviderClient({
      endpoint: info.cognitoEndpoint,
      region: info.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    clients.set(info.cognitoEndpoint, client);
  }
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
