/**
 * Sign-in by e-mailed code (USER_AUTH with EMAIL_OTP) as the local stack's cognito-local server
 * answers it (local/cognito-email-code.ts in front of cognito-local's own router): the challenge and
 * its e-mail, tokens for the right code, and Cognito's refusals. The pool, its clock and services are
 * in memory; the token generator stands in for cognito-local's (the integration tests use the real
 * one), and every target the rules hand on answers "unsupported" as cognito-local's router does.
 */
import { UnsupportedError } from 'cognito-local/lib/errors';
import type { Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { AppClient } from 'cognito-local/lib/services/appClient';
import type { Context } from 'cognito-local/lib/services/context';
import type { DeliveryDetails } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService';
import pino from 'pino';
import { AUTH_SESSION_SECONDS_ENV, EMAIL_CODE_ATTEMPTS, authSessionSeconds, emailCodeRules, newSignInCode } from './cognito-email-code';
import { POOL_RULES, combineRules, withPoolRules } from './cognito-pool-rules';

const CODE_CLIENT = 'email-code-client';
const PASSWORD_CLIENT = 'password-client';
const POOL_ID = 'local_pool';
const EMAIL = 'casey.client@example.test';
const SESSION_SECONDS = 180;

interface Delivered {
  source: string;
  clientId: string | null;
  code: string;
  destination: DeliveryDetails;
}

function newUser(overrides: Partial<User> = {}): User {
  const at = new Date('2026-11-25T12:00:00Z');
  return {
    Attributes: [
      { Name: 'sub', Value: 'sub-1' },
      { Name: 'email', Value: EMAIL },
    ],
    Enabled: true,
    Password: 'Chosen!Pass123',
    RefreshTokens: [],
    UserCreateDate: at,
    UserLastModifiedDate: at,
    Username: 'sub-1',
    UserStatus: 'CONFIRMED',
    ...overrides,
  };
}

interface PoolOptions {
  user?: User;
  preventExistenceErrors?: boolean;
  firstFactors?: string[];
}

function localPool(options: PoolOptions = {}) {
  let now = new Date('2026-11-27T09:00:00Z').getTime();
  const users = new Map<string, User>(options.user ? [[options.user.Username, options.user]] : []);
  const delivered: Delivered[] = [];
  const refreshTokens: string[] = [];
  const byName = (name: string) =>
    [...users.values()].find((user) => user.Username === name || user.Attributes.some((attribute) => attribute.Name === 'email' && attribute.Value === name)) ?? null;
  const userPool = {
    options: { Id: POOL_ID, Policies: { SignInPolicy: { AllowedFirstAuthFactors: options.firstFactors ?? ['PASSWORD', 'EMAIL_OTP'] } } },
    getUserByUsername: (_ctx: Context, name: string) => Promise.resolve(byName(name)),
    listUserGroupMembership: () => Promise.resolve([]),
    storeRefreshToken: (_ctx: Context, token: string) => {
      refreshTokens.push(token);
      return Promise.resolve();
    },
  } as unknown as UserPoolService;
  const prevent = options.preventExistenceErrors === false ? 'LEGACY' : 'ENABLED';
  const appClients: Record<string, AppClient> = {
    [CODE_CLIENT]: { ClientId: CODE_CLIENT, UserPoolId: POOL_ID, PreventUserExistenceErrors: prevent, ExplicitAuthFlows: ['ALLOW_USER_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] } as AppClient,
    [PASSWORD_CLIENT]: { ClientId: PASSWORD_CLIENT, UserPoolId: POOL_ID, PreventUserExistenceErrors: prevent, ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] } as AppClient,
  };
  const services = {
    clock: { get: () => new Date(now) },
    cognito: {
      getAppClient: (_ctx: Context, id: string) => Promise.resolve(appClients[id] ?? null),
      getUserPool: () => Promise.resolve(userPool),
    },
    messages: {
      deliver: (_ctx: Context, source: string, clientId: string | null, _poolId: string, _user: User, code: string, _metadata: unknown, destination: DeliveryDetails) => {
        delivered.push({ source, clientId, code, destination });
        return Promise.resolve();
      },
    },
    tokenGenerator: {
      generate: (_ctx: Context, user: User, _groups: string[], appClient: AppClient) =>
        Promise.resolve({ AccessToken: `access:${user.Username}:${appClient.ClientId}`, IdToken: `id:${user.Username}`, RefreshToken: `refresh:${user.Username}` }),
    },
    triggers: { enabled: () => false },
  } as unknown as Services;
  let sessions = 0;
  const codes = ['12345678', '87654321'];
  const rules = combineRules(
    emailCodeRules({ sessionSeconds: SESSION_SECONDS, newCode: () => codes.shift() ?? '00000000', newSession: () => `session-${++sessions}` }),
    POOL_RULES,
  );
  const cognitoLocal: Router = (target) => () => Promise.reject(new UnsupportedError(`Unsupported x-amz-target header "${target}"`));
  const router = withPoolRules(cognitoLocal, services, rules);
  const ctx: Context = { logger: pino({ enabled: false }) };
  return {
    delivered,
    refreshTokens,
    later: (seconds: number) => {
      now += seconds * 1000;
    },
    initiate: (username: string, clientId = CODE_CLIENT, preferred: string | null = 'EMAIL_OTP') =>
      router('InitiateAuth')(ctx, {
        AuthFlow: 'USER_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: username, ...(preferred ? { PREFERRED_CHALLENGE: preferred } : {}) },
      }) as Promise<{ ChallengeName?: string; Session?: string; ChallengeParameters?: Record<string, string> }>,
    respond: (session: string, code: string, username = EMAIL, clientId = CODE_CLIENT) =>
      router('RespondToAuthChallenge')(ctx, {
        ChallengeName: 'EMAIL_OTP',
        ClientId: clientId,
        Session: session,
        ChallengeResponses: { USERNAME: username, EMAIL_OTP_CODE: code },
      }) as Promise<{ ChallengeName?: string; AuthenticationResult?: Record<string, unknown> }>,
    passwordSignIn: (clientId: string) =>
      router('InitiateAuth')(ctx, { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: EMAIL, PASSWORD: 'Chosen!Pass123' } }),
  };
}

/** Starts a sign-in for the pool's user and answers its session (the code is the pool's first, 12345678). */
async function started(pool: ReturnType<typeof localPool>): Promise<string> {
  const { Session } = await pool.initiate(EMAIL);
  if (!Session) throw new Error('no session');
  return Session;
}

describe('sign-in by e-mailed code in the local pool', () => {
  it("e-mails a code with the Authentication source and answers the EMAIL_OTP challenge with a session and the address, masked", async () => {
    const pool = localPool({ user: newUser() });

    const answer = await pool.initiate(EMAIL);

    expect(answer).toEqual({
      ChallengeName: 'EMAIL_OTP',
      Session: 'session-1',
      ChallengeParameters: { CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL', CODE_DELIVERY_DESTINATION: 'c***@e***' },
    });
    expect(pool.delivered).toEqual([
      { source: 'Authentication', clientId: CODE_CLIENT, code: '12345678', destination: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: EMAIL } },
    ]);
  });

  it("answers the right code with the app client's tokens, once", async () => {
    const pool = localPool({ user: newUser() });
    const session = await started(pool);

    const answer = await pool.respond(session, '12345678');

    expect(answer.AuthenticationResult).toMatchObject({ AccessToken: `access:sub-1:${CODE_CLIENT}`, IdToken: 'id:sub-1', RefreshToken: 'refresh:sub-1', TokenType: 'Bearer' });
    expect(pool.refreshTokens).toEqual(['refresh:sub-1']);
    await expect(pool.respond(session, '12345678')).rejects.toMatchObject({ code: 'NotAuthorizedException', message: 'Invalid session for the user.' });
  });

  it('refuses a wrong code with CodeMismatchException and keeps the session for another try', async () => {
    const pool = localPool({ user: newUser() });
    const session = await started(pool);

    await expect(pool.respond(session, '00000000')).rejects.toMatchObject({ code: 'CodeMismatchException', message: 'Invalid code or auth state for the user.' });
    await expect(pool.respond(session, '12345678')).resolves.toHaveProperty('AuthenticationResult');
  });

  it(`ends the session at the ${EMAIL_CODE_ATTEMPTS}rd wrong code: then even the right one is refused with NotAuthorizedException`, async () => {
    const pool = localPool({ user: newUser() });
    const session = await started(pool);

    for (let attempt = 1; attempt <= EMAIL_CODE_ATTEMPTS; attempt += 1) {
      await expect(pool.respond(session, '00000000')).rejects.toMatchObject({ code: 'CodeMismatchException' });
    }
    await expect(pool.respond(session, '12345678')).rejects.toMatchObject({ code: 'NotAuthorizedException', message: 'Invalid session for the user.' });
  });

  it('refuses the right code once the session has expired, with NotAuthorizedException', async () => {
    const pool = localPool({ user: newUser() });
    const session = await started(pool);

    pool.later(SESSION_SECONDS - 1);
    const inTime = await started(pool);
    pool.later(1);

    await expect(pool.respond(session, '12345678')).rejects.toMatchObject({ code: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' });
    await expect(pool.respond(inTime, '87654321')).resolves.toHaveProperty('AuthenticationResult');
  });

  it('takes a code only in its own session, from its own app client and for its own user', async () => {
    const pool = localPool({ user: newUser() });
    const session = await started(pool);

    await expect(pool.respond('made-up', '12345678')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    await expect(pool.respond(session, '12345678', EMAIL, PASSWORD_CLIENT)).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    await expect(pool.respond(session, '12345678', 'someone.else@example.test')).rejects.toMatchObject({ code: 'CodeMismatchException' });
  });

  it('refuses USER_AUTH on an app client without ALLOW_USER_AUTH, sending nothing', async () => {
    const pool = localPool({ user: newUser() });
    await expect(pool.initiate(EMAIL, PASSWORD_CLIENT)).rejects.toMatchObject({ code: 'InvalidParameterException', message: 'USER_AUTH flow not enabled for this client' });
    await expect(pool.initiate(EMAIL, 'no-such-client')).rejects.toMatchObject({ code: 'ResourceNotFoundException' });
    expect(pool.delivered).toEqual([]);
  });

  it('refuses USER_PASSWORD_AUTH on the e-mail-code client, and hands it on for the password client', async () => {
    const pool = localPool({ user: newUser() });
    await expect(pool.passwordSignIn(CODE_CLIENT)).rejects.toMatchObject({ code: 'InvalidParameterException', message: 'USER_PASSWORD_AUTH flow not enabled for this client' });
    // Handed on to cognito-local's own target (here: the router's "unsupported").
    await expect(pool.passwordSignIn(PASSWORD_CLIENT)).rejects.toBeInstanceOf(UnsupportedError);
  });

  it('refuses a pool without EMAIL_OTP among its first factors', async () => {
    const pool = localPool({ user: newUser(), firstFactors: ['PASSWORD'] });
    await expect(pool.initiate(EMAIL)).rejects.toMatchObject({ code: 'InvalidParameterException' });
    expect(pool.delivered).toEqual([]);
  });

  it('answers an unknown user as if a code was sent when the client hides existence (no code opens it), else UserNotFoundException', async () => {
    const hiding = localPool({ user: newUser() });
    const answer = await hiding.initiate('nobody@example.test');
    expect(answer).toMatchObject({ ChallengeName: 'EMAIL_OTP', ChallengeParameters: { CODE_DELIVERY_DESTINATION: 'n***@e***' } });
    expect(hiding.delivered).toEqual([]);
    await expect(hiding.respond(answer.Session ?? '', '12345678', 'nobody@example.test')).rejects.toMatchObject({ code: 'CodeMismatchException' });

    await expect(localPool({ preventExistenceErrors: false }).initiate('nobody@example.test')).rejects.toMatchObject({ code: 'UserNotFoundException' });
  });

  it('refuses an unconfirmed user with UserNotConfirmedException and a disabled one with NotAuthorizedException, sending nothing', async () => {
    const unconfirmed = localPool({ user: newUser({ UserStatus: 'UNCONFIRMED' }) });
    await expect(unconfirmed.initiate(EMAIL)).rejects.toMatchObject({ code: 'UserNotConfirmedException' });
    const disabled = localPool({ user: newUser({ Enabled: false }) });
    await expect(disabled.initiate(EMAIL)).rejects.toMatchObject({ code: 'NotAuthorizedException', message: 'User is disabled.' });
    expect([...unconfirmed.delivered, ...disabled.delivered]).toEqual([]);
  });

  it('asks a user with a temporary password for a new one once the code is right', async () => {
    const pool = localPool({ user: newUser({ UserStatus: 'FORCE_CHANGE_PASSWORD' }) });
    const session = await started(pool);

    const answer = await pool.respond(session, '12345678');

    expect(answer).toMatchObject({ ChallengeName: 'NEW_PASSWORD_REQUIRED', ChallengeParameters: { USER_ID_FOR_SRP: 'sub-1' } });
    expect(answer.AuthenticationResult).toBeUndefined();
  });

  it('leaves other preferred challenges (passwords, passkeys, the choice) to Cognito: unsupported locally', async () => {
    const pool = localPool({ user: newUser() });
    await expect(pool.initiate(EMAIL, CODE_CLIENT, null)).rejects.toBeInstanceOf(UnsupportedError);
    await expect(pool.initiate(EMAIL, CODE_CLIENT, 'PASSWORD')).rejects.toBeInstanceOf(UnsupportedError);
  });
});

describe('the codes and the sessions’ lifetime', () => {
  it('makes eight-digit codes', () => {
    const codes = Array.from({ length: 200 }, newSignInCode);
    expect(codes.every((code) => /^\d{8}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it("lasts Cognito's default three minutes unless the knob says otherwise, which must be whole seconds", () => {
    expect(authSessionSeconds({})).toBe(180);
    expect(authSessionSeconds({ [AUTH_SESSION_SECONDS_ENV]: '8' })).toBe(8);
    expect(() => authSessionSeconds({ [AUTH_SESSION_SECONDS_ENV]: '2.5' })).toThrow(AUTH_SESSION_SECONDS_ENV);
  });
});
