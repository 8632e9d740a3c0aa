/**
 * What a route is: the shape of a route-table entry (shared/routes.ts gathers the features' entries)
 * and what the CDK stack, the local gateway, the handlers and the generated docs and tests derive from
 * an entry (its path parameters, its route key, its identity operations).
 */
import * as z from 'zod/mini';
import type { Refusal } from './refusals';
import { idParam } from './schemas';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a route. The gateway (JWT authorizer) only checks that a valid token is present for
 * every access but `public`; the role checks are done by the handler from the caller's Users record.
 */
export type RouteAccess = 'public' | 'signedIn' | 'admin' | 'client';

/**
 * What a handler touches beyond the table (GET routes read it, the others read and write it). The
 * CDK stack turns each into an environment variable plus the matching least-privilege grant.
 *   documents — the document store (S3 bucket in AWS, an S3-compatible server locally)
 *   cursors   — the cursor-signing secret (Secrets Manager)
 *   mail      — publishes mail events to the mail queue (SQS)
 *   activity  — records what it does to a case in the activity log (functions/core/activity): puts
 *               ACTIVITY# records only (a GET route too), never updates or deletes them
 *   signing   — the document-signing certificate (Secrets Manager): read, and written once with a
 *               generated certificate when the firm provided none
 *   packages  — starts the packaging worker (shared/packages/worker.ts) with an asynchronous invocation
 *   payments  — the firm's Stripe keys (Secrets Manager): opens Checkout, verifies Stripe's webhooks
 */
export type RouteUse = 'documents' | 'cursors' | 'mail' | 'activity' | 'signing' | 'packages' | 'payments';

/**
 * The user pool's admin operations a handler calls (functions/core/identity.ts): CDK grants exactly
 * these, so a route that only updates users can never create or delete one.
 */
export type IdentityOperation =
  | 'AdminGetUser'
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminUpdateUserAttributes'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminUserGlobalSignOut';

export interface RouteDefinition {
  /** Stable identifier: Lambda logical id, event file name (`events/<id>.json`), invoke name. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Full path including the `/v1` base, with `{param}` placeholders as API Gateway writes them. */
  readonly path: string;
  /** Handler entry file, relative to the repository root; it exports `handler`. */
  readonly handler: string;
  readonly access: RouteAccess;
  /** The query string's schema (absent: no query parameters are read). */
  readonly query?: z.ZodMiniType;
  /** The JSON body's schema (absent: no body is read). */
  readonly body?: z.ZodMiniType;
  /** Path parameters held to more than an id's rules (each other one is an id: {@link pathParamsSchema}). */
  readonly params?: Readonly<Record<string, z.ZodMiniType>>;
  readonly summary: string;
  /** What it answers on success. */
  readonly answer: Answer<unknown>;
  /**
   * The refusals its own work may answer, beyond those every route shares (the authorizer's and
   * caller's, its role's, its schemas' and, with `identity`, the identity provider's).
   */
  readonly errors: readonly Refusal[];
  readonly uses?: readonly RouteUse[];
  /** The identity provider operations the handler calls (none when absent). */
  readonly identity?: readonly IdentityOperation[];
  /**
   * The few calls a staff member of a firm that requires two-factor sign-in may make without it (every
   * other route an admin may call refuses them `two-factor-required`): what they need to turn it on
   * and to sign out. `exempt`: every call (their own settings: the idle sign-out reads the session
   * timeout); `ownRecord`: calls whose `{userId}` is the caller (the session reads its own record).
   */
  readonly staffTwoFactor?: StaffTwoFactorExemption;
  /**
   * What a caller of another role gets instead of 403 `forbidden` (a `not-found` refusal): for a route
   * whose objects are staff's alone, a client is told nothing exists rather than that it is refused —
   * the same answer another firm gets.
   */
  readonly otherRoleRefusal?: Refusal;
}

export type StaffTwoFactorExemption = 'exempt' | 'ownRecord';

export const API_BASE = '/v1';

/** A route's success: its status(es) and — as a type only — its JSON body (`defineRoute` checks the handler's answer against it). */
export interface Answer<Body> {
  readonly statuses: readonly SuccessStatus[];
  /** Never set: carries the body's type. */
  readonly body?: Body;
}
export type SuccessStatus = 200 | 201 | 202 | 204;
export const answer = <Body>(...statuses: SuccessStatus[]): Answer<Body> => ({ statuses });

/**
 * Whether a firm's "staff must use two-factor sign-in" rule holds on a route: on every route an admin
 * may call (the caller's role decides, not the route's access), but those its entry exempts.
 */
export function staffTwoFactorApplies(route: Pick<RouteDefinition, 'access' | 'staffTwoFactor'>): boolean {
  return (route.access === 'admin' || route.access === 'signedIn') && route.staffTwoFactor !== 'exempt';
}

/**
 * The identity provider's admin operations a route's function may call: its own, plus — where the
 * staff two-factor rule holds — AdminGetUser, to check that an admin of a firm requiring it has it.
 */
export function identityOperationsOf(route: Pick<RouteDefinition, 'access' | 'identity' | 'staffTwoFactor'>): IdentityOperation[] {
  const operations = new Set<IdentityOperation>(route.identity ?? []);
  if (staffTwoFactorApplies(route)) operations.add('AdminGetUser');
  return [...operations];
}

/** The `{param}` names of a path template, as a type: `'caseId' | 'folderId'`. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;

/** The `{param}` names of a path template. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The schema of a route's path parameters: each an id (trimmed, bounded, no control characters), unless the route holds it to its own schema. */
export function pathParamsSchema(route: Pick<RouteDefinition, 'path' | 'params'>): z.ZodMiniType | undefined {
  const names = pathParamNames(route.path);
  if (names.length === 0) return undefined;
  return z.object(Object.fromEntries(names.map((name) => [name, route.params?.[name] ?? idParam(name)])));
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
