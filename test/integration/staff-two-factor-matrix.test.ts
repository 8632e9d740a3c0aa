/**
 * A firm's "staff must use two-factor sign-in" rule on every route of the table, through the local
 * gateway with real tokens (generated from the route table, like the authorization matrix): in a firm
 * that requires it, an admin without an authenticator app is refused `two-factor-required` on every
 * route an admin may call — the admin area's and the shared ones (a client's folder, downloads,
 * uploads, a client's record) alike — but for the calls the route table exempts; an admin with one
 * gets each route's answer; and the firm's clients are never asked for it.
 */
import { AssociateSoftwareTokenCommand, SetUserMFAPreferenceCommand, VerifySoftwareTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { updateOrgProfile } from '../../functions/orgs/repository/orgs';
import { COMMON, REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import { type RouteDefinition, buildPath } from '../../shared/core/route-definition';
import { routes as routeTable } from '../../shared/routes';
import { totpCode } from '../support/totp';
import { type ApiResponse, api } from './support/api';
import { cognito } from './support/cognito';
import { type Person, type World, createPerson, createWorld, uniqueId } from './support/principals';
import { preparedParts, toRequest } from './support/route-samples';

jest.setTimeout(60_000);

const routes: readonly RouteDefinition[] = routeTable;
const TWO_FACTOR_CODE = COMMON.TWO_FACTOR_REQUIRED.code;

/** Every route a staff member (an admin) may call, by role: the admin area's and the shared ones. */
const staffRoutes = routes.filter((route) => route.access === 'admin' || route.access === 'signedIn');
/** Every route the firm's clients may call. */
const clientRoutes = routes.filter((route) => route.access === 'client' || route.access === 'signedIn');
/** The calls a staff member without two-factor sign-in still needs: their own settings and record (to turn it on, to sign out). */
const alwaysExempt = staffRoutes.filter((route) => route.staffTwoFactor === 'exempt');
const guardedRoutes = staffRoutes.filter((route) => route.staffTwoFactor !== 'exempt');

let world: World;
/** Org 1's admin who turned on an authenticator app (world.org1.admin has none). */
let secured: Person;

async function turnOnAuthenticatorApp(person: Person): Promise<void> {
  const { SecretCode } = await cognito().send(new AssociateSoftwareTokenCommand({ AccessToken: person.tokens.accessToken }));
  await cognito().send(new VerifySoftwareTokenCommand({ AccessToken: person.tokens.accessToken, UserCode: totpCode(SecretCode ?? '') }));
  await cognito().send(
    new SetUserMFAPreferenceCommand({ AccessToken: person.tokens.accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }),
  );
}

/** The sample request of `route`, addressing org 1's objects, sent as `person`. */
async function callAs(route: RouteDefinition, person: Person): Promise<ApiResponse<Record<string, unknown>>> {
  const token = person.tokens.accessToken;
  const home = { orgId: world.org1.orgId, admin: world.org1.admin, client: world.org1.clientA };
  const request = toRequest(route, await preparedParts(route, { world, home, unique: uniqueId('two-factor') }, token));
  return api<Record<string, unknown>>(request.path, { method: request.method, token, body: request.body, headers: request.headers });
}

const refusalCode = (response: ApiResponse) => response.headers.get(REFUSAL_CODE_HEADER);
/** The route answered with one of the success statuses its entry declares. */
const succeeded = (route: RouteDefinition, response: ApiResponse) => (route.answer.statuses as readonly number[]).includes(response.status);

beforeAll(async () => {
  world = await createWorld('two-factor');
  secured = await createPerson(world.org1.orgId, 'admin', 'secured');
  await turnOnAuthenticatorApp(secured);
});

// Before each call: the sample of updateOrg saves the firm with the rule off.
beforeEach(async () => {
  await updateOrgProfile(world.org1.orgId, { requireStaffTwoFactor: true });
});

describe('the routes a staff member without two-factor sign-in may still call', () => {
  it('are their own settings (always) and their own record (the session reads it), and nothing else', () => {
    const exemptions = Object.fromEntries(staffRoutes.filter((route) => route.staffTwoFactor).map((route) => [route.id, route.staffTwoFactor]));

    expect(exemptions).toEqual({ getUser: 'ownRecord', getMySettings: 'exempt' });
  });
});

describe('an admin without two-factor sign-in, in a firm that requires it', () => {
  it.each(guardedRoutes.map((route) => [`${route.id} (${route.method} ${route.path})`, route] as const))(
    'is refused %s with the two-factor refusal',
    async (_name, route) => {
      const response = await callAs(route, world.org1.admin);

      expect({ status: response.status, code: refusalCode(response) }).toEqual({ status: 403, code: TWO_FACTOR_CODE });
      expect(response.body).toEqual({ message: COMMON.TWO_FACTOR_REQUIRED.message });
    },
  );

  it.each(alwaysExempt.map((route) => [`${route.id} (${route.method} ${route.path})`, route] as const))('may call %s', async (_name, route) => {
    const response = await callAs(route, world.org1.admin);

    expect({ status: response.status, code: refusalCode(response) }).toEqual({ status: 200, code: null });
  });

  it.each(staffRoutes.filter((route) => route.staffTwoFactor === 'ownRecord').map((route) => [`${route.id} (${route.method} ${route.path})`, route] as const))(
    'may call %s about themselves (and only about themselves)',
    async (_name, route) => {
      const admin = world.org1.admin;
      const path = buildPath(route.path, { userId: admin.userId });

      const own = await api<Record<string, unknown>>(path, { method: route.method, token: admin.tokens.accessToken });

      expect({ status: own.status, code: refusalCode(own) }).toEqual({ status: 200, code: null });
    },
  );
});

describe('an admin with two-factor sign-in, in a firm that requires it', () => {
  it.each(staffRoutes.map((route) => [`${route.id} (${route.method} ${route.path})`, route] as const))('gets the answer of %s', async (_name, route) => {
    const response = await callAs(route, secured);

    expect(refusalCode(response)).not.toBe(TWO_FACTOR_CODE);
    expect({ succeeded: succeeded(route, response), status: response.status, body: response.body }).toMatchObject({ succeeded: true });
  });
});

describe('a client of a firm that requires two-factor sign-in of its staff', () => {
  it.each(clientRoutes.map((route) => [`${route.id} (${route.method} ${route.path})`, route] as const))('is not asked for it on %s', async (_name, route) => {
    const response = await callAs(route, world.org1.clientA);

    expect(refusalCode(response)).not.toBe(TWO_FACTOR_CODE);
    expect({ succeeded: succeeded(route, response), status: response.status, body: response.body }).toMatchObject({ succeeded: true });
  });
});
