/**
 * One sample API Gateway HTTP API (payload 2.0) event per route, `events/<routeId>.json`, generated
 * from the route table and each handler's schemas and built by the local gateway's own event builder
 * (local/http-api-event.ts), so `npm run invoke` feeds a handler exactly what API Gateway would.
 *
 * Path parameters that depend on who calls are placeholders that `npm run invoke` fills for the
 * `--as` user: `<self>` (their sub), `<org>` (their org), `<client>` (a client of their org) and
 * `<case>` (a case they may see). The events carry no JWT claims: invoke adds real ones.
 * Everything else is fixed (time, request id, trace id), so regenerating gives the same files and
 * a test can tell a stale one.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { type HttpApiEvent, NEW_PACKAGE, buildHttpApiEvent } from '../../local';
import { PACKAGE_WORKER } from '../../shared/packages/worker';
import { type RouteDefinition, buildPath, routeKey } from '../../shared/core/route-definition';
import { routeContract } from './route-contracts';
import { describeObject } from './schema-fields';

export const EVENTS_DIR = 'events';

/** Placeholders of path parameters, filled by `npm run invoke` for the calling user. */
export const PLACEHOLDERS = {
  self: '<self>',
  org: '<org>',
  client: '<client>',
  case: '<case>',
} as const;

/** A fixed moment, so the generated files are stable. */
export const SAMPLE_EVENT_TIME = new Date('2025-01-15T09:30:00.000Z');

/**
 * The sample events of the functions the portal invokes itself (not routes): `events/<name>.json`.
 * The packaging worker's names the newest case of the `--as` admin and `<new>`: a build `npm run
 * invoke` opens on it first, as the build route does.
 */
export const WORKER_SAMPLE_EVENTS: Readonly<Record<string, Record<string, string>>> = {
  [PACKAGE_WORKER.name]: { caseId: PLACEHOLDERS.case, packageId: NEW_PACKAGE },
};

/** A worker's sample event as `npm run events` writes it. */
export function workerEventText(name: string): string {
  return `${JSON.stringify(WORKER_SAMPLE_EVENTS[name] ?? {}, null, 2)}\n`;
}

export function eventFile(routeId: string): string {
  return path.join(process.cwd(), EVENTS_DIR, `${routeId}.json`);
}

/** Parameter names of a route path, in order: `/v1/a/{x}/b/{y}` → `['x', 'y']`. */
export function pathParameterNames(routePath: string): string[] {
  return [...routePath.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The placeholder a path parameter gets, by its name and who calls the route. */
export function samplePathParameter(route: RouteDefinition, name: string): string | undefined {
  switch (name) {
    case 'caseId':
      return PLACEHOLDERS.case;
    case 'orgId':
      return PLACEHOLDERS.org;
    case 'clientId':
      return PLACEHOLDERS.self;
    case 'userId':
      // An admin route about a user is about one of the org's clients; anyone else means themselves.
      return route.access === 'admin' ? PLACEHOLDERS.client : PLACEHOLDERS.self;
    default:
      return undefined;
  }
}

/** A deterministic id shaped like API Gateway's request ids. */
function sampleRequestId(routeId: string): string {
  return createHash('sha256').update(routeId).digest().subarray(0, 10).toString('base64');
}

/** Optional body fields tried first when the required ones alone are not a valid body (updates). */
const PREFERRED_OPTIONAL_FIELDS = ['status', 'phone', 'description'];

function sampleObject(schema: Parameters<typeof describeObject>[0], context: string, include: (name: string) => boolean) {
  const description = describeObject(schema, context);
  const value: Record<string, unknown> = {};
  for (const field of description.fields) if (field.required || include(field.name)) value[field.name] = field.sample;
  if (schema.safeParse(value).success) return value;
  // Some schemas need more than their required fields (an update needs something to update).
  const optional = description.fields
    .filter((field) => !(field.name in value))
    .sort((a, b) => rank(a.name) - rank(b.name));
  for (const field of optional) {
    value[field.name] = field.sample;
    if (schema.safeParse(value).success) return value;
  }
  throw new Error(`${context}: no valid sample could be built`);
}

function rank(name: string): number {
  const index = PREFERRED_OPTIONAL_FIELDS.indexOf(name);
  return index === -1 ? PREFERRED_OPTIONAL_FIELDS.length : index;
}

export interface SampleRequest {
  pathParameters: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** The path parameters, query and body of a route's sample, valid for its schemas. */
export async function sampleRequest(route: RouteDefinition): Promise<SampleRequest> {
  const contract = await routeContract(route);
  const pathParameters: Record<string, string> = {};
  for (const name of pathParameterNames(route.path)) {
    let value = samplePathParameter(route, name);
    if (value === undefined && contract.params) {
      const field = describeObject(contract.params, `${route.id} path`).fields.find((candidate) => candidate.name === name);
      if (typeof field?.sample === 'string') value = field.sample;
    }
    pathParameters[name] = value ?? `sample-${name}`;
  }
  if (contract.params) {
    const result = contract.params.safeParse(pathParameters);
    if (!result.success) throw new Error(`${route.id}: the sample path parameters are invalid: ${result.error.message}`);
  }
  const request: SampleRequest = { pathParameters };
  if (contract.query) {
    // Lists: the first page of 10; other optional query fields are left out.
    const query = sampleObject(contract.query, `${route.id} query`, (name) => name === 'limit');
    if (Object.keys(query).length > 0) request.query = Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)]));
  }
  if (contract.body) request.body = sampleObject(contract.body, `${route.id} body`, () => false);
  return request;
}

/** The sample event of a route, as API Gateway would send it (without JWT claims). */
export async function sampleEvent(route: RouteDefinition): Promise<HttpApiEvent> {
  const request = await sampleRequest(route);
  const search = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const headers: Record<string, string> = {
    accept: 'application/json',
    host: 'localhost:3000',
    'user-agent': 'npm-run-invoke',
    'x-amzn-trace-id': `Root=1-${Math.floor(SAMPLE_EVENT_TIME.getTime() / 1000).toString(16)}-${createHash('sha256').update(route.id).digest('hex').slice(0, 24)}`,
  };
  if (request.body) headers['content-type'] = 'application/json';
  return buildHttpApiEvent(
    {
      method: route.method,
      url: `${buildPath(route.path, request.pathParameters)}${search}`,
      headers,
      body: request.body ? JSON.stringify(request.body) : undefined,
      sourceIp: '127.0.0.1',
    },
    {
      routeKey: routeKey(route),
      pathParameters: request.pathParameters,
      requestId: sampleRequestId(route.id),
      now: SAMPLE_EVENT_TIME,
    },
  );
}

/** The text of `events/<routeId>.json`. */
export async function sampleEventText(route: RouteDefinition): Promise<string> {
  return `${JSON.stringify(await sampleEvent(route), null, 2)}\n`;
}
