import { existsSync } from 'node:fs';
import { buildPath, matchPath, routeKey } from '../../../shared/core/route-definition';
import { routes } from '../../../shared/routes';

describe('route table', () => {
  it('gives every route a unique id and a unique method + path', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map(routeKey)).size).toBe(routes.length);
  });

  it('puts every route under the /v1 base', () => {
    for (const route of routes) expect(route.path.startsWith('/v1/')).toBe(true);
  });

  it('points every route at a handler file that exists', () => {
    for (const route of routes) expect(existsSync(route.handler)).toBe(true);
  });
});

describe('matchPath', () => {
  it('extracts and decodes path parameters', () => {
    expect(matchPath('/v1/clients/{userId}', '/v1/clients/a%20b')).toEqual({ userId: 'a b' });
  });

  it('refuses a path of another shape', () => {
    expect(matchPath('/v1/clients/{userId}', '/v1/clients')).toBeUndefined();
    expect(matchPath('/v1/clients/{userId}', '/v1/clients/a/b')).toBeUndefined();
    expect(matchPath('/v1/clients/{userId}', '/v1/admins/a')).toBeUndefined();
  });

  it('refuses an empty parameter and a malformed escape', () => {
    expect(matchPath('/v1/clients/{userId}', '/v1/clients/')).toBeUndefined();
    expect(matchPath('/v1/clients/{userId}', '/v1/clients/%E0%A4%A')).toBeUndefined();
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(buildPath('/v1/clients/{userId}', { userId: 'a/b' })).toBe('/v1/clients/a%2Fb');
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildPath('/v1/clients/{userId}', {})).toThrow('Missing path parameter userId');
  });
});
