import type { RouteId, routes } from '@shared/routes';
import { API_BASE, routeTable } from 'virtual:api-routes';
import { getAccessToken } from './auth';
import { refusalOf } from './refusal-messages';
import { getRuntimeConfig } from './runtime-config';

export { ApiRequestError, isApiRequestError } from './api-error';

/** The answer of every list route: one page of items, and the cursor of the next page if there is one. */
export interface ListResponse<T> {
  Items: T[];
  nextCursor?: string;
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  body?: unknown;
  /** Set to false for the rare call made without a bearer token. */
  auth?: boolean;
}

/**
 * Calls the product API: `path` is relative to the API base (`/clients/u1`), or the full route path
 * (`/v1/clients/u1`) as `apiPath` returns it.
 */
export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, auth = true, headers: extraHeaders, ...rest } = init;
  const headers = new Headers(extraHeaders);
  // HTTP headers, not texts for a reader.
  /* eslint-disable lingui/no-unlocalized-strings */
  headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (auth) headers.set('Authorization', `Bearer ${await getAccessToken()}`);
  /* eslint-enable lingui/no-unlocalized-strings */

  const response = await fetch(apiUrl(path), {
    ...rest,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

  const text = await response.text();
  if (!response.ok) throw await refusalOf(response, text);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** The URL of an API path (relative to the API base, or the full route path as `apiPath` returns it): for the rare call that needs `fetch` itself. */
export function apiUrl(path: string): string {
  return `${getRuntimeConfig().apiBase}${stripApiBase(path)}`;
}

function stripApiBase(path: string): string {
  return path === API_BASE || path.startsWith(`${API_BASE}/`) || path.startsWith(`${API_BASE}?`)
    ? path.slice(API_BASE.length)
    : path;
}

type RouteOf<Id extends RouteId> = Extract<(typeof routes)[number], { id: Id }>;
type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;
/** The `{param}` names of a route, as an object type: `{ userId: string }`. */
export type RouteParams<Id extends RouteId> = Record<PathParamNames<RouteOf<Id>['path']>, string>;
export type QueryParams = Record<string, string | number | boolean | undefined>;

/** A route path with its `{param}` placeholders filled in, encoded (as shared/core/route-definition.ts's `buildPath`). */
function buildPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The concrete path of a route of the shared route table, so URLs never drift from the server. The
 * table's paths and methods only (virtual:api-routes, built from shared/routes.ts): its schemas stay out.
 */
export function apiPath<Id extends RouteId>(id: Id, params: RouteParams<Id>, query?: QueryParams): string {
  const route = routeTable[id];
  if (!route) throw new Error(`Unknown API route ${id}`);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${buildPath(route.path, params)}${queryString ? `?${queryString}` : ''}`;
}

/** The HTTP method of a route, from the same table. */
export function apiMethod(id: RouteId): string {
  const route = routeTable[id];
  if (!route) throw new Error(`Unknown API route ${id}`);
  return route.method;
}
