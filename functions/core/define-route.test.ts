import * as z from 'zod/mini';
import { defineRoute } from './define-route';
import { ConflictError } from './errors';
import { ok } from './http';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import { useHarness } from '../../test/unit/support/harness';
import { callRoute, lambdaContext, routeEvent, testRoute } from '../../test/unit/support/route-event';
import { adminOfOrg, clientOfOrg, inactiveClient, unregisteredUserId } from '../../test/unit/support/users';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { NOT_FOUND } from '../../shared/core/refusals';
import { refusal } from './errors';

const harness = useHarness();

const echo = defineRoute(
  testRoute({
    access: 'admin',
    path: '/v1/test/{caseId}',
    body: z.strictObject({ caseName: z.string().check(z.minLength(1, 'Case name is required'), z.maxLength(200)) }),
  }),
  async ({ caller, params, body }) => ok({ caller: caller.userId, params, body }),
);

const clientsOnly = defineRoute(testRoute({ access: 'client' }), async ({ caller }) => ok({ caller: caller.userId }));

const failing = defineRoute(testRoute({ access: 'public' }), async () => {
  throw new ConflictError('Case number already exists');
});

const crashing = defineRoute(testRoute({ access: 'public' }), async () => {
  throw new Error('secret internals');
});

const callEcho = (body: unknown, as: { userId: string } = adminOfOrg) =>
  callRoute(echo, { pathParameters: { caseId: 'c1' }, body, as });

describe('defineRoute', () => {
  it('hands the validated input to the handler', async () => {
    const { status, body } = await callEcho({ caseName: 'Visa' });
    expect(status).toBe(200);
    expect(body).toEqual({ caller: adminOfOrg.userId, params: { caseId: 'c1' }, body: { caseName: 'Visa' } });
  });

  it('reads a base64-encoded body', async () => {
    const event = routeEvent({
      pathParameters: { caseId: 'c1' },
      body: Buffer.from(JSON.stringify({ caseName: 'Visa' })).toString('base64'),
      claims: { sub: adminOfOrg.userId, token_use: 'access' },
    });
    const response = await echo({ ...event, isBase64Encoded: true }, lambdaContext);
    expect(JSON.parse(response.body ?? '{}').body).toEqual({ caseName: 'Visa' });
  });

  it('answers malformed JSON with 400 and a sentence', async () => {
    const { status, body } = await callEcho('{"caseName":');
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Request body must be valid JSON' });
  });

  it('answers a body that is not an object with 400 saying what it must be', async () => {
    const { status, body } = await callEcho([{ caseName: 'Visa' }]);
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Request body must be a JSON object' });
  });

  it('answers a missing field with 400 naming the field', async () => {
    const { status, body } = await callEcho({ caseName: '' });
    expect(status).toBe(400);
    expect(body.message).toBe('caseName: Case name is required');
  });

  it("answers a schema rule whose message is a refusal the route declares with that refusal's code", async () => {
    const LANGUAGE = { kind: 'invalid', code: 'language-not-offered', message: 'Language must be one of en, fr' } as const;
    const chooser = defineRoute(
      testRoute({ access: 'admin', errors: [LANGUAGE], body: z.strictObject({ language: z.enum(['en', 'fr'], { error: LANGUAGE.message }) }) }),
      async ({ body }) => ok(body),
    );
    const refused = await callRoute(chooser, { body: { language: 'de' }, as: adminOfOrg });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('language: Language must be one of en, fr');
    expect(refused.headers?.[REFUSAL_CODE_HEADER]).toBe('language-not-offered');
    expect((await callEcho({ caseName: '' })).headers?.[REFUSAL_CODE_HEADER]).toBeUndefined();
  });

  it('answers an unknown field with 400 (no mass assignment)', async () => {
    const { status, body } = await callEcho({ caseName: 'Visa', orgId: 'org-2' });
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown field: orgId');
  });

  it('refuses a client on an admin route with 403 before reading the input', async () => {
    const { status, body } = await callEcho('{"caseName":', clientOfOrg);
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Forbidden' });
  });

  it('refuses an admin on a client route with 403', async () => {
    const { status } = await callRoute(clientsOnly, { as: adminOfOrg });
    expect(status).toBe(403);
  });

  it('turns a typed error into its status and message', async () => {
    const { status, body } = await callRoute(failing);
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'Case number already exists' });
  });

  it('answers an unexpected error with a generic 500', async () => {
    const { status, body } = await callRoute(crashing);
    expect(status).toBe(500);
    expect(body).toEqual({ message: 'Internal Server Error' });
  });
});

describe('defineRoute with a read ahead', () => {
  const routeOf = (access: 'admin' | 'client') => testRoute({ access, path: '/v1/test/{caseId}' });
  /** Longer than any id the path schema accepts. */
  const invalidId = 'c'.repeat(1000);
  /** A route that reads ahead by `read` and answers what was read. */
  const reading = (access: 'admin' | 'client', read: (input: { params: { caseId: string }; userId: string }) => Promise<unknown>) =>
    defineRoute(routeOf(access), { readAhead: read }, async ({ caller, ahead }) => ok({ caller: caller.userId, ahead }));

  it("hands the read's result to the answer, read from the valid path and the token's user", async () => {
    const read = jest.fn(async ({ params, userId }: { params: { caseId: string }; userId: string }) => ({ caseId: params.caseId, for: userId }));
    const { status, body } = await callRoute(reading('client', read), { pathParameters: { caseId: 'c1' }, as: clientOfOrg });
    expect(status).toBe(200);
    expect(body).toEqual({ caller: clientOfOrg.userId, ahead: { caseId: 'c1', for: clientOfOrg.userId } });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("starts the read before the caller's record has arrived", async () => {
    const steps: string[] = [];
    harness.dynamo.on(GetCommand).callsFake(async (input: { Key: { PK: string; SK: string } }) => {
      steps.push('caller read sent');
      await new Promise((resolve) => setImmediate(resolve));
      steps.push('caller read answered');
      return { Item: harness.table.get(input.Key) };
    });
    const read = async () => {
      steps.push('read ahead started');
      return 'read';
    };
    const { status, body } = await callRoute(reading('client', read), { pathParameters: { caseId: 'c1' }, as: clientOfOrg });
    expect(status).toBe(200);
    expect(body.ahead).toBe('read');
    expect(steps.indexOf('read ahead started')).toBeLessThan(steps.indexOf('caller read answered'));
  });

  it("answers the caller's own refusal, never the read's, when the caller is not authorized", async () => {
    const notFound = () => Promise.reject(refusal(NOT_FOUND.CASE));
    expect((await callRoute(reading('admin', notFound), { pathParameters: { caseId: 'c1' }, as: clientOfOrg })).status).toBe(403);
    expect((await callRoute(reading('client', notFound), { pathParameters: { caseId: 'c1' }, as: inactiveClient })).status).toBe(403);
    expect((await callRoute(reading('client', notFound), { pathParameters: { caseId: 'c1' }, as: { userId: unregisteredUserId } })).status).toBe(403);
    expect((await callRoute(reading('client', notFound), { pathParameters: { caseId: 'c1' } })).status).toBe(401);
    // Once the caller is authorized, the read's refusal is the answer.
    expect((await callRoute(reading('client', notFound), { pathParameters: { caseId: 'c1' }, as: clientOfOrg })).status).toBe(404);
  });

  it('reads nothing ahead of an invalid path, which is refused after the caller is authorized', async () => {
    const read = jest.fn(async () => 'read');
    expect((await callRoute(reading('admin', read), { pathParameters: { caseId: invalidId }, as: clientOfOrg })).status).toBe(403);
    const { status, body } = await callRoute(reading('client', read), { pathParameters: { caseId: invalidId }, as: clientOfOrg });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^caseId: /);
    expect(read).not.toHaveBeenCalled();
  });

  it('is refused on a public route, which has no caller to read ahead of', () => {
    expect(() => defineRoute(testRoute({ access: 'public' }), { readAhead: async () => 'read' }, async () => ok({}))).toThrow(/cannot read ahead/);
  });
});
