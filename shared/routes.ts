/**
 * The route table: the single source of truth for the HTTP API.
 * The CDK stack makes one Lambda + route per entry, the local gateway serves the same entries,
 * and the sample events and authorization tests are generated from it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route. The gateway (JWT authorizer) only checks that a valid token is present for
 * every access but `public`; the role checks are done by the handler from the caller's Users record.
 */
export type RouteAccess = 'public' | 'signedIn' | 'admin' | 'client';

export interface RouteDefinition {
  /** Stable identifier: Lambda logical id, event file name (`events/<id>.json`), invoke name. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Full path including the `/v1` base, with `{param}` placeholders as API Gateway writes them. */
  readonly path: string;
  /** Handler entry file, relative to the repository root; it exports `handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
  readonly summary: string;
}

export const API_BASE = '/v1';

export const routes = [
  {
    id: 'getUser',
    method: 'GET',
    path: '/v1/clients/{userId}',
    handler: 'functions/users/get-user.ts',
    access: 'signedIn',
    summary: "A user's record: the caller's own, or (for an admin) any user of the admin's org",
  },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof routes)[number]['id'];

export function findRoute(id: string): RouteDefinition | undefined {
  return routes.find((route) => route.id === id);
}

/** API Gateway's route key, e.g. `GET /v1/clients/{userId}`. */
export function routeKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** Fills `{param}` placeholders: `buildPath('/v1/clients/{userId}', { userId: 'u1' })`. */
export function buildPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete path against a route path; returns the decoded path parameters or undefined. */
export function matchPath(routePath: string, actualPath: string): Record<string, string> | undefined {
  const routeParts = routePath.split('/');
  const actualParts = actualPath.split('/');
  if (routeParts.length !== actualParts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < routeParts.length; i += 1) {
    const routePart = routeParts[i] as string;
    const actualPart = actualParts[i] as string;
    const param = /^\{(\w+)\}$/.exec(routePart);
    if (param) {
      if (actualPart === '') return undefined;
      try {
        params[param[1] as string] = decodeURIComponent(actualPart);
      } catch {
        return undefined;
      }
    } else if (routePart !== actualPart) {
      return undefined;
    }
  }
  return params;
}
