/** `virtual:api-routes` in jest (web/src/api-routes.d.ts): the route table's paths and methods, from shared/routes.ts. */
import { API_BASE } from '@shared/core/route-definition';
import { routes } from '@shared/routes';

export { API_BASE };
export const routeTable = Object.fromEntries(routes.map((route) => [route.id, { path: route.path, method: route.method }]));
