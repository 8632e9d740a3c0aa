/**
 * The people the route tests act as. Every test file makes its own orgs and people under unique ids,
 * so files never share counters or lists and may run in any order, even side by side; the seeded
 * demo data is only ever read. Orgs and Users records are written through the handlers'
 * repositories (as the seed does), sign-ins through cognito-local's admin API, and each person signs
 * in for real tokens. People and cases are made on the run's default stack unless a test names
 * another (`on: onedriveStack()`); a test file makes them on one stack only (see useStackEnvironment).
 */
import { randomUUID } from 'node:crypto';
import { AdminAddUserToGroupCommand, AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ensureOrg } from '../../../functions/orgs/repository/orgs';
import { createUserRecord } from '../../../functions/users/repository/users';
import { DEMO_PASSWORD, type StackInfo } from '../../../local';
import type { UserType } from '../../../shared/users/constants';
import type { Case } from '../../../shared/cases/types';
import type { OrgSummary } from '../../../shared/orgs/types';
import type { User } from '../../../shared/users/types';
import { ADMIN_GROUP } from '../../../shared/auth/user-pool';
import { api, apiOn } from './api';
import { cognitoLocalKey, decodePayload, foreignKey, signJwt } from './jwt';
import { stack, useStackEnvironment } from './stack';
import { cognito } from './cognito';
import { type Tokens, signIn } from './tokens';


export interface Person {
  userId: string;
  email: string;
  name: string;
  orgId: string;
  userType: UserType;
  tokens: Tokens;
}

/** An id unique to this call: `label-<time>-<random>`, lower case (it ends up in e-mails). */
export function uniqueId(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`.toLowerCase();
}

export async function createOrg(label: string, on: StackInfo = stack()): Promise<string> {
  useStackEnvironment(on);
  const orgId = uniqueId(`org-${label}`);
  await ensureOrg({
    orgId,
    name: `${label} Immigration Law`,
    address: '1 Test Street, Montréal',
    phone: '+1 514 555 0199',
    email: `contact-${orgId}@example.test`,
    website: 'https://example.test',
  });
  return orgId;
}

/**
 * A sign-in with a permanent password plus its Users record (active), signed in. `withRecord: false`
 * leaves the record out: a sign-in the portal does not know.
 */
export async function createPerson(
  orgId: string,
  userType: UserType,
  label: string,
  options: { withRecord?: boolean; on?: StackInfo } = {},
): Promise<Person> {
  const on = options.on ?? stack();
  useStackEnvironment(on);
  const { userPoolId } = on;
  const pool = cognito(on);
  const email = `${uniqueId(label)}@example.test`;
  const name = `${label.charAt(0).toUpperCase()}${label.slice(1)} Tester`;
  const created = await pool.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: name },
        { Name: 'custom:userType', Value: userType },
        { Name: 'custom:orgId', Value: orgId },
      ],
    }),
  );
  const userId = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!userId) throw new Error(`cognito-local gave ${email} no sub`);
  await pool.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: DEMO_PASSWORD, Permanent: true }));
  if (userType === 'admin') {
    await pool.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: ADMIN_GROUP }));
  }
  const record: User = {
    userId,
    orgId,
    name,
    email,
    phone: '+1 514 555 0142',
    userType,
    status: 'active',
    dateCreated: new Date().toISOString(),
    photoURL: '',
  };
  if (options.withRecord ?? true) await createUserRecord(record);
  return { userId, email, name, orgId, userType, tokens: await signIn(email, undefined, on) };
}

/** A complete `POST /v1/admin/cases` body for this client: every field the schema knows. */
export function newCaseBody(client: Pick<Person, 'email' | 'name'>, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const caseName = `Work Permit ${uniqueId('case')}`;
  return {
    newFolderName: caseName,
    caseName,
    caseNumber: uniqueId('IMM'),
    attorneyId: 'ignored-attorney-id',
    attorneyName: 'Alex Attorney',
    clientId: 'ignored-client-id',
    clientName: client.name,
    clientEmail: client.email,
    clientPhone: '+1 514 555 0150',
    category: 'Permis de travail',
    description: 'Employer-specific work permit following a positive LMIA.',
    status: 'open',
    parentFolderId: 'root',
    ...overrides,
  };
}

/** Opens a case through the API as this admin (of the stack `on`); throws unless it answers 201. */
export async function openCase(
  admin: Person,
  client: Pick<Person, 'email' | 'name'>,
  overrides: Record<string, unknown> = {},
  on: StackInfo = stack(),
): Promise<Case> {
  const response = await apiOn(() => on)<{ caseItem: Case }>('/v1/admin/cases', {
    method: 'POST',
    token: admin.tokens.accessToken,
    body: newCaseBody(client, overrides),
  });
  if (response.status !== 201) throw new Error(`Opening a case answered ${response.status}: ${response.text}`);
  return response.body.caseItem;
}

/** The org summary as its admin reads it; throws unless it answers 200. */
export async function orgSummary(admin: Person): Promise<OrgSummary> {
  const response = await api<{ Item: OrgSummary }>(`/v1/admin/orgs/${encodeURIComponent(admin.orgId)}`, { token: admin.tokens.accessToken });
  if (response.status !== 200) throw new Error(`Reading org ${admin.orgId} answered ${response.status}: ${response.text}`);
  return response.body.Item;
}

/** Sets a user's status through the API as their admin (which also turns their sign-in off or on). */
export async function setStatus(admin: Person, person: Person, status: User['status']): Promise<void> {
  const response = await api(`/v1/admin/users/${encodeURIComponent(person.userId)}`, {
    method: 'PATCH',
    token: admin.tokens.accessToken,
    body: { status },
  });
  if (response.status !== 200) throw new Error(`Setting ${person.email} ${status} answered ${response.status}: ${response.text}`);
}

/**
 * Two orgs. Org 1: an admin, clients A (two cases) and B (one case), a client who signed in and was
 * then made inactive, and a sign-in without a Users record. Org 2: its own admin and a client with one case.
 */
export interface World {
  org1: {
    orgId: string;
    admin: Person;
    clientA: Person;
    clientB: Person;
    inactive: Person;
    /** Signed in to the pool, but without a Users record. */
    unregistered: Person;
    casesOfA: [Case, Case];
    caseOfB: Case;
  };
  org2: { orgId: string; admin: Person; client: Person; caseOfClient: Case };
}

export async function createWorld(label: string): Promise<World> {
  const org1Id = await createOrg(`${label}-1`);
  const org2Id = await createOrg(`${label}-2`);
  // One at a time: cognito-local keeps a pool in one file.
  const admin1 = await createPerson(org1Id, 'admin', 'admin');
  const clientA = await createPerson(org1Id, 'client', 'clienta');
  const clientB = await createPerson(org1Id, 'client', 'clientb');
  const inactive = await createPerson(org1Id, 'client', 'inactive');
  const unregistered = await createPerson(org1Id, 'client', 'unregistered', { withRecord: false });
  const admin2 = await createPerson(org2Id, 'admin', 'admin');
  const client2 = await createPerson(org2Id, 'client', 'client');
  // The older case first, so "newest first" has something to order.
  const firstOfA = await openCase(admin1, clientA, { status: 'in-progress' });
  const secondOfA = await openCase(admin1, clientA);
  const caseOfB = await openCase(admin1, clientB);
  const caseOfClient = await openCase(admin2, client2);
  await setStatus(admin1, inactive, 'inactive');
  return {
    org1: { orgId: org1Id, admin: admin1, clientA, clientB, inactive, unregistered, casesOfA: [firstOfA, secondOfA], caseOfB },
    org2: { orgId: org2Id, admin: admin2, client: client2, caseOfClient },
  };
}

/** Who calls, in the authorization matrix: every kind of credential and every kind of person. */
export const PRINCIPAL_NAMES = [
  'noToken',
  'expiredToken',
  'foreignKeyToken',
  'idToken',
  'clientA',
  'clientB',
  'adminOrg1',
  'adminOrg2',
  'inactiveUser',
  'unregisteredUser',
] as const;
export type PrincipalName = (typeof PRINCIPAL_NAMES)[number];

/**
 * What the rule of the matrix needs to know about a caller. Every request of the matrix addresses
 * org 1's objects, and client A's where a client's object is meant.
 */
export interface PrincipalTraits {
  /** `access` is a real access token of the pool; the others must never get past the authorizer or the handler. */
  credential: 'none' | 'expired' | 'foreignKey' | 'idToken' | 'access';
  userType?: UserType;
  /** The portal has a Users record for the caller. */
  registered: boolean;
  active: boolean;
  /** The addressed objects are the caller's own (org 1's admin, client A). */
  ownsTarget: boolean;
}

export const PRINCIPAL_TRAITS: Readonly<Record<PrincipalName, PrincipalTraits>> = {
  noToken: { credential: 'none', registered: true, active: true, ownsTarget: false },
  // The three crafted tokens carry org 1's admin's claims: only the credential itself is wrong.
  expiredToken: { credential: 'expired', userType: 'admin', registered: true, active: true, ownsTarget: true },
  foreignKeyToken: { credential: 'foreignKey', userType: 'admin', registered: true, active: true, ownsTarget: true },
  idToken: { credential: 'idToken', userType: 'admin', registered: true, active: true, ownsTarget: true },
  clientA: { credential: 'access', userType: 'client', registered: true, active: true, ownsTarget: true },
  clientB: { credential: 'access', userType: 'client', registered: true, active: true, ownsTarget: false },
  adminOrg1: { credential: 'access', userType: 'admin', registered: true, active: true, ownsTarget: true },
  adminOrg2: { credential: 'access', userType: 'admin', registered: true, active: true, ownsTarget: false },
  inactiveUser: { credential: 'access', userType: 'client', registered: true, active: false, ownsTarget: false },
  unregisteredUser: { credential: 'access', registered: false, active: true, ownsTarget: false },
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

// Made once: an RSA key takes a moment to generate.
let otherKey: ReturnType<typeof foreignKey> | undefined;

/** The bearer token the principal sends (undefined: no Authorization header). */
export function tokenOf(world: World, name: PrincipalName): string | undefined {
  const admin1 = world.org1.admin.tokens;
  switch (name) {
    case 'noToken':
      return undefined;
    case 'expiredToken':
      return signJwt({ ...decodePayload(admin1.accessToken), iat: nowSeconds() - 7200, exp: nowSeconds() - 3600 }, cognitoLocalKey());
    case 'foreignKeyToken':
      otherKey ??= foreignKey();
      return signJwt(decodePayload(admin1.accessToken), otherKey);
    case 'idToken':
      return admin1.idToken;
    case 'clientA':
      return world.org1.clientA.tokens.accessToken;
    case 'clientB':
      return world.org1.clientB.tokens.accessToken;
    case 'adminOrg1':
      return admin1.accessToken;
    case 'adminOrg2':
      return world.org2.admin.tokens.accessToken;
    case 'inactiveUser':
      return world.org1.inactive.tokens.accessToken;
    case 'unregisteredUser':
      return world.org1.unregistered.tokens.accessToken;
  }
}

/** The org a principal acts in when a route works on "the caller's org" (a new case, a new user). */
export function homeOf(world: World, name: PrincipalName): { orgId: string; admin: Person; client: Person } {
  return name === 'adminOrg2'
    ? { orgId: world.org2.orgId, admin: world.org2.admin, client: world.org2.client }
    : { orgId: world.org1.orgId, admin: world.org1.admin, client: world.org1.clientA };
}
