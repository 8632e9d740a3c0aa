/**
 * ResendConfirmationCode, which cognito-local 5.3 lacks, as the local stack's cognito-local server
 * answers it (local/cognito-pool-rules.ts in front of cognito-local's own router): a new code for
 * an unconfirmed user, sent with the ResendCode source and replacing the old one (checked with
 * cognito-local's own ConfirmSignUp), refusals for a confirmed user, and no user-existence errors.
 * The pool and its services are in memory; ConfirmSignUp is cognito-local's own target, and every other
 * target answers "unsupported" as cognito-local's router does for ResendConfirmationCode (its Router
 * itself loads an ESM-only package jest does not transform).
 */
import { CognitoError, UnsupportedError } from 'cognito-local/lib/errors';
import type { Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { AppClient } from 'cognito-local/lib/services/appClient';
import type { Context } from 'cognito-local/lib/services/context';
import type { DeliveryDetails } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { otp } from 'cognito-local/lib/services/otp';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService';
import { ConfirmSignUp } from 'cognito-local/lib/targets/confirmSignUp';
import pino from 'pino';
import { withPoolRules } from './cognito-pool-rules';

const CLIENT_ID = 'web-client';
const POOL_ID = 'local_pool';
const EMAIL = 'sam.signup@example.test';
const NOW = new Date('2026-11-25T12:00:00Z');

interface Delivered {
  source: string;
  clientId: string | null;
  code: string;
  destination: DeliveryDetails;
}

function newUser(status: User['UserStatus'], code?: string): User {
  return {
    Attributes: [
      { Name: 'sub', Value: 'sub-1' },
      { Name: 'email', Value: EMAIL },
    ],
    Enabled: true,
    Password: 'Chosen!Pass123',
    RefreshTokens: [],
    UserCreateDate: NOW,
    UserLastModifiedDate: NOW,
    Username: 'sub-1',
    UserStatus: status,
    ConfirmationCode: code,
  };
}

function localPool(options: { user?: User; preventExistenceErrors?: boolean; otp?: () => string; refuseDelivery?: boolean }) {
  const users = new Map<string, User>(options.user ? [[options.user.Username, options.user]] : []);
  const delivered: Delivered[] = [];
  const byName = (name: string) =>
    [...users.values()].find((user) => user.Username === name || user.Attributes.some((attribute) => attribute.Name === 'email' && attribute.Value === name)) ?? null;
  const userPool = {
    options: { Id: POOL_ID, AutoVerifiedAttributes: ['email'] },
    getUserByUsername: (_ctx: Context, name: string) => Promise.resolve(byName(name)),
    saveUser: (_ctx: Context, user: User) => {
      users.set(user.Username, user);
      return Promise.resolve();
    },
  } as unknown as UserPoolService;
  const appClient = { ClientId: CLIENT_ID, UserPoolId: POOL_ID, PreventUserExistenceErrors: options.preventExistenceErrors === false ? 'LEGACY' : 'ENABLED' } as AppClient;
  const services = {
    clock: { get: () => NOW },
    cognito: {
      getAppClient: (_ctx: Context, id: string) => Promise.resolve(id === CLIENT_ID ? appClient : null),
      getUserPool: () => Promise.resolve(userPool),
      getUserPoolForClientId: (_ctx: Context, id: string) =>
        id === CLIENT_ID ? Promise.resolve(userPool) : Promise.reject(new CognitoError('ResourceNotFoundException', `App Client ${id} not found`)),
    },
    messages: {
      deliver: (_ctx: Context, source: string, clientId: string | null, _poolId: string, _user: User, code: string, _metadata: unknown, destination: DeliveryDetails) => {
        if (options.refuseDelivery) return Promise.reject(new CognitoError('CodeDeliveryFailureException', 'refused'));
        delivered.push({ source, clientId, code, destination });
        return Promise.resolve();
      },
    },
    otp: options.otp ?? otp,
    triggers: { enabled: () => false },
  } as unknown as Services;
  const cognitoLocal: Router = (target) =>
    target === 'ConfirmSignUp' ? ConfirmSignUp(services) : () => Promise.reject(new UnsupportedError(`Unsupported x-amz-target header "${target}"`));
  const router = withPoolRules(cognitoLocal, services);
  const ctx: Context = { logger: pino({ enabled: false }) };
  return {
    delivered,
    stored: () => byName(EMAIL),
    resend: (username: string, clientId = CLIENT_ID) => router('ResendConfirmationCode')(ctx, { ClientId: clientId, Username: username }),
    confirm: (code: string) => router('ConfirmSignUp')(ctx, { ClientId: CLIENT_ID, Username: EMAIL, ConfirmationCode: code }),
  };
}

const codes = (...values: string[]) => {
  const queue = [...values];
  return () => queue.shift() ?? 'no more codes';
};

describe('ResendConfirmationCode in the local pool', () => {
  it('sends an unconfirmed user a new code with the ResendCode source; only the new code confirms', async () => {
    const pool = localPool({ user: newUser('UNCONFIRMED', '111111'), otp: codes('222222') });

    await expect(pool.resend(EMAIL)).resolves.toEqual({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 's***@e***' } });
    expect(pool.delivered).toEqual([
      { source: 'ResendCode', clientId: CLIENT_ID, code: '222222', destination: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: EMAIL } },
    ]);
    expect(pool.stored()?.ConfirmationCode).toBe('222222');

    await expect(pool.confirm('111111')).rejects.toMatchObject({ code: 'CodeMismatchException' });
    await expect(pool.confirm('222222')).resolves.toEqual({});
    expect(pool.stored()?.UserStatus).toBe('CONFIRMED');
  });

  it('makes the code cognito-local’s CODE fixes, as its SignUp does', async () => {
    const before = process.env.CODE;
    process.env.CODE = '424242';
    try {
      const pool = localPool({ user: newUser('UNCONFIRMED', '111111') });
      await pool.resend(EMAIL);
      expect(pool.delivered.map((delivery) => delivery.code)).toEqual(['424242']);
    } finally {
      if (before === undefined) delete process.env.CODE;
      else process.env.CODE = before;
    }
  });

  it('keeps the old code when the e-mail is refused', async () => {
    const pool = localPool({ user: newUser('UNCONFIRMED', '111111'), otp: codes('222222'), refuseDelivery: true });
    await expect(pool.resend(EMAIL)).rejects.toMatchObject({ code: 'CodeDeliveryFailureException' });
    expect(pool.stored()?.ConfirmationCode).toBe('111111');
  });

  it('refuses a confirmed user with Cognito’s words, and an invited one, sending nothing', async () => {
    const confirmed = localPool({ user: newUser('CONFIRMED'), otp: codes('222222') });
    await expect(confirmed.resend(EMAIL)).rejects.toMatchObject({ code: 'InvalidParameterException', message: 'User is already confirmed.' });
    const invited = localPool({ user: newUser('FORCE_CHANGE_PASSWORD'), otp: codes('222222') });
    await expect(invited.resend(EMAIL)).rejects.toMatchObject({ code: 'InvalidParameterException' });
    expect([...confirmed.delivered, ...invited.delivered]).toEqual([]);
    expect(invited.stored()?.ConfirmationCode).toBeUndefined();
  });

  it('answers an unknown user as if a code was sent when the client hides existence, else UserNotFoundException', async () => {
    const hiding = localPool({});
    await expect(hiding.resend('nobody@example.test')).resolves.toEqual({
      CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@e***' },
    });
    expect(hiding.delivered).toEqual([]);
    await expect(localPool({ preventExistenceErrors: false }).resend('nobody@example.test')).rejects.toMatchObject({ code: 'UserNotFoundException' });
    await expect(hiding.resend(EMAIL, 'other-client')).rejects.toMatchObject({ code: 'ResourceNotFoundException' });
  });
});
