/**
 * The user routes through the local gateway with real tokens: reading users, the admin's client list,
 * inviting and finding clients, updating users (and their sign-in with them), a client's cases.
 */
import type { Case } from '../../shared/cases/types';
import type { OrgSummary } from '../../shared/orgs/types';
import type { User } from '../../shared/users/types';
import { type ListBody, api, walkPages } from './support/api';
import { VerifyUserAttributeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, findIdentity } from './support/cognito';
import { type Person, type World, createOrg, createPerson, createWorld, orgSummary, setStatus, uniqueId } from './support/principals';
import { CONFIRMATION_CODE, signIn } from './support/tokens';

jest.setTimeout(60_000);

let world: World;
let admin: Person;
let clientA: Person;

beforeAll(async () => {
  world = await createWorld('users');
  admin = world.org1.admin;
  clientA = world.org1.clientA;
});

const readUser = (userId: string, as: Person = admin) => api<{ Item: User }>(`/v1/clients/${userId}`, { token: as.tokens.accessToken });

const updateUser = (userId: string, body: unknown, as: Person = admin) =>
  api<{ success: boolean; data: User }>(`/v1/admin/users/${userId}`, { method: 'PATCH', token: as.tokens.accessToken, body });

const createUser = (body: Record<string, unknown>, as: Person = admin) =>
  api<Record<string, unknown> & { userId: string }>('/v1/admin/create-user', { method: 'POST', token: as.tokens.accessToken, body });

const ensureClient = (body: Record<string, unknown>, as: Person = admin) =>
  api<{ userId: string; created: boolean; Item: User }>('/v1/admin/clients', { method: 'POST', token: as.tokens.accessToken, body });

const newEmail = (label: string) => `${uniqueId(label)}@example.test`;

describe('get user: GET /v1/clients/{userId}', () => {
  it("answers a client's own record as { Item }", async () => {
    const response = await readUser(clientA.userId, clientA);

    expect(response.status).toBe(200);
    expect(response.body.Item).toEqual({
      userId: clientA.userId,
      orgId: clientA.orgId,
      name: clientA.name,
      email: clientA.email,
      phone: expect.any(String),
      userType: 'client',
      status: 'active',
      dateCreated: expect.any(String),
      photoURL: '',
    });
  });

  it('answers an admin reading a client of the org', async () => {
    const response = await readUser(clientA.userId);

    expect(response.status).toBe(200);
    expect(response.body.Item.userId).toBe(clientA.userId);
  });

  it('answers an admin reading their own record', async () => {
    const response = await readUser(admin.userId);

    expect(response.status).toBe(200);
    expect(response.body.Item).toMatchObject({ userId: admin.userId, userType: 'admin' });
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await readUser('no-such-user');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'User not found' });
  });
});

describe('admin users: GET /v1/admin/users', () => {
  let listingAdmin: Person;
  let clients: Person[];

  beforeAll(async () => {
    const orgId = await createOrg('listing');
    listingAdmin = await createPerson(orgId, 'admin', 'admin');
    clients = [];
    for (const label of ['first', 'second', 'third']) clients.push(await createPerson(orgId, 'client', label));
    await createPerson(orgId, 'admin', 'newest-admin');
  });

  const newestFirst = () => [...clients].reverse().map((client) => client.userId);

  it("lists the org's clients, newest first, and hides its admins", async () => {
    const response = await api<ListBody<User>>('/v1/admin/users', { token: listingAdmin.tokens.accessToken });

    expect(response.status).toBe(200);
    expect(response.body.Items.map((user) => user.userId)).toEqual(newestFirst());
    expect(response.body.Items.every((user) => user.userType === 'client' && user.orgId === listingAdmin.orgId)).toBe(true);
    expect(response.body.nextCursor).toBeUndefined();
  });

  it('answers ?limit=n with n users and a nextCursor', async () => {
    const response = await api<ListBody<User>>('/v1/admin/users?limit=2', { token: listingAdmin.tokens.accessToken });

    expect(response.body.Items.map((user) => user.userId)).toEqual(newestFirst().slice(0, 2));
    expect(response.body.nextCursor).toBeDefined();
  });

  it('walks every page of 1: each client exactly once, none missing', async () => {
    const { items } = await walkPages<User>('/v1/admin/users', listingAdmin.tokens.accessToken, 1);

    expect(items.map((user) => user.userId)).toEqual(newestFirst());
  });

  it("lists another org's admin nothing of this org", async () => {
    const response = await api<ListBody<User>>('/v1/admin/users', { token: world.org2.admin.tokens.accessToken });

    expect(response.body.Items.map((user) => user.userId)).toEqual([world.org2.client.userId]);
  });
});

describe('create user: POST /v1/admin/create-user', () => {
  it('answers 201 with the body sent and the new userId', async () => {
    const body = { name: 'Carla Created', email: newEmail('created'), phone: '+1 514 555 0133', status: 'active' };

    const response = await createUser(body);

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ ...body, userId: expect.any(String) });
  });

  it('invites a sign-in of the org with the client role', async () => {
    const email = newEmail('created');

    const { userId } = (await createUser({ name: 'Carl Created', email })).body;

    const identity = await findIdentity(email);
    expect(identity).toMatchObject({ enabled: true, status: 'FORCE_CHANGE_PASSWORD' });
    expect(identity?.attributes).toMatchObject({ sub: userId, email, name: 'Carl Created', 'custom:orgId': admin.orgId, 'custom:userType': 'client' });
  });

  it("writes an active client record in the admin's org", async () => {
    const email = newEmail('created');

    const { userId } = (await createUser({ name: 'Cora Created', email, phone: '+1 514 555 0134' })).body;

    expect((await readUser(userId)).body.Item).toMatchObject({
      userId,
      orgId: admin.orgId,
      name: 'Cora Created',
      email,
      phone: '+1 514 555 0134',
      userType: 'client',
      status: 'active',
    });
  });

  it('counts the new client in clientsCount', async () => {
    const before = await orgSummary(admin);

    await createUser({ name: 'Cleo Created', email: newEmail('created') });

    expect((await orgSummary(admin)).clientsCount).toBe(before.clientsCount + 1);
  });

  it('creates an inactive user with the sign-in disabled', async () => {
    const email = newEmail('created');

    const { userId } = (await createUser({ name: 'Ines Inactive', email, status: 'inactive' })).body;

    expect((await readUser(userId)).body.Item.status).toBe('inactive');
    expect((await findIdentity(email))?.enabled).toBe(false);
  });

  it('refuses an e-mail the org already has with 409', async () => {
    const before = await orgSummary(admin);

    const response = await createUser({ name: 'Client A Again', email: clientA.email });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'A user with this email already exists' });
    expect(await orgSummary(admin)).toEqual(before);
  });

  it("refuses an e-mail of another org's user with 409", async () => {
    const response = await createUser({ name: 'Someone Else', email: world.org2.client.email });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'A user with this email already exists' });
  });
});

describe('ensure client: POST /v1/admin/clients', () => {
  it('creates a client for a new e-mail: 201 { userId, created: true }', async () => {
    const email = newEmail('ensured');

    const response = await ensureClient({ email, name: 'Elsa Ensured' });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ userId: expect.any(String), created: true });
    expect((await findIdentity(email))?.attributes.sub).toBe(response.body.userId);
    expect((await readUser(response.body.userId)).body.Item).toMatchObject({ email, name: 'Elsa Ensured', userType: 'client', orgId: admin.orgId });
  });

  it('counts a created client in clientsCount', async () => {
    const before = await orgSummary(admin);

    await ensureClient({ email: newEmail('ensured'), name: 'Emil Ensured' });

    expect((await orgSummary(admin)).clientsCount).toBe(before.clientsCount + 1);
  });

  it('finds the existing client by e-mail: 200 { userId, created: false }, creating nothing', async () => {
    const before = await orgSummary(admin);

    const response = await ensureClient({ email: clientA.email, name: 'Whatever Name' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ userId: clientA.userId, created: false });
    expect(await orgSummary(admin)).toEqual(before);
  });

  it('finds the existing client whatever the letter case of the e-mail', async () => {
    const response = await ensureClient({ email: clientA.email.toUpperCase(), name: 'Whatever Name' });

    expect(response.body).toMatchObject({ userId: clientA.userId, created: false });
  });
});

describe('update user: PATCH /v1/admin/users/{userId}', () => {
  it('changes only the fields sent and answers { success, data }', async () => {
    const person = await createPerson(admin.orgId, 'client', 'updated');
    const before = (await readUser(person.userId)).body.Item;

    const response = await updateUser(person.userId, { phone: '+1 514 555 0199' });

    expect(response.status).toBe(200);
    const expected = { ...before, phone: '+1 514 555 0199', version: (before.version ?? 0) + 1 };
    expect(response.body).toEqual({ success: true, data: expected });
    expect((await readUser(person.userId)).body.Item).toEqual(expected);
  });

  it('renames the sign-in with the record', async () => {
    const person = await createPerson(admin.orgId, 'client', 'renamed');

    await updateUser(person.userId, { name: 'Renata Renamed' });

    expect((await findIdentity(person.email))?.attributes.name).toBe('Renata Renamed');
  });

  it('keeps a new e-mail pending until its owner verifies it, then moves the record and the sign-in', async () => {
    const person = await createPerson(admin.orgId, 'client', 'moved');
    const email = newEmail('moved-to');
    const { accessToken } = await signIn(person.email);

    const response = await updateUser(person.userId, { email });

    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ email: person.email, pendingEmail: email });
    // Nothing is marked verified on the admin's word: the provider sent a code to the new address.
    expect((await findIdentity(email))?.attributes).toMatchObject({ sub: person.userId, email_verified: 'false' });
    const early = await api<{ data: User }>(`/v1/clients/${person.userId}/email`, { method: 'PUT', token: accessToken });
    expect(early.status).toBe(409);

    await cognito().send(new VerifyUserAttributeCommand({ AccessToken: accessToken, AttributeName: 'email', Code: CONFIRMATION_CODE }));
    const synced = await api<{ data: User }>(`/v1/clients/${person.userId}/email`, { method: 'PUT', token: accessToken });

    expect(synced.status).toBe(200);
    expect(synced.body.data.email).toBe(email);
    expect(synced.body.data.pendingEmail).toBeUndefined();
    expect((await readUser(person.userId)).body.Item.email).toBe(email);
    expect((await signIn(email)).accessToken).toEqual(expect.any(String));
  });

  it('refuses an e-mail another user has with 409', async () => {
    const person = await createPerson(admin.orgId, 'client', 'clash');

    const response = await updateUser(person.userId, { email: clientA.email });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'A user with this email already exists' });
    expect((await readUser(person.userId)).body.Item.email).toBe(person.email);
  });

  it('inactive: disables the sign-in in the user pool (AdminDisableUser)', async () => {
    const person = await createPerson(admin.orgId, 'client', 'disabled');

    const response = await updateUser(person.userId, { status: 'inactive' });

    expect(response.body.data.status).toBe('inactive');
    // Cognito refuses the sign-in of a disabled user; cognito-local 5.3 records the flag but does not
    // check it at sign-in (jagregory/cognito-local#381), so the flag is what can be checked locally.
    expect((await findIdentity(person.email))?.enabled).toBe(false);
  });

  it("inactive: refuses the user's API calls at once with 403 Account is inactive", async () => {
    const person = await createPerson(admin.orgId, 'client', 'refused');
    // The gateway now holds the user as an active caller (the record is cached up to 60 s).
    expect((await readUser(person.userId, person)).status).toBe(200);

    await updateUser(person.userId, { status: 'inactive' });

    const response = await readUser(person.userId, person);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Account is inactive' });
  });

  it('active again: enables the sign-in and lets the user back in at once', async () => {
    const person = await createPerson(admin.orgId, 'client', 'returning');
    await setStatus(admin, person, 'inactive');

    await updateUser(person.userId, { status: 'active' });

    expect((await findIdentity(person.email))?.enabled).toBe(true);
    expect((await readUser(person.userId, person)).status).toBe(200);
  });

  it('answers 404 for a user of another org and leaves that user as they were', async () => {
    const foreign = world.org2.client;

    const response = await updateUser(foreign.userId, { status: 'inactive' });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'User not found' });
    expect((await readUser(foreign.userId, world.org2.admin)).body.Item.status).toBe('active');
    expect((await findIdentity(foreign.email))?.enabled).toBe(true);
  });
});

describe('user cases: GET /v1/admin/users/{userId}/cases', () => {
  it("lists a client's cases, newest first, as { Items }", async () => {
    const [first, second] = world.org1.casesOfA;

    const response = await api<ListBody<Case>>(`/v1/admin/users/${clientA.userId}/cases`, { token: admin.tokens.accessToken });

    expect(response.status).toBe(200);
    expect(response.body.Items.map((item) => item.caseId)).toEqual([second.caseId, first.caseId]);
  });

  it('answers ?limit=1 with one case and a nextCursor', async () => {
    const response = await api<ListBody<Case>>(`/v1/admin/users/${clientA.userId}/cases?limit=1`, { token: admin.tokens.accessToken });

    expect(response.body.Items).toHaveLength(1);
    expect(response.body.nextCursor).toBeDefined();
  });

  it('answers an empty list for a client without cases', async () => {
    const response = await api<ListBody<Case>>(`/v1/admin/users/${world.org1.inactive.userId}/cases`, { token: admin.tokens.accessToken });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Items: [] });
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await api(`/v1/admin/users/no-such-user/cases`, { token: admin.tokens.accessToken });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'User not found' });
  });
});

describe('org summary follows the users', () => {
  it('counts the clients the org lists', async () => {
    const clients = (await walkPages<User>('/v1/admin/users', admin.tokens.accessToken, 100)).items;

    const summary: OrgSummary = await orgSummary(admin);

    expect(summary.clientsCount).toBe(clients.length);
  });
});
