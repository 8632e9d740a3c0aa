/**
 * What Cognito does and cognito-local (5.3) does not, put in front of cognito-local's own targets by
 * the local stack's cognito-local server (cognito-local-server.ts), so the local pool refuses what the
 * deployed one refuses:
 *
 * - **The pool's password policy** (`Policies.PasswordPolicy`, made from shared/user-pool.ts): cognito-local
 *   stores it but never checks it. SignUp, ConfirmForgotPassword, RespondToAuthChallenge
 *   (NEW_PASSWORD_REQUIRED), ChangePassword, AdminSetUserPassword and AdminCreateUser's temporary
 *   password are refused with Cognito's `InvalidPasswordException` and words; temporary passwords the
 *   pool makes itself follow the policy (cognito-local's are six characters, or `CODE`).
 * - **AdminCreateUser with `MessageAction: RESEND`** (cognito-local: "unsupported"): a new temporary
 *   password for a user who has not signed in yet, and the invitation sent again.
 * - **The temporary password is checked** at sign-in (cognito-local hands the new-password challenge to
 *   anyone who names an invited user).
 * - **Sign-in does not say whether an account exists** when the app client prevents user-existence
 *   errors (as the web client does in AWS, infra/auth.ts): an unknown user and a wrong password both get
 *   `NotAuthorizedException` "Incorrect username or password." (cognito-local: "User not authorized" and
 *   "Invalid password"); a reset asked for an unknown user answers as if a code was sent.
 * - **ResendConfirmationCode** (cognito-local: "unsupported"; the web's "Resend code" on the sign-up
 *   verification step): an unconfirmed user gets a new code (cognito-local's `otp`, so its `CODE` fixes
 *   it as for SignUp), which replaces the old one, in the `CustomMessage_ResendCode` e-mail; a confirmed
 *   user is refused; an unknown user is answered as if a code was sent (when the client hides existence).
 */
import type {
  AdminCreateUserCommandInput,
  AdminSetUserPasswordCommandInput,
  ChangePasswordCommandInput,
  ConfirmForgotPasswordCommandInput,
  ForgotPasswordCommandInput,
  InitiateAuthCommandInput,
  PasswordPolicyType,
  ResendConfirmationCodeCommandInput,
  RespondToAuthChallengeCommandInput,
  SignUpCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { CodeMismatchError, CognitoError, InvalidParameterError, NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import type { Route, Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { AppClient } from 'cognito-local/lib/services/appClient';
import type { Context } from 'cognito-local/lib/services/context';
import { selectAppropriateDeliveryMethod } from 'cognito-local/lib/services/messageDelivery/deliveryMethod';
import type { DeliveryDetails } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { userToResponseObject } from 'cognito-local/lib/targets/responses';
import { randomPassword } from '../functions/core/random-password';

/** The characters Cognito counts as symbols (its documentation's list, and the space). */
const SYMBOLS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const includesAny = (text: string, characters: string) => [...text].some((character) => characters.includes(character));

/** Cognito's sentence for a password its pool's policy refuses, or undefined when the policy takes it. */
export function passwordPolicyRefusal(password: string, policy: PasswordPolicyType | undefined): string | undefined {
  if (!policy) return undefined;
  const rules: ReadonlyArray<readonly [boolean, string]> = [
    [password.length >= (policy.MinimumLength ?? 0), 'Password not long enough'],
    [!policy.RequireUppercase || includesAny(password, UPPER), 'Password must have uppercase characters'],
    [!policy.RequireLowercase || includesAny(password, LOWER), 'Password must have lowercase characters'],
    [!policy.RequireNumbers || includesAny(password, DIGITS), 'Password must have numeric characters'],
    [!policy.RequireSymbols || includesAny(password, SYMBOLS), 'Password must have symbol characters'],
  ];
  const broken = rules.find(([kept]) => !kept);
  return broken ? `Password did not conform with policy: ${broken[1]}` : undefined;
}

export class InvalidPasswordPolicyError extends CognitoError {
  constructor(message: string) {
    super('InvalidPasswordException', message);
  }
}

function assertPasswordPolicy(password: string | undefined, policy: PasswordPolicyType | undefined): void {
  const refusal = password === undefined ? undefined : passwordPolicyRefusal(password, policy);
  if (refusal) throw new InvalidPasswordPolicyError(refusal);
}


/** A temporary password the pool's policy takes (Cognito makes one when AdminCreateUser names none). */
export function temporaryPassword(policy: PasswordPolicyType | undefined): string {
  return randomPassword(Math.max(12, policy?.MinimumLength ?? 0));
}

const incorrectCredentials = () => new NotAuthorizedError('Incorrect username or password.');

/** Whether the app client hides whether an account exists (`PreventUserExistenceErrors: ENABLED`). */
const hidesUserExistence = (appClient: AppClient) => appClient.PreventUserExistenceErrors === 'ENABLED';

const isCognitoError = (error: unknown, code: string) => error instanceof CognitoError && error.code === code;

interface ClientPool {
  appClient: AppClient;
  userPool: UserPoolService;
}

/** The app client and its pool, or undefined when the client is unknown (cognito-local's target then answers). */
async function clientPool(services: Services, ctx: Context, clientId: string | undefined): Promise<ClientPool | undefined> {
  const appClient = clientId ? await services.cognito.getAppClient(ctx, clientId) : null;
  if (!appClient) return undefined;
  return { appClient, userPool: await services.cognito.getUserPool(ctx, appClient.UserPoolId) };
}

async function clientPolicy(services: Services, ctx: Context, clientId: string | undefined): Promise<PasswordPolicyType | undefined> {
  return (await clientPool(services, ctx, clientId))?.userPool.options.Policies?.PasswordPolicy;
}

async function poolPolicy(services: Services, ctx: Context, userPoolId: string | undefined): Promise<PasswordPolicyType | undefined> {
  return userPoolId ? (await services.cognito.getUserPool(ctx, userPoolId)).options.Policies?.PasswordPolicy : undefined;
}

/** A rule around one of cognito-local's targets: it may refuse, answer, or hand the request on (`next`). */
export type PoolRule = (services: Services, next: Route) => Route;

const signUp: PoolRule = (services, next) => async (ctx, req: SignUpCommandInput) => {
  assertPasswordPolicy(req.Password, await clientPolicy(services, ctx, req.ClientId));
  return next(ctx, req);
};

const confirmForgotPassword: PoolRule = (services, next) => async (ctx, req: ConfirmForgotPasswordCommandInput) => {
  const pool = await clientPool(services, ctx, req.ClientId);
  assertPasswordPolicy(req.Password, pool?.userPool.options.Policies?.PasswordPolicy);
  if (pool && hidesUserExistence(pool.appClient) && req.Username && !(await pool.userPool.getUserByUsername(ctx, req.Username))) {
    throw new CodeMismatchError();
  }
  return next(ctx, req);
};

const respondToAuthChallenge: PoolRule = (services, next) => async (ctx, req: RespondToAuthChallengeCommandInput) => {
  if (req.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
    assertPasswordPolicy(req.ChallengeResponses?.NEW_PASSWORD, await clientPolicy(services, ctx, req.ClientId));
  }
  return next(ctx, req);
};

const changePassword: PoolRule = (services, next) => async (ctx, req: ChangePasswordCommandInput) => {
  const claims = JSON.parse(Buffer.from(req.AccessToken?.split('.')[1] ?? '', 'base64url').toString('utf8') || '{}') as { client_id?: string };
  assertPasswordPolicy(req.ProposedPassword, await clientPolicy(services, ctx, claims.client_id));
  return next(ctx, req);
};

const adminSetUserPassword: PoolRule = (services, next) => async (ctx, req: AdminSetUserPasswordCommandInput) => {
  assertPasswordPolicy(req.Password, await poolPolicy(services, ctx, req.UserPoolId));
  return next(ctx, req);
};

const adminCreateUser: PoolRule = (services, next) => async (ctx, req: AdminCreateUserCommandInput) => {
  const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId ?? '');
  const policy = userPool.options.Policies?.PasswordPolicy;
  assertPasswordPolicy(req.TemporaryPassword, policy);
  if (req.MessageAction !== 'RESEND') return next(ctx, { ...req, TemporaryPassword: req.TemporaryPassword ?? temporaryPassword(policy) });

  const user = req.Username ? await userPool.getUserByUsername(ctx, req.Username) : null;
  if (!user) throw new UserNotFoundError('User does not exist.');
  if (user.UserStatus !== 'FORCE_CHANGE_PASSWORD') {
    throw new CognitoError('UnsupportedUserStateException', `Resend not possible. ${user.Username} status is not FORCE_CHANGE_PASSWORD.`);
  }
  const password = req.TemporaryPassword ?? temporaryPassword(policy);
  const invited = { ...user, Password: password, UserLastModifiedDate: services.clock.get() };
  const mediums = (req.DesiredDeliveryMediums ?? ['SMS']).map((medium) => (medium === 'EMAIL' ? 'email' : 'phone_number'));
  const delivery = selectAppropriateDeliveryMethod(mediums, invited);
  if (!delivery) throw new InvalidParameterError('User has no attribute matching desired delivery mediums');
  // As for a new user: the message first (a refused e-mail changes nothing), then the new password.
  await services.messages.deliver(ctx, 'AdminCreateUser', null, userPool.options.Id, invited, password, req.ClientMetadata, delivery);
  await userPool.saveUser(ctx, invited);
  return { User: userToResponseObject(invited) };
};

const initiateAuth: PoolRule = (services, next) => async (ctx, req: InitiateAuthCommandInput) => {
  const username = req.AuthParameters?.USERNAME;
  const pool = req.AuthFlow === 'USER_PASSWORD_AUTH' && username ? await clientPool(services, ctx, req.ClientId) : undefined;
  if (pool && username) {
    const user = await pool.userPool.getUserByUsername(ctx, username);
    if (!user && !services.triggers.enabled('UserMigration')) {
      throw hidesUserExistence(pool.appClient) ? incorrectCredentials() : new UserNotFoundError('User does not exist.');
    }
    if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== req.AuthParameters?.PASSWORD) throw incorrectCredentials();
  }
  try {
    return await next(ctx, req);
  } catch (error) {
    // cognito-local's "Invalid password" is Cognito's NotAuthorizedException.
    if (isCognitoError(error, 'InvalidPasswordException')) throw incorrectCredentials();
    throw error;
  }
};

/** `someone@example.com` → `s***@e***`, as Cognito shows a code's destination. */
export const maskedDestination = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
};

/** What Cognito answers for a code "sent" to an unknown user when the client hides existence. */
const pretendedDelivery = (username: string) => ({
  CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedDestination(username) },
});

const forgotPassword: PoolRule = (services, next) => async (ctx, req: ForgotPasswordCommandInput) => {
  const pool = await clientPool(services, ctx, req.ClientId);
  if (pool && hidesUserExistence(pool.appClient) && req.Username && !(await pool.userPool.getUserByUsername(ctx, req.Username))) {
    return pretendedDelivery(req.Username);
  }
  return next(ctx, req);
};

/** As Cognito shows where a code went: the address masked (`+*******1234` for a phone). */
const maskedDelivery = (delivery: DeliveryDetails): DeliveryDetails => ({
  ...delivery,
  Destination: delivery.DeliveryMedium === 'EMAIL' ? maskedDestination(delivery.Destination) : `+*******${delivery.Destination.slice(-4)}`,
});

/**
 * ResendConfirmationCode, which cognito-local lacks (its target would answer "unsupported"): a new
 * sign-up code for an unconfirmed user, stored in place of the old one (as SignUp stores it, after the
 * message: a refused e-mail changes nothing) and sent with the `ResendCode` source.
 */
const resendConfirmationCode: PoolRule = (services) => async (ctx, req: ResendConfirmationCodeCommandInput) => {
  const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId ?? '');
  const appClient = await services.cognito.getAppClient(ctx, req.ClientId ?? '');
  const user = req.Username ? await userPool.getUserByUsername(ctx, req.Username) : null;
  if (!user) {
    if (appClient && hidesUserExistence(appClient) && req.Username) return pretendedDelivery(req.Username);
    throw new UserNotFoundError('Username/client id combination not found.');
  }
  if (user.UserStatus === 'CONFIRMED') throw new InvalidParameterError('User is already confirmed.');
  // Only a signed-up user waits for a code: cognito-local's ConfirmSignUp checks no status, so a code
  // stored for an invited user (FORCE_CHANGE_PASSWORD) would confirm them without their temporary password.
  if (user.UserStatus !== 'UNCONFIRMED') throw new InvalidParameterError(`User status is ${user.UserStatus}, not UNCONFIRMED.`);
  const autoVerified = userPool.options.AutoVerifiedAttributes ?? [];
  if (autoVerified.length === 0) throw new InvalidParameterError('Cannot resend codes. Auto verification not turned on.');
  const delivery = selectAppropriateDeliveryMethod(autoVerified, user);
  if (!delivery) throw new InvalidParameterError('User has no attribute matching desired auto verified attributes');

  const code = services.otp();
  await services.messages.deliver(ctx, 'ResendCode', req.ClientId ?? null, userPool.options.Id, user, code, req.ClientMetadata, delivery);
  await userPool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: services.clock.get() });
  return { CodeDeliveryDetails: maskedDelivery(delivery) };
};

/** The rules, by the target (API operation) they stand in front of. */
export const POOL_RULES: Readonly<Record<string, PoolRule>> = {
  AdminCreateUser: adminCreateUser,
  AdminSetUserPassword: adminSetUserPassword,
  ChangePassword: changePassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ForgotPassword: forgotPassword,
  InitiateAuth: initiateAuth,
  ResendConfirmationCode: resendConfirmationCode,
  RespondToAuthChallenge: respondToAuthChallenge,
  SignUp: signUp,
};

/** Two sets of rules as one: where both cover a target, `outer`'s rule stands in front of `inner`'s. */
export function combineRules(outer: Readonly<Record<string, PoolRule>>, inner: Readonly<Record<string, PoolRule>>): Readonly<Record<string, PoolRule>> {
  const combined: Record<string, PoolRule> = { ...inner };
  for (const [target, rule] of Object.entries(outer)) {
    const innerRule = inner[target];
    combined[target] = innerRule ? (services, next) => rule(services, innerRule(services, next)) : rule;
  }
  return combined;
}

/** cognito-local's router with the rules in front of the targets they cover. */
export function withPoolRules(router: Router, services: Services, rules: Readonly<Record<string, PoolRule>> = POOL_RULES): Router {
  return (target) => {
    const route = router(target);
    const rule = rules[target];
    return rule ? rule(services, route) : route;
  };
}
