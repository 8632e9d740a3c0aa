/**
 * Every route has a current sample event (`events/<routeId>.json`, written by `npm run events`), and
 * every sample is one its handler accepts: a route added to the table fails here until it has one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { routeKey } from '../../../shared/core/route-definition';
import { routes } from '../../../shared/routes';
import { routeContract } from '../../../scripts/lib/route-contracts';
import { WORKER_SAMPLE_EVENTS, eventFile, pathParameterNames, sampleEventText, workerEventText } from '../../../scripts/lib/sample-events';
import { PACKAGE_WORKER } from '../../../shared/packages/worker';

describe.each(routes.map((route) => [route.id, route] as const))('sample event of %s', (_id, route) => {
  it('exists and is what npm run events writes', async () => {
    const file = eventFile(route.id);
    expect({ file, exists: existsSync(file) }).toEqual({ file, exists: true });
    // A mismatch means the route, its schemas or the generator changed: run `npm run events`.
    expect(readFileSync(file, 'utf8')).toBe(await sampleEventText(route));
  });

  it('is an event of this route that its handler validates', async () => {
    const event = JSON.parse(await sampleEventText(route)) as {
      routeKey: string;
      pathParameters?: Record<string, string>;
      queryStringParameters?: Record<string, string>;
      body?: string;
    };
    const contract = await routeContract(route);
    expect(event.routeKey).toBe(routeKey(route));
    expect(Object.keys(event.pathParameters ?? {})).toEqual(pathParameterNames(route.path));
    if (contract.params) expect(contract.params.safeParse(event.pathParameters ?? {}).error).toBeUndefined();
    if (contract.query) expect(contract.query.safeParse(event.queryStringParameters ?? {}).error).toBeUndefined();
    if (contract.body) expect(contract.body.safeParse(JSON.parse(event.body ?? 'null')).error).toBeUndefined();
    else expect(event.body).toBeUndefined();
  });
});

describe('sample events of the functions the portal invokes itself', () => {
  it.each(Object.keys(WORKER_SAMPLE_EVENTS))('%s: exists and is what npm run events writes', (name) => {
    const file = eventFile(name);

    expect({ file, exists: existsSync(file) }).toEqual({ file, exists: true });
    expect(readFileSync(file, 'utf8')).toBe(workerEventText(name));
  });

  it('gives the packaging worker a new build of the caller’s newest case', () => {
    expect(JSON.parse(readFileSync(eventFile(PACKAGE_WORKER.name), 'utf8'))).toEqual({ caseId: '<case>', packageId: '<new>' });
  });
});

describe('route contracts', () => {
  it.each(routes.map((route) => [route.id, route] as const))('%s: the handler declares the access of its route', async (_id, route) => {
    expect((await routeContract(route)).access).toBe(route.access);
  });

  it('asks for the first page of 10 on every list', async () => {
    for (const route of routes) {
      const contract = await routeContract(route);
      const takesLimit = contract.query !== undefined && 'limit' in ((contract.query as unknown as { shape?: object }).shape ?? {});
      if (!takesLimit) continue;
      const event = JSON.parse(await sampleEventText(route)) as { queryStringParameters?: Record<string, string> };
      expect({ route: route.id, limit: event.queryStringParameters?.limit }).toEqual({ route: route.id, limit: '10' });
    }
  });
});
