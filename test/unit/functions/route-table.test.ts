/**
 * Generated from the route table and the trigger table: a route added there is covered here the day
 * it is added — its module exports a handler, and its access rule holds for every kind of caller.
 */
import path from 'node:path';
import { type RouteDefinition, routeKey } from '../../../shared/core/route-definition';
import { routes } from '../../../shared/routes';
import { triggers } from '../../../shared/core/triggers';
import { useHarness } from '../support/harness';
import { type RouteHandler, callRoute } from '../support/route-event';
import { adminOfOrg, clientOfOrg, inactiveClient, unregisteredUserId } from '../support/users';

const aws = useHarness();

const repositoryRoot = path.resolve(__dirname, '../../..');

async function loadHandler(entry: string): Promise<unknown> {
  const module = (await import(path.join(repositoryRoot, entry))) as { handler?: unknown };
  return module.handler;
}

// Widened to every access kind, so the filters stay meaningful when a public route is added.
const table: readonly RouteDefinition[] = routes;
const protectedRoutes = table.filter((route) => route.access !== 'public');
const adminRoutes = table.filter((route) => route.access === 'admin');
const clientRoutes = table.filter((route) => route.access === 'client');

const callAs = async (route: RouteDefinition, as?: { userId: string }) =>
  callRoute((await loadHandler(route.handler)) as RouteHandler, { routeKey: routeKey(route), as });

describe('every route of the route table', () => {
  it.each(table.map((route) => [route.id, route.handler]))('%s: %s exports a function handler', async (_id, entry) => {
    expect(typeof (await loadHandler(entry))).toBe('function');
  });

  it.each(table.map((route) => [route.id, route]))('%s: its handler is defined with its own table entry', async (_id, route) => {
    expect(((await loadHandler(route.handler)) as { route?: RouteDefinition }).route).toBe(route);
  });
});

describe('every trigger of the trigger table', () => {
  it.each(triggers.map((trigger) => [trigger.id, trigger.handler]))('%s: %s exports a function handler', async (_id, entry) => {
    expect(typeof (await loadHandler(entry))).toBe('function');
  });
});

describe.each(protectedRoutes.map((route) => [routeKey(route), route]))('%s', (_key, route) => {
  it('answers 401 to an event without claims, reading nothing', async () => {
    const { status, body } = await callAs(route);
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthorized' });
    expect(aws.dynamo.calls()).toHaveLength(0);
  });

  it('answers 403 to a signed-in user without a Users record', async () => {
    const { status, body } = await callAs(route, { userId: unregisteredUserId });
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Account is not registered with the portal' });
  });

  it('answers 403 to an inactive user', async () => {
    const { status, body } = await callAs(route, inactiveClient);
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Account is inactive' });
  });
});

describe.each(adminRoutes.map((route) => [routeKey(route), route]))('admin route %s', (_key, route) => {
  // A route whose objects are staff's alone answers a client as it answers another firm (404).
  const refused = route.otherRoleRefusal ? { status: 404, body: { message: route.otherRoleRefusal.message } } : { status: 403, body: { message: 'Forbidden' } };

  it(`refuses a client with ${refused.status} before touching anything but the caller’s record`, async () => {
    const { status, body } = await callAs(route, clientOfOrg);
    expect({ status, body }).toEqual(refused);
    expect(aws.dynamo.calls()).toHaveLength(1);
    expect(aws.cognito.calls()).toHaveLength(0);
  });
});

describe.each(clientRoutes.map((route) => [routeKey(route), route]))('client route %s', (_key, route) => {
  it('refuses an admin with 403', async () => {
    const { status, body } = await callAs(route, adminOfOrg);
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Forbidden' });
  });
});
