/**
 * The input contract of each route — who may call it and the zod schemas of its path, query and body —
 * as its route-table entry declares it (the handler validates with exactly that: `defineRoute(route(id), …)`),
 * so the sample events and the API reference are generated from the declarations.
 */
import { type RouteContract, contractOf } from '../../functions/core/define-route';
import type { RouteDefinition } from '../../shared/core/route-definition';

export type { RouteContract };

/** The contract of a route. */
export async function routeContract(route: RouteDefinition): Promise<RouteContract> {
  return contractOf(route);
}
