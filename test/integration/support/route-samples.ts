/**
 * One sample request per route of the table, keyed by route id: the path parameters that address
 * org 1's objects (client A's, where the route is a client's), and the query and body schemas with a
 * valid value. The authorization matrix and the bad-input sweep are generated from the route table
 * plus this table, so a route without an entry here fails them the day it is added.
 */
import type { z } from 'zod';
import {
  createCaseBody,
  createUserBody,
  ensureClientBody,
  paginationQuery,
  updateCaseBody,
  updateUserBody,
} from '../../../shared/api-schemas';
import { type RouteDefinition, type RouteId, buildPath } from '../../../shared/routes';
import { type Person, type World, newCaseBody } from './principals';

export interface SampleInput {
  world: World;
  /** The org the caller acts in, for routes that work on "the caller's org" (a new case, a new user). */
  home: { orgId: string; admin: Person; client: Person };
  /** Unique to the request: for case numbers and new e-mails. */
  unique: string;
}

export interface RouteSample {
  /** The path parameters, addressing org 1's objects (client A's for a client's route). */
  params?: (world: World) => Record<string, string>;
  /** The query schema of the handler and a valid query. */
  query?: { schema: z.ZodObject; valid: () => Record<string, string> };
  /** The body schema of the handler and a valid body that names every field of the schema. */
  body?: { schema: z.ZodObject; valid: (input: SampleInput) => Record<string, unknown> };
}

const pagination = { schema: paginationQuery, valid: () => ({ limit: '5' }) };
const firstCaseOfA = (world: World) => world.org1.casesOfA[0];

export const routeSamples: Record<RouteId, RouteSample> = {
  getUser: { params: (world) => ({ userId: world.org1.clientA.userId }) },
  syncUserEmail: { params: (world) => ({ userId: world.org1.clientA.userId }) },
  listClientCases: { params: (world) => ({ userId: world.org1.clientA.userId }), query: pagination },
  getClientCase: { params: (world) => ({ clientId: world.org1.clientA.userId, caseId: firstCaseOfA(world).caseId }) },
  listAdminCases: { query: pagination },
  getAdminCase: { params: (world) => ({ caseId: firstCaseOfA(world).caseId }) },
  createCase: {
    body: {
      schema: createCaseBody,
      valid: ({ home, unique }) => newCaseBody(home.client, { caseNumber: `IMM-${unique}` }),
    },
  },
  updateCase: {
    params: (world) => ({ orgId: world.org1.orgId, caseId: firstCaseOfA(world).caseId }),
    body: {
      schema: updateCaseBody,
      valid: ({ unique }) => ({
        caseName: 'Work Permit Renewal',
        caseNumber: `IMM-${unique}`,
        category: 'Permis de travail',
        description: 'Renewal filed before the permit expires.',
        status: 'in-progress',
        clientName: 'Client A Tester',
      }),
    },
  },
  createUser: {
    body: {
      schema: createUserBody,
      valid: ({ unique }) => ({ name: 'Nadia New', email: `new-user-${unique}@example.test`, phone: '+1 514 555 0177', status: 'active' }),
    },
  },
  ensureClient: {
    body: { schema: ensureClientBody, valid: ({ unique }) => ({ email: `ensured-${unique}@example.test`, name: 'Ed Ensured' }) },
  },
  listAdminUsers: { query: pagination },
  updateUser: {
    params: (world) => ({ userId: world.org1.clientA.userId }),
    body: {
      schema: updateUserBody,
      // Same e-mail and an active status: client A keeps signing in and acting in the other tests.
      valid: ({ world }) => ({ name: world.org1.clientA.name, email: world.org1.clientA.email, phone: '+1 514 555 0188', status: 'active' }),
    },
  },
  listUserCases: { params: (world) => ({ userId: world.org1.clientA.userId }), query: pagination },
  getOrg: { params: (world) => ({ orgId: world.org1.orgId }) },
};

/** The sample of a route; throws (failing the test) when the route has none. */
export function sampleFor(routeId: string): RouteSample {
  const sample = (routeSamples as Partial<Record<string, RouteSample>>)[routeId];
  if (!sample) throw new Error(`Route ${routeId} has no sample request: add one to test/integration/support/route-samples.ts`);
  return sample;
}

/** `{userId}` and the like, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** A request in its three parts, ready to be spoiled one part at a time. */
export interface RequestParts {
  params: Record<string, string>;
  /** Without the `?`; '' for none. */
  query: string;
  /** JSON text; undefined sends no body. */
  body: string | undefined;
}

export function sampleParts(route: RouteDefinition, input: SampleInput): RequestParts {
  const sample = sampleFor(route.id);
  const body = sample.body?.valid(input);
  return {
    params: sample.params?.(input.world) ?? {},
    query: sample.query ? new URLSearchParams(sample.query.valid()).toString() : '',
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

export interface RouteRequest {
  method: string;
  path: string;
  body: string | undefined;
}

export function toRequest(route: RouteDefinition, parts: RequestParts): RouteRequest {
  const path = buildPath(route.path, parts.params);
  return { method: route.method, path: parts.query ? `${path}?${parts.query}` : path, body: parts.body };
}
