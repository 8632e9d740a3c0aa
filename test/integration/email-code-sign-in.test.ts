/**
 * Sign-in by e-mailed code (Cognito's choice-based sign-in: `InitiateAuth` with `USER_AUTH` and
 * `EMAIL_OTP`, then `RespondToAuthChallenge`) against the local stack's pool, with the code read from
 * the local inbox and the tokens used through the local gateway: a client reads their case; a staff
 * member's e-mail-code session is refused on every route a staff member may call (the admin area's
 * and the shared ones), their password session is not; a wrong, an over-tried and an expired code
 * are refused as Cognito refuses them. Sessions last EMAIL_CODE_SESSION_SECONDS in this run's stack.
 */
import {
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { type CaughtMail, readInbox, waitForMail } from '../../local';
import { COMMON, REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import { type RouteDefinition, buildPath } from '../../shared/core/route-definition';
import { routes as routeTable } from '../../shared/routes';
import type { Case } from '../../shared/cases/types';
import { api } from './support/api';
import { cognito } from './support/cognito';
import { type Person, createOrg, createPerson, openCase } from './support/principals';
import { stack } from './support/stack';
import { EMAIL_CODE_SESSION_SECONDS } from './support/tokens';

jest.setTimeout(90_000);

const routes: readonly RouteDefinition[] = routeTable;
/** Every route a staff member may call: the admin area's and the shared ones. */
const staffRoutes = routes.filter((route) => route.access === 'admin' || route.access === 'signedIn');
const STAFF_SIGN_IN_CODE = COMMON.STAFF_PASSWORD_SIGN_IN.code;

interface CodeRequest {
  answer: InitiateAuthCommandOutput;
  mail: CaughtMail;
  code: string;
  /** By when the session (and its code) is no longer accepted. */
  expiresAt: number;
}

/** Asks for a sign-in code as the web's "E-mail me a code" does, and reads it from the local inbox. */
async function requestCode(email: string): Promise<CodeRequest> {
  const before = new Set((await readInbox(stack(), { to: email })).map((mail) => mail.id));
  const answer = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_AUTH',
      ClientId: stack().userPoolEmailCodeClientId,
      AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'EMAIL_OTP' },
    }),
  );
  // The session was made before this answer came: it ends no later than its lifetime from now.
  const answeredAt = Date.now();
  const mail = await waitForMail(stack(), { to: email, where: (caught) => !before.has(caught.id) && /sign-in code/.test(caught.subject), timeoutMs: 20_000 });
  const code = /\b(\d{8})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 8-digit code in the e-mail to ${email}: ${mail.text}`);
  return { answer, mail, code, expiresAt: answeredAt + EMAIL_CODE_SESSION_SECONDS * 1000 };
}

function answerCode(email: string, session: string | undefined, code: string) {
  return cognito().send(
    new RespondToAuthChallengeCommand({
      ClientId: stack().userPoolEmailCodeClientId,
      ChallengeName: 'EMAIL_OTP',
      Session: session,
      ChallengeResponses: { USERNAME: email, EMAIL_OTP_CODE: code },
    }),
  );
}

/** Signs in with an e-mailed code: the access token. */
async function signInWithCode(email: string): Promise<string> {
  const { answer, code } = await requestCode(email);
  const { AuthenticationResult } = await answerCode(email, answer.Session, code);
  if (!AuthenticationResult?.AccessToken) throw new Error(`The code of ${email} gave no access token`);
  return AuthenticationResult.AccessToken;
}

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** Resolves once the clock has passed `time` (the condition itself: a session's end), looking every 100 ms. */
async function clockPasses(time: number): Promise<void> {
  while (Date.now() <= time) await new Promise((resolve) => setTimeout(resolve, 100));
}

let orgId: string;
let admin: Person;
let client: Person;
let item: Case;

beforeAll(async () => {
  orgId = await createOrg('email-codes');
  admin = await createPerson(orgId, 'admin', 'codes-admin');
  client = await createPerson(orgId, 'client', 'codes-client');
  item = await openCase(admin, client);
});

describe('a client signing in with an e-mailed code', () => {
  it('gets the code in the local inbox, answers it with tokens of the e-mail-code app client, and reads their case', async () => {
    const { answer, mail, code } = await requestCode(client.email);

    expect(answer.ChallengeName).toBe('EMAIL_OTP');
    expect(answer.Session).toEqual(expect.any(String));
    expect(answer.ChallengeParameters).toEqual({ CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL', CODE_DELIVERY_DESTINATION: `${client.email.charAt(0)}***@e***` });
    expect(mail.subject).toBe('email-codes Immigration Law: your sign-in code');

    const { AuthenticationResult } = await answerCode(client.email, answer.Session, code);
    const accessToken = AuthenticationResult?.AccessToken ?? '';
    expect(claimsOf(accessToken)).toMatchObject({ client_id: stack().userPoolEmailCodeClientId, sub: client.userId, token_use: 'access' });

    const response = await api<{ Item: Case }>(`/v1/clients/${client.userId}/cases/${item.caseId}`, { token: accessToken });
    expect(response.status).toBe(200);
    expect(response.body.Item.caseId).toBe(item.caseId);
  });
});

describe("a staff member's e-mail-code session", () => {
  let codeToken: string;
  beforeAll(async () => {
    codeToken = await signInWithCode(admin.email);
  });

  it.each(staffRoutes.map((route) => [`${route.id} (${route.method} ${route.path})`, route] as const))(
    'is refused %s with 403 and the staff-password refusal',
    async (_name, route) => {
      const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => [name, name === 'userId' ? admin.userId : name === 'orgId' ? orgId : 'x']));
      const response = await api(buildPath(route.path, params), { method: route.method, token: codeToken });
      expect(response.status).toBe(403);
      expect(response.headers.get(REFUSAL_CODE_HEADER)).toBe(STAFF_SIGN_IN_CODE);
    },
  );

  it('leaves their password session alone: their own record and the admin area answer it', async () => {
    const own = await api(`/v1/clients/${admin.userId}`, { token: admin.tokens.accessToken });
    const cases = await api('/v1/admin/cases', { token: admin.tokens.accessToken });
    expect([own.status, cases.status]).toEqual([200, 200]);
  });
});

describe('codes Cognito refuses', () => {
  it('refuses a wrong code with CodeMismatchException and takes the right one next, in the same session', async () => {
    const { answer, code } = await requestCode(client.email);
    const wrong = code === '00000000' ? '11111111' : '00000000';

    await expect(answerCode(client.email, answer.Session, wrong)).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await expect(answerCode(client.email, answer.Session, code)).resolves.toHaveProperty('AuthenticationResult.AccessToken');
  });

  it('ends the session at the third wrong code: then the right one is refused with NotAuthorizedException', async () => {
    const { answer, code } = await requestCode(client.email);
    const wrong = code === '00000000' ? '11111111' : '00000000';

    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(answerCode(client.email, answer.Session, wrong)).rejects.toMatchObject({ name: 'CodeMismatchException' });
    }
    await expect(answerCode(client.email, answer.Session, code)).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid session for the user.' });
  });

  it('refuses the right code once its session has expired, with NotAuthorizedException', async () => {
    const { answer, code, expiresAt } = await requestCode(client.email);

    await clockPasses(expiresAt);

    await expect(answerCode(client.email, answer.Session, code)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it('refuses USER_AUTH on the password app client, which does not allow it, sending nothing', async () => {
    const before = (await readInbox(stack(), { to: client.email })).length;
    await expect(
      cognito().send(
        new InitiateAuthCommand({ AuthFlow: 'USER_AUTH', ClientId: stack().userPoolClientId, AuthParameters: { USERNAME: client.email, PREFERRED_CHALLENGE: 'EMAIL_OTP' } }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidParameterException' });
    expect(await readInbox(stack(), { to: client.email })).toHaveLength(before);
  });
});
