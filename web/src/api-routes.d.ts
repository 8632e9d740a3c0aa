/**
 * The route table as the web app needs it: each route's path and method by id, without its schemas
 * (evaluating every route's zod schemas cost a signed-in page's first load more than React did). Built
 * from shared/routes.ts by web/vite.config.ts (`apiRouteTable`); in jest, by test/web/support/api-routes.ts.
 */
declare module 'virtual:api-routes' {
  import type { RouteId } from '@shared/routes';

  export const API_BASE: string;
  export const routeTable: Readonly<Record<RouteId, { readonly path: string; readonly method: string }>>;
}
