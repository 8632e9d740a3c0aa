/**
 * The identity provider (Cognito user pool) as the server uses it: invite, look up, update, disable.
 * The Users table stays the source of truth; these calls keep sign-in in step with it.
 */
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { UserType } from '../../shared/constants';
import { config } from './config';

let client: CognitoIdentityProviderClient | undefined;

function cognito(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({ region: config.region, endpoint: config.cognitoEndpoint });
  return client;
}

export interface IdentityProfile {
  email: string;
  name: string;
  userType: UserType;
  orgId: string;
}

function attribute(attributes: AttributeType[] | undefined, name: string): string | undefined {
  return attributes?.find((entry) => entry.Name === name)?.Value;
}

export interface FoundIdentity {
  sub: string;
  /** False for a self sign-up whose e-mail was never confirmed: nobody has shown they own it. */
  confirmed: boolean;
}

/** The sign-in whose username is this e-mail, if there is one. */
export async function findIdentity(email: string): Promise<FoundIdentity | undefined> {
  try {
    const result = await cognito().send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: email }));
    const sub = attribute(result.UserAttributes, 'sub');
    return sub ? { sub, confirmed: result.UserStatus !== 'UNCONFIRMED' } : undefined;
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/**
 * Creates the sign-in and sends the invitation e-mail with a temporary password; the user sets
 * their own password at first sign-in. Returns the new `sub`.
 */
export async function inviteIdentity(profile: IdentityProfile): Promise<string> {
  const result = await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: config.userPoolId,
      Username: profile.email,
      DesiredDeliveryMediums: ['EMAIL'],
      UserAttributes: [
        { Name: 'email', Value: profile.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: profile.name },
        { Name: 'custom:userType', Value: profile.userType },
        { Name: 'custom:orgId', Value: profile.orgId },
      ],
    }),
  );
  const sub = attribute(result.User?.Attributes, 'sub');
  if (!sub) throw new Error('The identity provider returned no sub for the new user');
  return sub;
}

export async function deleteIdentity(email: string): Promise<void> {
  await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: email }));
}

export async function updateIdentity(username: string, changes: { email?: string; name?: string }): Promise<void> {
  const attributes: AttributeType[] = [];
  if (changes.name !== undefined) attributes.push({ Name: 'name', Value: changes.name });
  if (changes.email !== undefined) {
    attributes.push({ Name: 'email', Value: changes.email }, { Name: 'email_verified', Value: 'true' });
  }
  if (attributes.length === 0) return;
  await cognito().send(
    new AdminUpdateUserAttributesCommand({ UserPoolId: config.userPoolId, Username: username, UserAttributes: attributes }),
  );
}

/** Turns sign-in off (inactive) or on (active). */
export async function setIdentityEnabled(username: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: config.userPoolId, Username: username };
  await cognito().send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
}
