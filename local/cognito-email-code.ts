/**
 * Sign-in by e-mailed code in the local pool: Cognito's choice-based sign-in (`InitiateAuth` with
 * `AuthFlow: USER_AUTH`, `AuthParameters.PREFERRED_CHALLENGE: EMAIL_OTP`, then
 * `RespondToAuthChallenge` with `ChallengeName: EMAIL_OTP`), which cognito-local 5.3 lacks. Put in
 * front of cognito-local's targets by the local stack's cognito-local server (cognito-local-server.ts)
 * with the other pool rules (cognito-pool-rules.ts). What it answers, and what it leaves out, is in
 * docs/local-stack.md ("Sign-in by e-mailed code"), each point checked against the API reference.
 *
 * - `InitiateAuth` e-mails an 8-digit code (the `Authentication` message: the CustomMessage trigger's
 *   `CustomMessage_Authentication`, to the local inbox) and answers `ChallengeName: EMAIL_OTP`, a
 *   `Session` and the masked destination; the app client must allow `ALLOW_USER_AUTH`
 *   (`InvalidParameterException` otherwise) and the pool `EMAIL_OTP` as a first factor.
 * - `RespondToAuthChallenge` with the session's code answers tokens signed as cognito-local signs
 *   them (the same keys, the app client's `client_id`); a wrong code `CodeMismatchException` (the
 *   session stays, for the next try) up to {@link EMAIL_CODE_ATTEMPTS} tries; an expired session,
 *   or a spent or unknown one, `NotAuthorizedException`.
 * - An unknown user, when the app client hides user existence, gets a session as if a code was sent
 *   (nothing is), which no code opens; an unconfirmed one `UserNotConfirmedException`; a disabled one
 *   `NotAuthorizedException`. A user with a temporary password (invited, never signed in) is asked
 *   for a new password once the code is right (`NEW_PASSWORD_REQUIRED`).
 * - `USER_PASSWORD_AUTH` on an app client without `ALLOW_USER_PASSWORD_AUTH` is refused as Cognito
 *   refuses a flow a client does not allow (cognito-local checks no client's flows).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { InitiateAuthCommandInput, RespondToAuthChallengeCommandInput } from '@aws-sdk/client-cognito-identity-provider';
import { CognitoError, InvalidParameterError, NotAuthorizedError, ResourceNotFoundError, UnsupportedError, UserNotConfirmedException, UserNotFoundError } from 'cognito-local/lib/errors.js';
import type { Services } from 'cognito-local/lib/services';
import type { AppClient } from 'cognito-local/lib/services/appClient';
import type { Context } from 'cognito-local/lib/services/context';
import { selectAppropriateDeliveryMethod } from 'cognito-local/lib/services/messageDelivery/deliveryMethod';
import { type User, type UserPoolService, attributesToRecord } from 'cognito-local/lib/services/userPoolService';
import { AUTH_SESSION_MINUTES, EMAIL_SIGN_IN_CODE_LENGTH } from '../shared/auth/user-pool';
import { type PoolRule, maskedDestination } from './cognito-pool-rules';

/** Answers a session takes before it ends: the third wrong code is its last. */
export const EMAIL_CODE_ATTEMPTS = 3;

/** The local stack's knob for the sessions' lifetime, in seconds (tests shorten it; Cognito's is the app client's `AuthSessionValidity`). */
export const AUTH_SESSION_SECONDS_ENV = 'COGNITO_LOCAL_AUTH_SESSION_SECONDS';

/** Cognito's default `AuthSessionValidity` (3 minutes), or the knob's whole number of seconds. */
export function authSessionSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const value = env[AUTH_SESSION_SECONDS_ENV];
  if (value === undefined || value === '') return AUTH_SESSION_MINUTES * 60;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`${AUTH_SESSION_SECONDS_ENV} must be a whole number of seconds, not ${value}`);
  return seconds;
}

/** A new sign-in code: eight random digits. */
export const newSignInCode = (): string => String(randomInt(0, 10 ** EMAIL_SIGN_IN_CODE_LENGTH)).padStart(EMAIL_SIGN_IN_CODE_LENGTH, '0');

/** A new session: opaque, as Cognito's are to a client. */
const newSession = (): string => randomBytes(48).toString('base64url');

export interface EmailCodeOptions {
  /** How long a session, and the code in it, lasts. */
  sessionSeconds: number;
  newCode?: () => string;
  newSession?: () => string;
}

/** A sign-in waiting for its code. */
interface PendingSignIn {
  clientId: string;
  /** The user's Username (their `sub` in this pool), or undefined for an unknown user (no code opens it). */
  username?: string;
  code?: string;
  expiresAt: number;
  wrongAnswers: number;
}

/** The API reference's words for the refusals below (Cognito's own sentences where it has them). */
const invalidSession = () => new NotAuthorizedError('Invalid session for the user.');
const expiredSession = () => new NotAuthorizedError('Invalid session for the user, session is expired.');
const wrongCode = () => new CognitoError('CodeMismatchException', 'Invalid code or auth state for the user.');
const flowNotEnabled = (flow: string) => new InvalidParameterError(`${flow} flow not enabled for this client`);

/** Whether the app client allows a flow (a client made without a list is left as cognito-local leaves it). */
const allows = (appClient: AppClient, flow: string) => appClient.ExplicitAuthFlows === undefined || (appClient.ExplicitAuthFlows as string[]).includes(flow);

const hidesUserExistence = (appClient: AppClient) => appClient.PreventUserExistenceErrors === 'ENABLED';

/** The pool's first factors (`Policies.SignInPolicy.AllowedFirstAuthFactors`); a pool without the policy has the password only. */
function firstFactors(userPool: UserPoolService): readonly string[] {
  const policies = userPool.options.Policies as { SignInPolicy?: { AllowedFirstAuthFactors?: string[] } } | undefined;
  return policies?.SignInPolicy?.AllowedFirstAuthFactors ?? ['PASSWORD'];
}

/** The `NEW_PASSWORD_REQUIRED` challenge of a user with a temporary password, as cognito-local words it. */
const newPasswordChallenge = (user: User) => ({
  ChallengeName: 'NEW_PASSWORD_REQUIRED',
  ChallengeParameters: {
    USER_ID_FOR_SRP: user.Username,
    requiredAttributes: JSON.stringify([]),
    userAttributes: JSON.stringify(attributesToRecord(user.Attributes)),
  },
  Session: newSession(),
});

/** The rules for InitiateAuth and RespondToAuthChallenge; each keeps its own sessions. */
export function emailCodeRules(options: EmailCodeOptions): Readonly<Record<string, PoolRule>> {
  const makeCode = options.newCode ?? newSignInCode;
  const makeSession = options.newSession ?? newSession;
  const pending = new Map<string, PendingSignIn>();

  const forget = (now: number) => {
    for (const [session, signIn] of pending) if (signIn.expiresAt <= now) pending.delete(session);
  };

  const appClientOf = async (services: Services, ctx: Context, clientId: string | undefined): Promise<AppClient> => {
    const appClient = clientId ? await services.cognito.getAppClient(ctx, clientId) : null;
    if (!appClient) throw new ResourceNotFoundError(`User pool client ${clientId ?? ''} does not exist.`);
    return appClient;
  };

  const startEmailCodeSignIn = async (services: Services, ctx: Context, req: InitiateAuthCommandInput) => {
    const appClient = await appClientOf(services, ctx, req.ClientId);
    if (!allows(appClient, 'ALLOW_USER_AUTH')) throw flowNotEnabled('USER_AUTH');
    const username = req.AuthParameters?.USERNAME;
    if (!username) throw new InvalidParameterError('Missing required parameter USERNAME');
    if (req.AuthParameters?.PREFERRED_CHALLENGE !== 'EMAIL_OTP') {
      // Cognito would offer the available challenges (SELECT_CHALLENGE) or sign in with a password or passkey.
      throw new UnsupportedError('the local pool answers USER_AUTH with PREFERRED_CHALLENGE EMAIL_OTP only');
    }
    const userPool = await services.cognito.getUserPool(ctx, appClient.UserPoolId);
    if (!firstFactors(userPool).includes('EMAIL_OTP')) throw new InvalidParameterError('EMAIL_OTP is not an allowed first factor of this user pool');

    const now = services.clock.get().getTime();
    forget(now);
    const session = makeSession();
    const expiresAt = now + options.sessionSeconds * 1000;
    const user = await userPool.getUserByUsername(ctx, username);
    if (!user) {
      if (!hidesUserExistence(appClient)) throw new UserNotFoundError('User does not exist.');
      // As if a code was sent: the answer does not tell whether the account exists.
      pending.set(session, { clientId: appClient.ClientId, expiresAt, wrongAnswers: 0 });
      return emailOtpChallenge(session, username);
    }
    if (!user.Enabled) throw new NotAuthorizedError('User is disabled.');
    if (user.UserStatus === 'UNCONFIRMED') throw new UserNotConfirmedException();
    const delivery = selectAppropriateDeliveryMethod(['email'], user);
    if (!delivery) throw new InvalidParameterError('The user has no email address to send a code to');

    const code = makeCode();
    // The message first: a code the user never gets opens nothing (a refused e-mail is CodeDeliveryFailureException).
    await services.messages.deliver(ctx, 'Authentication', appClient.ClientId, userPool.options.Id, user, code, req.ClientMetadata, delivery);
    pending.set(session, { clientId: appClient.ClientId, username: user.Username, code, expiresAt, wrongAnswers: 0 });
    return emailOtpChallenge(session, delivery.Destination);
  };

  const answerEmailCode = async (services: Services, ctx: Context, req: RespondToAuthChallengeCommandInput) => {
    const appClient = await appClientOf(services, ctx, req.ClientId);
    if (!req.Session) throw new InvalidParameterError('Missing required parameter Session');
    const answer = req.ChallengeResponses?.EMAIL_OTP_CODE;
    if (!req.ChallengeResponses?.USERNAME) throw new InvalidParameterError('Missing required parameter USERNAME');
    if (!answer) throw new InvalidParameterError('Missing required parameter EMAIL_OTP_CODE');

    const now = services.clock.get().getTime();
    const signIn = pending.get(req.Session);
    if (!signIn || signIn.clientId !== appClient.ClientId) throw invalidSession();
    if (signIn.expiresAt <= now) {
      pending.delete(req.Session);
      throw expiredSession();
    }
    const userPool = await services.cognito.getUserPool(ctx, appClient.UserPoolId);
    const user = signIn.username ? await userPool.getUserByUsername(ctx, signIn.username) : null;
    const named = await userPool.getUserByUsername(ctx, req.ChallengeResponses.USERNAME);
    if (!user || named?.Username !== user.Username || answer !== signIn.code) {
      signIn.wrongAnswers += 1;
      // The last try ends the session: the next answer, even the right code, is refused.
      if (signIn.wrongAnswers >= EMAIL_CODE_ATTEMPTS) pending.delete(req.Session);
      throw wrongCode();
    }
    pending.delete(req.Session);
    if (!user.Enabled) throw new NotAuthorizedError('User is disabled.');
    if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') return newPasswordChallenge(user);

    if (services.triggers.enabled('PostAuthentication')) {
      await services.triggers.postAuthentication(ctx, {
        clientId: appClient.ClientId,
        clientMetadata: req.ClientMetadata,
        source: 'PostAuthentication_Authentication',
        userAttributes: user.Attributes,
        username: user.Username,
        userPoolId: userPool.options.Id,
      });
    }
    const groups = await userPool.listUserGroupMembership(ctx, user);
    const tokens = await services.tokenGenerator.generate(ctx, user, groups, appClient, req.ClientMetadata, 'Authentication');
    await userPool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    return { ChallengeParameters: {}, AuthenticationResult: { ...tokens, TokenType: 'Bearer', ExpiresIn: accessTokenSeconds(appClient) } };
  };

  const initiateAuth: PoolRule = (services, next) => async (ctx, req: InitiateAuthCommandInput) => {
    if (req.AuthFlow === 'USER_AUTH') return startEmailCodeSignIn(services, ctx, req);
    if (req.AuthFlow === 'USER_PASSWORD_AUTH' && req.ClientId) {
      const appClient = await services.cognito.getAppClient(ctx, req.ClientId);
      if (appClient && !allows(appClient, 'ALLOW_USER_PASSWORD_AUTH')) throw flowNotEnabled('USER_PASSWORD_AUTH');
    }
    return next(ctx, req);
  };

  const respondToAuthChallenge: PoolRule = (services, next) => async (ctx, req: RespondToAuthChallengeCommandInput) =>
    req.ChallengeName === 'EMAIL_OTP' ? answerEmailCode(services, ctx, req) : next(ctx, req);

  return { InitiateAuth: initiateAuth, RespondToAuthChallenge: respondToAuthChallenge };
}

/** The `EMAIL_OTP` challenge: where the code went, masked, and the session to answer it in. */
function emailOtpChallenge(session: string, destination: string) {
  return {
    ChallengeName: 'EMAIL_OTP',
    Session: session,
    ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL', CODE_DELIVERY_DESTINATION: maskedDestination(destination) },
  };
}

const SECONDS_PER_UNIT: Readonly<Record<string, number>> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };

/** The access token's lifetime in seconds, as cognito-local signs it (24 hours unless the client says). */
function accessTokenSeconds(appClient: AppClient): number {
  if (appClient.AccessTokenValidity === undefined) return 24 * 3600;
  return appClient.AccessTokenValidity * (SECONDS_PER_UNIT[appClient.TokenValidityUnits?.AccessToken ?? 'hours'] ?? 3600);
}
