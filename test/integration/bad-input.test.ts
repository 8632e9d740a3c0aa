/**
 * The bad-input sweep, generated from the route table and the request schemas: for every route with
 * path parameters, a query or a body, each part is spoiled one way at a time (malformed JSON, wrong
 * types, missing and extra fields, 10 000-character strings, lone surrogates, NUL and control
 * characters, bad limits and cursors) and sent by a caller allowed to use the route. Every spoiled
 * request must answer 400 with a `{ message }` sentence, and the sweep as a whole must write nothing.
 */
import type * as z from 'zod/mini';
import type { RouteDefinition } from '../../shared/core/route-definition';
import { routes as routeTable } from '../../shared/routes';
import type { Case } from '../../shared/cases/types';
import type { OrgSummary } from '../../shared/orgs/types';
import type { User } from '../../shared/users/types';
import { type ApiResponse, type ListBody, api, walkPages } from './support/api';
import { findIdentity } from './support/cognito';
import { type PrincipalName, type World, createWorld, homeOf, orgSummary, tokenOf, uniqueId } from './support/principals';
import { type RequestParts, pathParameterNames, sampleFor, sampleParts, toRequest, withCaseEmails, withCaseMessages, withClientActivity, withDocuments } from './support/route-samples';

jest.setTimeout(90_000);

const routes: readonly RouteDefinition[] = routeTable;
const LONG = 'x'.repeat(10_000);

interface SweepContext {
  world: World;
  caller: PrincipalName;
}

interface BadInput {
  name: string;
  route: RouteDefinition;
  /** A field the message must name; undefined when the whole body is wrong. */
  field?: string;
  /** The exact message, where one is known. */
  message?: string;
  spoil: (parts: RequestParts, context: SweepContext) => RequestParts | Promise<RequestParts>;
}

/** Client routes are swept as client A, the others as org 1's admin: callers the route lets through. */
const callerOf = (route: RouteDefinition): PrincipalName => (route.access === 'client' ? 'clientA' : 'adminOrg1');

function paramInputs(route: RouteDefinition): BadInput[] {
  // A lone surrogate cannot travel in a path: it has no UTF-8 form to percent-encode.
  const values: [string, string][] = [
    ['of 10 000 characters', LONG],
    ['with a NUL character', 'ab\u0000cd'],
    ['with a control character', 'ab\u0007cd'],
    ['blank', '   '],
  ];
  return pathParameterNames(route.path).flatMap((param) =>
    values.map(([how, value]) => ({
      name: `${route.id}: path parameter ${param} ${how}`,
      route,
      field: param,
      spoil: (parts: RequestParts) => ({ ...parts, params: { ...parts.params, [param]: value } }),
    })),
  );
}

/** A cursor the route really issued to the caller, with one byte of its sealed content changed. */
async function tamperedCursor(route: RouteDefinition, parts: RequestParts, context: SweepContext): Promise<string> {
  const first = toRequest(route, { ...parts, query: 'limit=1' });
  const response = await api<ListBody<unknown>>(first.path, { token: tokenOf(context.world, context.caller) });
  const cursor = response.body.nextCursor;
  if (!cursor) throw new Error(`${route.id} gave no cursor to tamper with (${response.status}: ${response.text})`);
  const bytes = Buffer.from(cursor, 'base64url');
  const middle = Math.floor(bytes.length / 2);
  bytes[middle] = (bytes[middle] ?? 0) ^ 0x01;
  return bytes.toString('base64url');
}

function queryInputs(route: RouteDefinition, schema: z.ZodMiniObject): BadInput[] {
  const raw = (name: string, field: string, query: (parts: RequestParts) => string): BadInput => ({
    name: `${route.id}: query ${name}`,
    route,
    field,
    spoil: (parts) => ({ ...parts, query: query(parts) }),
  });
  const perField = Object.keys(schema.shape).flatMap((key) => [
    raw(`${key} of 10 000 characters`, key, () => `${key}=${LONG}`),
    raw(`${key} with a NUL character`, key, () => `${key}=ab%00cd`),
    raw(`${key} with a lone surrogate`, key, () => `${key}=ab%ED%A0%80cd`),
    raw(`${key} empty`, key, () => `${key}=`),
    raw(`${key} given twice`, key, () => `${key}=1&${key}=2`),
  ]);
  const limits = 'limit' in schema.shape ? ['0', '101', 'abc', '-1', '1.5'].map((limit) => raw(`limit=${limit}`, 'limit', () => `limit=${limit}`)) : [];
  const cursors: BadInput[] =
    'cursor' in schema.shape
      ? [
          raw('cursor that is not one', 'cursor', () => 'cursor=not-a-cursor'),
          {
            name: `${route.id}: query cursor tampered with`,
            route,
            field: 'cursor',
            spoil: async (parts, context) => ({ ...parts, query: `cursor=${await tamperedCursor(route, parts, context)}` }),
          },
        ]
      : [];
  return [
    ...perField,
    ...limits,
    ...cursors,
    raw('with an unknown parameter orgId', 'orgId', () => 'orgId=another-org'),
    // A name of Object.prototype is a field like any other.
    raw('with an unknown parameter __proto__', '__proto__', () => '__proto__=x'),
  ];
}

function bodyInputs(route: RouteDefinition, schema: z.ZodMiniObject): BadInput[] {
  const whole = (name: string, body: string | undefined, message?: string): BadInput => ({
    name: `${route.id}: body ${name}`,
    route,
    message,
    spoil: (parts) => ({ ...parts, body }),
  });
  const withField = (name: string, field: string, change: (body: Record<string, unknown>) => void): BadInput => ({
    name: `${route.id}: body ${name}`,
    route,
    field,
    spoil: (parts) => {
      const body = JSON.parse(parts.body ?? '{}') as Record<string, unknown>;
      change(body);
      return { ...parts, body: JSON.stringify(body) };
    },
  });
  const wrongValues: [string, unknown][] = [
    ['a number', 12345],
    ['null', null],
    ['a boolean', true],
    ['an array', ['x']],
    ['an object', { value: 'x' }],
    ['10 000 characters long', LONG],
    // JSON.stringify writes a lone surrogate as the escape \ud800: what a careless client would send.
    ['text with a lone surrogate', 'Ab\ud800cd'],
    ['text with a NUL character', 'Ab\u0000cd'],
  ];
  const perField = Object.entries(schema.shape as Record<string, z.ZodMiniType>).flatMap(([key, fieldSchema]) => [
    // A value the field takes (a boolean for a switch) is no bad input for it.
    ...wrongValues
      .filter(([, value]) => !fieldSchema.safeParse(value).success)
      .map(([how, value]) => withField(`${key} is ${how}`, key, (body) => (body[key] = value))),
    ...(fieldSchema.safeParse(undefined).success ? [] : [withField(`${key} is missing`, key, (body) => delete body[key])]),
    ...(fieldSchema.safeParse('   ').success ? [] : [withField(`${key} is blank`, key, (body) => (body[key] = '   '))]),
  ]);
  return [
    whole('is malformed JSON', '{"name": ', 'Request body must be valid JSON'),
    // A route whose body is optional (every field of it optional too) takes none, and `{}`: no bad input for it.
    ...(route.body?.safeParse(undefined).success ? [] : [whole('is absent', undefined, 'Request body must be a JSON object')]),
    whole('is a JSON array', '[]', 'Request body must be a JSON object'),
    whole('is JSON null', 'null', 'Request body must be a JSON object'),
    whole('is a JSON number', '42', 'Request body must be a JSON object'),
    whole('is a JSON string', '"text"', 'Request body must be a JSON object'),
    ...(schema.safeParse({}).success ? [] : [whole('is an empty object', '{}')]),
    ...perField,
    withField('has the server-owned field orgId', 'orgId', (body) => (body.orgId = 'another-org')),
    withField('has an unknown field', 'isAdmin', (body) => (body.isAdmin = true)),
    {
      // Written into the text: assigning `__proto__` to an object would set its prototype, not a field.
      name: `${route.id}: body has a field __proto__`,
      route,
      field: '__proto__',
      spoil: (parts) => ({ ...parts, body: (parts.body ?? '{}').replace(/^\s*\{/, '{"__proto__": {"isAdmin": true},').replace(/,\s*\}$/, '}') }),
    },
  ];
}

const badInputs: BadInput[] = routes.flatMap((route) => {
  const sample = sampleFor(route.id);
  return [
    ...paramInputs(route),
    ...(sample.query ? queryInputs(route, sample.query.schema) : []),
    ...(sample.body ? bodyInputs(route, sample.body.schema) : []),
  ];
});

/**
 * A message a person can read: one line, words, no stack trace, no validator jargon, no echo of the
 * input. It ends with a letter or digit, or with the name of the field it refuses (`Unknown field: __proto__`).
 */
function expectSentence(message: unknown, field?: string): void {
  expect(typeof message).toBe('string');
  const text = message as string;
  expect(text).toMatch(/^[A-Za-z][^\n]*$/);
  if (!(field !== undefined && text.endsWith(`: ${field}`))) expect(text).toMatch(/[a-z0-9]$/i);
  expect(text).toContain(' ');
  expect(text.length).toBeLessThanOrEqual(200);
  expect(text).not.toMatch(/\bat .+:\d+|Error:|\{|\[/);
  expect(text).not.toMatch(/Invalid input|expected \w+, received/);
}

interface Snapshot {
  org1: OrgSummary;
  org2: OrgSummary;
  casesOfOrg1: Case[];
  clientsOfOrg1: User[];
  casesOfA: Case[];
  casesOfOrg2: Case[];
}

async function snapshot(world: World): Promise<Snapshot> {
  const admin1 = world.org1.admin.tokens.accessToken;
  return {
    org1: await orgSummary(world.org1.admin),
    org2: await orgSummary(world.org2.admin),
    casesOfOrg1: (await walkPages<Case>('/v1/admin/cases', admin1, 100)).items,
    clientsOfOrg1: (await walkPages<User>('/v1/admin/users', admin1, 100)).items,
    casesOfA: (await walkPages<Case>(`/v1/clients/${world.org1.clientA.userId}/cases`, world.org1.clientA.tokens.accessToken, 100)).items,
    casesOfOrg2: (await walkPages<Case>('/v1/admin/cases', world.org2.admin.tokens.accessToken, 100)).items,
  };
}

/** Requests of the sweep in flight at once, and the time its setup may take (every request of the sweep). */
const SWEEP_CONCURRENCY = 4;
const SWEEP_TIMEOUT_MS = 300_000;

describe('bad-input sweep (route table × request schemas)', () => {
  const unique = uniqueId('sweep');
  const answers = new Map<string, ApiResponse<Record<string, unknown>>>();
  let before: Snapshot;
  let after: Snapshot;
  let world: World;

  beforeAll(async () => {
    world = await createWorld('sweep');
    // A folder listing with two documents, so its cursor can be tampered with.
    await withDocuments(world, 2);
    await withCaseEmails(world, 2);
    // And a thread of two secure messages, for the same reason.
    await withCaseMessages(world, 2);
    // And two records in the client's part of the case's activity log.
    await withClientActivity(world, 2);
    before = await snapshot(world);
    // A few at once: the sweep grows with the route table (well over a thousand requests), and one
    // after the other it outlasted the hook's time on a busy machine. Each is refused, so none waits on another.
    for (let start = 0; start < badInputs.length; start += SWEEP_CONCURRENCY) {
      await Promise.all(
        badInputs.slice(start, start + SWEEP_CONCURRENCY).map(async (input) => {
          const caller = callerOf(input.route);
          const valid = sampleParts(input.route, { world, home: homeOf(world, caller), unique });
          const request = toRequest(input.route, await input.spoil(valid, { world, caller }));
          answers.set(input.name, await api(request.path, { method: request.method, token: tokenOf(world, caller), body: request.body }));
        }),
      );
    }
    after = await snapshot(world);
  }, SWEEP_TIMEOUT_MS);

  it.each(badInputs.map((input) => [input.name, input] as const))('refuses %s with 400 and a sentence', (name, input) => {
    const response = answers.get(name);

    expect({ status: response?.status, body: response?.body }).toMatchObject({ status: 400 });
    expect(Object.keys(response?.body ?? {})).toEqual(['message']);
    expectSentence(response?.body.message, input.field);
    if (input.field) expect(String(response?.body.message).toLowerCase()).toContain(input.field.toLowerCase());
    if (input.message) expect(response?.body.message).toBe(input.message);
  });

  it('leaves the org counters unchanged', () => {
    expect({ org1: after.org1, org2: after.org2 }).toEqual({ org1: before.org1, org2: before.org2 });
  });

  it('leaves the case lists and every listed case unchanged', () => {
    expect({ org1: after.casesOfOrg1, org2: after.casesOfOrg2, clientA: after.casesOfA }).toEqual({
      org1: before.casesOfOrg1,
      org2: before.casesOfOrg2,
      clientA: before.casesOfA,
    });
  });

  it('leaves the client list and every listed user unchanged', () => {
    expect(after.clientsOfOrg1).toEqual(before.clientsOfOrg1);
  });

  it('creates no sign-in for the e-mails of the refused user creations', async () => {
    const emails = ['createUser', 'ensureClient'].map(
      (routeId) => sampleFor(routeId).body?.valid({ world, home: homeOf(world, 'adminOrg1'), unique }).email as string,
    );

    const identities = await Promise.all(emails.map((email) => findIdentity(email)));

    expect(identities).toEqual([undefined, undefined]);
  });
});
