/**
 * The user pool, its two app clients (password; e-mailed code) and the `admin` group in
 * cognito-local, made from the same shared settings as the CDK Auth construct. Created on the first
 * run, found again on later runs (by the ids kept in `<dataDir>/state.json`, else by name).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  type CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  SetUserPoolMfaConfigCommand,
  DescribeUserPoolClientCommand,
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  ADMIN_GROUP,
  CLIENT_READ_ATTRIBUTES,
  CLIENT_WRITE_ATTRIBUTES,
  CUSTOM_ATTRIBUTES,
  PASSWORD_POLICY,
  USER_POOL_CLIENT_NAME,
  USER_POOL_EMAIL_CODE_CLIENT_NAME,
  USER_POOL_NAME,
} from '../shared/auth/user-pool';

export interface UserPoolIds {
  userPoolId: string;
  /** The password app client (staff and clients). */
  userPoolClientId: string;
  /** The e-mail-code app client (USER_AUTH, answered by cognito-email-code.ts). */
  userPoolEmailCodeClientId: string;
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && error.name === 'ResourceNotFoundException';
}

function readState(statePath: string): Partial<UserPoolIds> {
  if (!existsSync(statePath)) return {};
  try {
    return JSON.parse(readFileSync(statePath, 'utf8')) as Partial<UserPoolIds>;
  } catch {
    return {};
  }
}

async function poolExists(client: CognitoIdentityProviderClient, userPoolId: string): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

async function appClientExists(client: CognitoIdentityProviderClient, userPoolId: string, clientId: string): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }));
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/**
 * What the pool enforces, as infra/auth.ts deploys it with an SES sender: the password policy (which
 * the local stack's cognito-local server checks, cognito-pool-rules.ts), e-mail verification, and
 * the first factors (a password, or an e-mailed code: cognito-email-code.ts). Written at every start,
 * so a pool made by an earlier run follows a changed policy.
 */
const POOL_SETTINGS = {
  AutoVerifiedAttributes: ['email' as const],
  Policies: {
    SignInPolicy: { AllowedFirstAuthFactors: ['PASSWORD' as const, 'EMAIL_OTP' as const] },
    PasswordPolicy: {
      MinimumLength: PASSWORD_POLICY.minLength,
      RequireLowercase: PASSWORD_POLICY.requireLowercase,
      RequireUppercase: PASSWORD_POLICY.requireUppercase,
      RequireNumbers: PASSWORD_POLICY.requireDigits,
      RequireSymbols: PASSWORD_POLICY.requireSymbols,
      TemporaryPasswordValidityDays: 7,
    },
  },
};

async function findOrCreatePool(client: CognitoIdentityProviderClient): Promise<string> {
  const { UserPools } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = UserPools?.find((pool) => pool.Name === USER_POOL_NAME)?.Id;
  if (existing) return existing;
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: USER_POOL_NAME,
      UsernameAttributes: ['email'],
      Schema: [
        { Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true },
        { Name: 'name', AttributeDataType: 'String', Required: false, Mutable: true },
        ...CUSTOM_ATTRIBUTES.map((name) => ({ Name: name, AttributeDataType: 'String' as const, Mutable: true })),
      ],
      ...POOL_SETTINGS,
    }),
  );
  if (!UserPool?.Id) throw new Error('cognito-local returned no user pool id');
  return UserPool.Id;
}

/** The settings of {@link POOL_SETTINGS} and optional TOTP, on a pool made now or by an earlier run. */
async function applyPoolSettings(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  // cognito-local's UpdateUserPool clears what it is not given: the MFA setting is written after it.
  await client.send(new UpdateUserPoolCommand({ UserPoolId: userPoolId, ...POOL_SETTINGS }));
  await enableTotp(client, userPoolId);
}

/** Two-factor sign-in by authenticator app, optional per user — as the pool in AWS (infra/auth.ts). */
async function enableTotp(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(
    new SetUserPoolMfaConfigCommand({ UserPoolId: userPoolId, MfaConfiguration: 'OPTIONAL', SoftwareTokenMfaConfiguration: { Enabled: true } }),
  );
}

/** Sign-in and password reset do not tell whether an account exists, as the web client in AWS (infra/auth.ts). */
const PREVENT_USER_EXISTENCE_ERRORS = 'ENABLED' as const;

/**
 * The app clients, as infra/auth.ts deploys them: the password one (cognito-local has no SRP, so the
 * web signs in with USER_PASSWORD_AUTH locally) and the e-mail-code one (choice-based sign-in only).
 */
const APP_CLIENTS = {
  password: { ClientName: USER_POOL_CLIENT_NAME, ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH' as const, 'ALLOW_REFRESH_TOKEN_AUTH' as const] },
  emailCode: { ClientName: USER_POOL_EMAIL_CODE_CLIENT_NAME, ExplicitAuthFlows: ['ALLOW_USER_AUTH' as const, 'ALLOW_REFRESH_TOKEN_AUTH' as const] },
};

async function findOrCreateAppClient(client: CognitoIdentityProviderClient, userPoolId: string, settings: (typeof APP_CLIENTS)[keyof typeof APP_CLIENTS]): Promise<string> {
  const { UserPoolClients } = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  const existing = UserPoolClients?.find((appClient) => appClient.ClientName === settings.ClientName)?.ClientId;
  if (existing) return existing;
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: settings.ClientName,
      GenerateSecret: false,
      ExplicitAuthFlows: [...settings.ExplicitAuthFlows],
      ReadAttributes: [...CLIENT_READ_ATTRIBUTES],
      WriteAttributes: [...CLIENT_WRITE_ATTRIBUTES],
      PreventUserExistenceErrors: PREVENT_USER_EXISTENCE_ERRORS,
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error('cognito-local returned no app client id');
  return UserPoolClient.ClientId;
}

/** The app client of the ids kept in state, if it still exists; else the one of that name, made if need be. */
async function keptOrFoundAppClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  keptId: string | undefined,
  settings: (typeof APP_CLIENTS)[keyof typeof APP_CLIENTS],
): Promise<string> {
  if (keptId && (await appClientExists(client, userPoolId, keptId))) return keptId;
  return findOrCreateAppClient(client, userPoolId, settings);
}

async function preventUserExistenceErrors(client: CognitoIdentityProviderClient, userPoolId: string, clientId: string): Promise<void> {
  // cognito-local keeps every setting this request leaves out.
  await client.send(new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId, PreventUserExistenceErrors: PREVENT_USER_EXISTENCE_ERRORS }));
}

async function ensureGroup(client: CognitoIdentityProviderClient, userPoolId: string, groupName: string): Promise<void> {
  // Not GetGroup: cognito-local answers it with a 500 while the pool has no group at all.
  const { Groups } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }));
  if (Groups?.some((group) => group.GroupName === groupName)) return;
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: groupName, Description: 'Law-firm staff' }));
}

/** Finds or creates the pool, its app clients and the admin group; records their ids in `statePath`. */
export async function ensureUserPool(client: CognitoIdentityProviderClient, statePath: string): Promise<UserPoolIds> {
  const state = readState(statePath);
  const userPoolId =
    state.userPoolId && (await poolExists(client, state.userPoolId)) ? state.userPoolId : await findOrCreatePool(client);
  const kept = state.userPoolId === userPoolId ? state : {};
  const userPoolClientId = await keptOrFoundAppClient(client, userPoolId, kept.userPoolClientId, APP_CLIENTS.password);
  const userPoolEmailCodeClientId = await keptOrFoundAppClient(client, userPoolId, kept.userPoolEmailCodeClientId, APP_CLIENTS.emailCode);
  await applyPoolSettings(client, userPoolId);
  for (const clientId of [userPoolClientId, userPoolEmailCodeClientId]) await preventUserExistenceErrors(client, userPoolId, clientId);
  await ensureGroup(client, userPoolId, ADMIN_GROUP);
  const ids: UserPoolIds = { userPoolId, userPoolClientId, userPoolEmailCodeClientId };
  writeFileSync(statePath, `${JSON.stringify(ids, null, 2)}\n`);
  return ids;
}
