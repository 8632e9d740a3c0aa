/**
 * Every refusal a route answers must be one its route-table entry declares (shared/routes.ts
 * `errors`), one every route shares (the authorizer's, the caller's, its role's, the identity
 * provider's and the document store's when it calls them), a refusal of its schemas (400 on a route with inputs), or the
 * gateway's own. The API helper checks each answer, so every integration test also checks docs/api.md.
 */
import { COMMON, type Refusal, matchesRefusal } from '../../../shared/core/refusals';
import { type RouteDefinition, matchPath, pathParamsSchema } from '../../../shared/core/route-definition';
import { providerRefusalsOf, routes } from '../../../shared/routes';

/** What API Gateway (and the local gateway) answer before or instead of a function. */
const GATEWAY_MESSAGES = new Set(['Not Found', 'Request Entity Too Large', 'Service Unavailable', 'Internal Server Error', 'Unauthorized']);

function routeOf(method: string, path: string): RouteDefinition | undefined {
  const bare = path.split('?')[0] ?? path;
  return routes.find((route) => route.method === method && matchPath(route.path, bare) !== undefined);
}

function declaredFor(route: RouteDefinition): Refusal[] {
  return [...route.errors, ...Object.values(COMMON), ...providerRefusalsOf(route)];
}

/** Why this answer is not a declared refusal of its route, or undefined when it is (or is no refusal). */
export function undeclaredRefusal(method: string, path: string, status: number, body: unknown): string | undefined {
  if (status < 400) return undefined;
  const route = routeOf(method, path);
  if (!route) return undefined;
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  if (typeof message !== 'string') return `${route.id} answered ${status} without a { message }`;
  if (GATEWAY_MESSAGES.has(message)) return undefined;
  const hasInputs = pathParamsSchema(route) !== undefined || route.query !== undefined || route.body !== undefined;
  if (status === 400 && hasInputs) return undefined;
  if (declaredFor(route).some((refusal) => matchesRefusal(refusal, message))) return undefined;
  return `${route.id} answered ${status} "${message}", which its route-table entry does not declare (shared/routes.ts errors)`;
}
