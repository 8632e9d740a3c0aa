/**
 * Every route of the table × every kind of caller, through the local gateway with real tokens. The
 * expected answer of each cell comes from one rule (the authorization model of the architecture),
 * and no cell may leak: a refusal says `{ message }` and nothing else, and whatever a caller who
 * does not own org 1's objects receives holds none of them.
 */
import path from 'node:path';
import type { RouteDefinition } from '../../shared/core/route-definition';
import { routes as routeTable } from '../../shared/routes';
import { api } from './support/api';
import {
  PRINCIPAL_NAMES,
  PRINCIPAL_TRAITS,
  type PrincipalName,
  type PrincipalTraits,
  type World,
  createWorld,
  homeOf,
  tokenOf,
  uniqueId,
} from './support/principals';
import { pathParameterNames, preparedParts, routeSamples, sampleFor, toRequest } from './support/route-samples';

jest.setTimeout(60_000);

const routes: readonly RouteDefinition[] = routeTable;

interface Expected {
  status: number;
  message?: string | RegExp;
}

/** The route's declared success (a POST that makes nothing, like staff's download links, answers 200). */
function successStatus(route: RouteDefinition): number {
  const declared: readonly number[] = route.answer.statuses;
  if (route.method === 'POST' && declared.includes(201)) return 201;
  return declared[0] ?? 200;
}

/** The authorization model, as one rule over the route's access and the caller. */
function expectedAnswer(route: RouteDefinition, caller: PrincipalTraits): Expected {
  if (route.access === 'public') return { status: successStatus(route) };
  // The HTTP API's JWT authorizer: no token, an expired one, or one the pool did not sign.
  if (caller.credential === 'none' || caller.credential === 'expired' || caller.credential === 'foreignKey') {
    return { status: 401, message: 'Unauthorized' };
  }
  // The authorizer lets ID tokens through, as in AWS; the handlers take access tokens only.
  if (caller.credential === 'idToken') return { status: 401, message: 'Unauthorized' };
  if (!caller.registered) return { status: 403, message: 'Account is not registered with the portal' };
  if (!caller.active) return { status: 403, message: 'Account is inactive' };
  if (route.access !== 'signedIn' && route.access !== caller.userType) {
    // A route whose objects are staff's alone tells a client nothing exists, as it tells another firm.
    return route.otherRoleRefusal ? { status: 404, message: route.otherRoleRefusal.message } : { status: 403, message: 'Forbidden' };
  }
  // Another org's, or another client's, object answers as if it did not exist — unless the path's ids
  // name the caller's own (a firm's template id: each firm has its own of every id).
  if (pathParameterNames(route.path).length > 0 && !caller.ownsTarget && !sampleFor(route.id).pathNamesCallersOwn) return { status: 404, message: /not found$/ };
  return { status: successStatus(route) };
}

const cells = routes.flatMap((route) =>
  PRINCIPAL_NAMES.map((principal) => {
    const expected = expectedAnswer(route, PRINCIPAL_TRAITS[principal]);
    return { name: `${route.id} (${route.method} ${route.path}) answers ${principal} with ${expected.status}`, route, principal, expected };
  }),
);

/** What org 1 holds that no caller but its own admin and client A may ever see. */
function secretsOfOrg1(world: World): string[] {
  const { orgId, clientA, casesOfA } = world.org1;
  return [orgId, clientA.userId, clientA.email, ...casesOfA.flatMap((item) => [item.caseId, item.caseNumber, item.caseFolderId])];
}

const OWNERS: readonly PrincipalName[] = ['clientA', 'adminOrg1'];

let world: World;

beforeAll(async () => {
  world = await createWorld('matrix');
});

describe('authorization matrix (route table × callers)', () => {
  let secrets: string[];

  beforeAll(() => {
    secrets = secretsOfOrg1(world);
  });

  it.each(cells)('$name', async ({ route, principal, expected }) => {
    const token = tokenOf(world, principal);
    const request = toRequest(route, await preparedParts(route, { world, home: homeOf(world, principal), unique: uniqueId(principal) }, token));

    const response = await api<Record<string, unknown>>(request.path, { method: request.method, token, body: request.body, headers: request.headers });

    expect({ status: response.status, body: response.body }).toMatchObject({ status: expected.status });
    if (expected.status >= 400) {
      expect(Object.keys(response.body)).toEqual(['message']);
      if (expected.message) expect(response.body.message).toMatch(expected.message);
    }
    if (!OWNERS.includes(principal)) {
      for (const secret of secrets) expect(response.text).not.toContain(secret);
    }
  });
});

describe('route samples of the matrix and the sweep', () => {
  it('has a sample request for every route of the table', () => {
    const missing = routes.filter((route) => !Object.hasOwn(routeSamples, route.id)).map((route) => route.id);

    expect(missing).toEqual([]);
  });

  it('has no sample for a route the table does not have', () => {
    const known = new Set<string>(routes.map((route) => route.id));

    expect(Object.keys(routeSamples).filter((id) => !known.has(id))).toEqual([]);
  });

  it.each(routes.map((route) => [route.id, route] as const))('gives %s exactly the path parameters of its path', (_id, route) => {
    const params = sampleFor(route.id).params?.(world) ?? {};

    expect(Object.keys(params).sort()).toEqual(pathParameterNames(route.path).sort());
  });

  it.each(routes.filter((route) => route.method === 'POST' || route.method === 'PATCH').map((route) => [route.id, route] as const))(
    'gives %s a valid body that names every field of its schema',
    async (_id, route) => {
      const body = sampleFor(route.id).body;
      // A route that takes no body (its handler declares none) has no sample body either.
      const { handler } = (await import(path.join(process.cwd(), route.handler))) as { handler: { contract: { body?: unknown } } };
      if (handler.contract.body === undefined) {
        expect(body).toBeUndefined();
        return;
      }
      const valid = body?.valid({ world, home: homeOf(world, 'adminOrg1'), unique: uniqueId('sample') });

      expect(body?.schema.safeParse(valid).success).toBe(true);
      expect(Object.keys(valid ?? {}).sort()).toEqual(Object.keys(body?.schema.shape ?? { none: true }).sort());
    },
  );

  it.each(routes.filter((route) => route.uses?.includes('cursors')).map((route) => [route.id, route] as const))(
    'gives the list route %s its query schema',
    (_id, route) => {
      const query = sampleFor(route.id).query;

      expect(query?.schema.safeParse(query.valid()).success).toBe(true);
    },
  );
});
