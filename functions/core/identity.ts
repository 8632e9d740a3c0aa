/**
 * The identity provider (Cognito user pool) as the server uses it: invite, look up, update, disable.
 * The Users table stays the source of truth; these calls keep sign-in in step with it.
 *
 * A sign-in is always addressed by its immutable `sub` (the Users record's userId), never by the
 * e-mail: an e-mail can change at the provider, a `sub` cannot. Only the look-up before an
 * invitation goes by e-mail, because then no `sub` is known yet.
 */
import type { AttributeType, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '../../shared/auth/user-pool';
import type { UserType } from '../../shared/users/constants';
import { config } from './config';
import { describeError, logger } from './logger';
import { refusal } from './errors';
import type { Refusal } from '../../shared/core/refusals';
import { IDENTITY } from '../../shared/users/refusals';
import { randomPassword } from './random-password';

type CognitoSdk = typeof import('@aws-sdk/client-cognito-identity-provider');

let loaded: Promise<{ sdk: CognitoSdk; client: CognitoIdentityProviderClient }> | undefined;

/**
 * Calls the provider with the SDK's Cognito package and client, both loaded on first use: every route
 * an admin calls may ask the provider (the staff two-factor check), but only when the firm requires
 * it, so no route's cold start pays for this package (docs/performance.md).
 */
async function cognito<T>(use: (sdk: CognitoSdk, client: CognitoIdentityProviderClient) => Promise<T>): Promise<T> {
  loaded ??= import('@aws-sdk/client-cognito-identity-provider').then((sdk) => ({
    sdk,
    client: new sdk.CognitoIdentityProviderClient({ region: config.region, endpoint: config.cognitoEndpoint }),
  }));
  const { sdk, client } = await loaded;
  return use(sdk, client);
}

/**
 * What each provider refusal means to the caller: a status and a sentence they can act on. Anything
 * not listed (the provider down, a network fault, an internal error) is 503: try again later.
 */
export const PROVIDER_ERRORS: Readonly<Record<string, Refusal>> = {
  UserNotFoundException: IDENTITY.NO_SIGN_IN,
  NotAuthorizedException: IDENTITY.REFUSED,
  AliasExistsException: IDENTITY.EMAIL_TAKEN,
  UsernameExistsException: IDENTITY.EMAIL_TAKEN,
  InvalidParameterException: IDENTITY.INVALID_VALUE,
  TooManyRequestsException: IDENTITY.TOO_MANY_REQUESTS,
  LimitExceededException: IDENTITY.TOO_MANY_REQUESTS,
};
export const PROVIDER_UNAVAILABLE = IDENTITY.UNAVAILABLE;

/** The provider's error as the HTTP error a caller gets; the original is logged, never sent. */
export function providerError(error: unknown): Error {
  const name = error instanceof Error ? error.name : '';
  const known = PROVIDER_ERRORS[name] ?? PROVIDER_UNAVAILABLE;
  logger.warn('The identity provider refused a call', { kind: known.kind, ...describeError(error) });
  return Object.assign(refusal(known), { providerErrorName: name });
}

/** The provider error's name behind an HTTP error made by {@link providerError}, if any. */
export function providerErrorName(error: unknown): string | undefined {
  return (error as { providerErrorName?: string } | undefined)?.providerErrorName;
}

async function call<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw providerError(error);
  }
}

export interface IdentityProfile {
  email: string;
  name: string;
  userType: UserType;
  orgId: string;
  /** The language of the user's e-mails from Cognito (their invitation first): its `locale` attribute. */
  locale?: string;
}

function attribute(attributes: AttributeType[] | undefined, name: string): string | undefined {
  return attributes?.find((entry) => entry.Name === name)?.Value;
}

export interface FoundIdentity {
  sub: string;
  /** False for a self sign-up whose e-mail was never confirmed: nobody has shown they own it. */
  confirmed: boolean;
  email?: string;
  emailVerified: boolean;
  /** The user signs in with an authenticator app's code (TOTP) after the password. */
  totp: boolean;
}

async function getIdentity(username: string): Promise<FoundIdentity | undefined> {
  try {
    const result = await cognito((sdk, client) => client.send(new sdk.AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: username })));
    const sub = attribute(result.UserAttributes, 'sub');
    if (!sub) return undefined;
    return {
      sub,
      confirmed: result.UserStatus !== 'UNCONFIRMED',
      email: attribute(result.UserAttributes, 'email')?.toLowerCase(),
      emailVerified: attribute(result.UserAttributes, 'email_verified') === 'true',
      totp: (result.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA'),
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
    throw providerError(error);
  }
}

/** The sign-in whose username (or e-mail alias) is this e-mail, if there is one. */
export function findIdentity(email: string): Promise<FoundIdentity | undefined> {
  return getIdentity(email);
}

/** The sign-in with this `sub`, if there is one. */
export function findIdentityBySub(sub: string): Promise<FoundIdentity | undefined> {
  return getIdentity(sub);
}

/**
 * A temporary password the pool's policy takes, for an invitation. Cognito makes one itself only
 * while no passwordless sign-in is on: with sign-in by e-mail code on (infra/auth.ts), an
 * AdminCreateUser without one makes a user with no password at all (API reference, AdminCreateUser
 * `TemporaryPassword`), whose invitation would have none to give. Invited users keep the
 * temporary password they choose their own from; they may sign in with an e-mailed code too.
 */
export function invitationPassword(): string {
  return randomPassword(Math.max(14, PASSWORD_POLICY.minLength));
}

/**
 * Creates the sign-in WITHOUT sending anything: the invitation e-mail goes out with
 * {@link sendInvitation}, once everything the request writes has been written. Returns the `sub`.
 */
export async function createIdentity(profile: IdentityProfile): Promise<string> {
  const result = await call(() =>
    cognito((sdk, client) =>
      client.send(
        new sdk.AdminCreateUserCommand({
          UserPoolId: config.userPoolId,
          Username: profile.email,
          MessageAction: 'SUPPRESS',
          TemporaryPassword: invitationPassword(),
          UserAttributes: [
            { Name: 'email', Value: profile.email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: profile.name },
            { Name: 'custom:userType', Value: profile.userType },
            { Name: 'custom:orgId', Value: profile.orgId },
            ...(profile.locale ? [{ Name: 'locale', Value: profile.locale }] : []),
          ],
        }),
      ),
    ),
  );
  const sub = attribute(result.User?.Attributes, 'sub');
  if (!sub) throw new Error('The identity provider returned no sub for the new user');
  return sub;
}

const isUnsupported = (error: unknown) =>
  error instanceof Error && (error.name === 'UnsupportedError' || /unsupported/i.test(error.message));

/**
 * Sends the invitation e-mail (with a new temporary password) of a sign-in made by {@link createIdentity}
 * (locally too: the local stack's cognito-local resends, and its e-mails reach the local inbox).
 */
export async function sendInvitation(email: string): Promise<void> {
  await call(() =>
    cognito((sdk, client) =>
      client.send(
        new sdk.AdminCreateUserCommand({
          UserPoolId: config.userPoolId,
          Username: email,
          MessageAction: 'RESEND',
          // A new temporary password, whatever sign-in ways the pool offers (see invitationPassword).
          TemporaryPassword: invitationPassword(),
          DesiredDeliveryMediums: ['EMAIL'],
        }),
      ),
    ),
  );
}

export async function deleteIdentity(sub: string): Promise<void> {
  await call(() => cognito((sdk, client) => client.send(new sdk.AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: sub }))));
}

/** What the portal keeps in step in the provider: the name, and the locale its own e-mails are written in ('en' or 'fr'). */
export interface IdentityAttributes {
  name?: string;
  locale?: string;
}

/** Changes the attributes given, in one call. */
export async function updateIdentityAttributes(sub: string, attributes: IdentityAttributes): Promise<void> {
  const UserAttributes = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([Name, Value]) => ({ Name, Value: String(Value) }));
  if (UserAttributes.length === 0) return;
  await call(() =>
    cognito((sdk, client) => client.send(new sdk.AdminUpdateUserAttributesCommand({ UserPoolId: config.userPoolId, Username: sub, UserAttributes }))),
  );
}

/** Changes the name shown by the provider. */
export function updateIdentityName(sub: string, name: string): Promise<void> {
  return updateIdentityAttributes(sub, { name });
}

/**
 * Asks the provider to move the sign-in to a new e-mail. The address is NOT marked verified: the
 * provider sends a code there, and (in AWS, with keep-original on) sign-in keeps the old address
 * until the owner of the new one enters the code.
 */
export async function requestIdentityEmailChange(sub: string, email: string): Promise<void> {
  await call(() =>
    cognito((sdk, client) =>
      client.send(
        new sdk.AdminUpdateUserAttributesCommand({ UserPoolId: config.userPoolId, Username: sub, UserAttributes: [{ Name: 'email', Value: email }] }),
      ),
    ),
  );
}

/** Turns sign-in off (inactive) or on (active). */
export async function setIdentityEnabled(sub: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: config.userPoolId, Username: sub };
  await call(() => cognito((sdk, client) => client.send(enabled ? new sdk.AdminEnableUserCommand(input) : new sdk.AdminDisableUserCommand(input))));
}

/**
 * Ends every session of the user (refresh tokens revoked). Providers without global sign-out
 * (cognito-local) are tolerated: the API refuses an inactive user on the next request anyway.
 */
export async function signOutEverywhere(sub: string): Promise<void> {
  try {
    await cognito((sdk, client) => client.send(new sdk.AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: sub })));
  } catch (error) {
    if (isUnsupported(error)) {
      logger.info('The identity provider has no global sign-out; the API refuses the user instead', { sub });
      return;
    }
    throw providerError(error);
  }
}

/** Puts the sign-in in a group (the `admin` group mirrors userType=admin for the UI). */
export async function addIdentityToGroup(sub: string, groupName: string): Promise<void> {
  await call(() => cognito((sdk, client) => client.send(new sdk.AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: sub, GroupName: groupName }))));
}
