/**
 * The API client builds its URLs from the route table's paths and methods alone (virtual:api-routes):
 * for every route, the same path as the server's own `buildPath`, parameters encoded, and its method.
 */
import { buildPath } from '@shared/core/route-definition';
import { routes } from '@shared/routes';
import { apiMethod, apiPath } from '@/lib/api-client';

test('every route of the table gets the path the server builds, its parameters encoded, and its method', () => {
  for (const route of routes) {
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    const params = Object.fromEntries(names.map((name, index) => [name, `${name} ${index}/é`]));

    expect(apiPath(route.id, params as never)).toBe(buildPath(route.path, params));
    expect(apiMethod(route.id)).toBe(route.method);
  }
});

test('adds the query, leaving out what is undefined', () => {
  expect(apiPath('listClientCases', { userId: 'u 1' }, { limit: 10, cursor: undefined, archived: false })).toBe('/v1/clients/u%201/cases?limit=10&archived=false');
});
