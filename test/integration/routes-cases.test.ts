/**
 * The case routes and the org summary through the local gateway with real tokens: answer shapes,
 * what is stored, the org counters, pagination and its cursors, case-number uniqueness.
 */
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_ORG } from '../../local';
import { DEFAULT_PRIVACY_NOTICE_VERSION } from '../../shared/privacy/default-notice';
import { CASE_STATUSES, type CaseStatus } from '../../shared/cases/constants';
import type { Case } from '../../shared/cases/types';
import type { OrgSummary } from '../../shared/orgs/types';
import type { User } from '../../shared/users/types';
import { type ListBody, api, walkPages } from './support/api';
import { findIdentity } from './support/cognito';
import { readFolder } from './support/documents';
import { type Person, type World, createOrg, createPerson, createWorld, newCaseBody, openCase, orgSummary, uniqueId } from './support/principals';
import { signIn, subject } from './support/tokens';

jest.setTimeout(60_000);

interface CreatedCase {
  success: boolean;
  caseItem: Case;
  data: { caseId: string };
}

const isOpen = (status: CaseStatus) => status !== 'closed';
const byNewestFirst = (items: Case[]) => [...items].sort((a, b) => b.openDate.localeCompare(a.openDate) || b.caseId.localeCompare(a.caseId));

let world: World;
let admin: Person;
let clientA: Person;

beforeAll(async () => {
  world = await createWorld('cases');
  admin = world.org1.admin;
  clientA = world.org1.clientA;
});

function createCase(body: Record<string, unknown>, as: Person = admin) {
  return api<CreatedCase>('/v1/admin/cases', { method: 'POST', token: as.tokens.accessToken, body });
}

function updateCase(caseId: string, body: unknown, options: { as?: Person; orgId?: string } = {}) {
  const as = options.as ?? admin;
  return api<{ success: boolean; updatedItem: Case }>(`/v1/admin/orgs/${options.orgId ?? as.orgId}/cases/${caseId}`, {
    method: 'PATCH',
    token: as.tokens.accessToken,
    body,
  });
}

function readAdminCase(caseId: string, as: Person = admin) {
  return api<{ Item: Case }>(`/v1/admin/cases/${caseId}`, { token: as.tokens.accessToken });
}

describe('client cases: GET /v1/clients/{userId}/cases', () => {
  it("lists the signed-in client's own cases, newest first, as { Items }", async () => {
    const [first, second] = world.org1.casesOfA;

    const response = await api<ListBody<Case>>(`/v1/clients/${clientA.userId}/cases`, { token: clientA.tokens.accessToken });

    expect(response.status).toBe(200);
    expect(response.body.Items.map((item) => item.caseId)).toEqual([second.caseId, first.caseId]);
    expect(response.body.Items.every((item) => item.clientId === clientA.userId)).toBe(true);
    expect(response.body.nextCursor).toBeUndefined();
  });

  it("lists the seeded demo client's three cases", async () => {
    const demoClient = await signIn(DEMO_CLIENT.email);

    const response = await api<ListBody<Case>>(`/v1/clients/${subject(demoClient.accessToken)}/cases`, { token: demoClient.accessToken });

    expect(response.status).toBe(200);
    expect(response.body.Items).toHaveLength(3);
    expect(new Set(response.body.Items.map((item) => item.clientEmail))).toEqual(new Set([DEMO_CLIENT.email]));
  });

  it("pages a client's cases with limit and cursor", async () => {
    const first = await api<ListBody<Case>>(`/v1/clients/${clientA.userId}/cases?limit=1`, { token: clientA.tokens.accessToken });

    const next = await api<ListBody<Case>>(`/v1/clients/${clientA.userId}/cases?limit=1&cursor=${first.body.nextCursor}`, {
      token: clientA.tokens.accessToken,
    });

    expect(first.body.Items).toHaveLength(1);
    expect(next.status).toBe(200);
    expect([...first.body.Items, ...next.body.Items].map((item) => item.caseId)).toEqual(byNewestFirst([...world.org1.casesOfA]).map((item) => item.caseId));
  });
});

describe('client case: GET /v1/clients/{clientId}/cases/{caseId}', () => {
  it("answers the client's own case as { Item }", async () => {
    const [own] = world.org1.casesOfA;

    const response = await api<{ Item: Case }>(`/v1/clients/${clientA.userId}/cases/${own.caseId}`, { token: clientA.tokens.accessToken });

    expect(response.status).toBe(200);
    expect(response.body.Item).toMatchObject({ caseId: own.caseId, clientId: clientA.userId, caseName: own.caseName });
  });

  it("answers 404 for another client's case asked for under the client's own id", async () => {
    const response = await api(`/v1/clients/${clientA.userId}/cases/${world.org1.caseOfB.caseId}`, { token: clientA.tokens.accessToken });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Case not found' });
  });
});

describe('admin case: GET /v1/admin/cases/{caseId}', () => {
  it("answers a case of the admin's org as { Item }", async () => {
    const [item] = world.org1.casesOfA;

    const response = await readAdminCase(item.caseId);

    expect(response.status).toBe(200);
    expect(response.body.Item).toEqual(item);
  });

  it('answers 404 for a case that does not exist', async () => {
    const response = await readAdminCase('no-such-case');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Case not found' });
  });

  it('answers 404 for a case of another org', async () => {
    const response = await readAdminCase(world.org2.caseOfClient.caseId);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Case not found' });
  });
});

describe('admin cases: GET /v1/admin/cases', () => {
  const CASES_IN_ORG = 11;
  let pagingAdmin: Person;
  let otherAdmin: Person;
  let opened: Case[];

  beforeAll(async () => {
    const orgId = await createOrg('paging');
    pagingAdmin = await createPerson(orgId, 'admin', 'admin');
    otherAdmin = await createPerson(orgId, 'admin', 'second');
    const client = await createPerson(orgId, 'client', 'client');
    opened = [];
    for (let i = 0; i < CASES_IN_ORG; i += 1) opened.push(await openCase(pagingAdmin, client, { status: CASE_STATUSES[i % CASE_STATUSES.length] }));
  });

  const listCases = (query: string, as: Person = pagingAdmin) => api<ListBody<Case>>(`/v1/admin/cases${query}`, { token: as.tokens.accessToken });

  it('answers ?limit=n with n cases, newest first, and a nextCursor when more exist', async () => {
    const response = await listCases('?limit=3');

    expect(response.status).toBe(200);
    expect(response.body.Items.map((item) => item.caseId)).toEqual(byNewestFirst(opened).slice(0, 3).map((item) => item.caseId));
    expect(typeof response.body.nextCursor).toBe('string');
  });

  it('answers a page of 10 (the page size) when no limit is given', async () => {
    const response = await listCases('');

    expect(response.body.Items).toHaveLength(10);
    expect(response.body.nextCursor).toBeDefined();
  });

  it('answers the last page without a nextCursor', async () => {
    const response = await listCases('?limit=100');

    expect(response.body.Items).toHaveLength(CASES_IN_ORG);
    expect(response.body.nextCursor).toBeUndefined();
  });

  it('walks every page of 2: each case exactly once, none missing, newest first', async () => {
    const { items, pages } = await walkPages<Case>('/v1/admin/cases', pagingAdmin.tokens.accessToken, 2);

    expect(pages).toBeGreaterThanOrEqual(Math.ceil(CASES_IN_ORG / 2));
    expect(items.map((item) => item.caseId)).toEqual(byNewestFirst(opened).map((item) => item.caseId));
  });

  it.each(['0', '101', 'abc'])('refuses limit=%s with 400', async (limit) => {
    const response = await listCases(`?limit=${limit}`);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'limit: limit must be a whole number from 1 to 100' });
  });

  it('refuses a tampered cursor with 400', async () => {
    const { nextCursor = '' } = (await listCases('?limit=2')).body;
    const bytes = Buffer.from(nextCursor, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x01;

    const response = await listCases(`?limit=2&cursor=${bytes.toString('base64url')}`);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid cursor' });
  });

  it('refuses a cursor issued to another admin of the same org with 400', async () => {
    const { nextCursor = '' } = (await listCases('?limit=2', otherAdmin)).body;

    const response = await listCases(`?limit=2&cursor=${nextCursor}`);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid cursor' });
  });

  it('refuses a cursor issued for another list (the users list) with 400', async () => {
    const users = await api<ListBody<User>>('/v1/admin/users?limit=1', { token: world.org1.admin.tokens.accessToken });
    expect(users.body.nextCursor).toBeDefined();

    const response = await api(`/v1/admin/cases?limit=1&cursor=${users.body.nextCursor}`, { token: world.org1.admin.tokens.accessToken });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid cursor' });
  });
});

describe('create case: POST /v1/admin/cases', () => {
  it('answers 201 { success: true, caseItem, data: { caseId } } with the case as sent', async () => {
    const body = newCaseBody(clientA, { status: 'on-hold', category: 'ERAR' });

    const response = await createCase(body);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, caseItem: expect.any(Object), data: { caseId: response.body.caseItem.caseId } });
    expect(response.body.caseItem).toMatchObject({
      orgId: admin.orgId,
      caseName: body.caseName,
      caseNumber: body.caseNumber,
      clientId: clientA.userId,
      clientName: body.clientName,
      clientEmail: clientA.email,
      clientPhone: body.clientPhone,
      attorneyId: admin.userId,
      attorneyName: body.attorneyName,
      category: 'ERAR',
      description: body.description,
      status: 'on-hold',
      docsNum: 0,
      caseFolderName: body.newFolderName,
    });
    expect(response.body.caseItem.openDate).toBe(response.body.caseItem.dateUpdated);
    expect(new Date(response.body.caseItem.openDate).toISOString()).toBe(response.body.caseItem.openDate);
  });

  it('opens the case with the status open when none is given', async () => {
    const body = newCaseBody(clientA);
    delete body.status;

    const response = await createCase(body);

    expect(response.status).toBe(201);
    expect(response.body.caseItem.status).toBe('open');
  });

  it('stores the case: the admin reads back what was answered', async () => {
    const created = await createCase(newCaseBody(clientA));

    const read = await readAdminCase(created.body.data.caseId);

    expect(read.status).toBe(200);
    expect(read.body.Item).toEqual(created.body.caseItem);
  });

  it('creates the case folder in the document store', async () => {
    const body = newCaseBody(clientA, { newFolderName: `Folder ${uniqueId('f')}` });

    const { caseItem } = (await createCase(body)).body;

    expect(caseItem.caseFolderId).not.toBe('');
    expect(await readFolder(caseItem.caseFolderId)).toEqual({ id: caseItem.caseFolderId, name: body.newFolderName, parentId: 'case-folders' });
  });

  it('attaches the case to the existing client with that e-mail and creates no user', async () => {
    const before = await orgSummary(admin);

    const response = await createCase(newCaseBody({ ...clientA, email: clientA.email.toUpperCase() }));

    expect(response.body.caseItem.clientId).toBe(clientA.userId);
    expect((await orgSummary(admin)).clientsCount).toBe(before.clientsCount);
  });

  it('ignores a clientId in the body: the case goes to the client of the e-mail', async () => {
    const response = await createCase(newCaseBody(clientA, { clientId: world.org2.client.userId }));

    expect(response.status).toBe(201);
    expect(response.body.caseItem.clientId).toBe(clientA.userId);
  });

  it('invites a new client by e-mail: a sign-in of the org with the client role', async () => {
    const email = `${uniqueId('new-client')}@example.test`;

    const response = await createCase(newCaseBody({ email, name: 'Nora Newclient' }));

    expect(response.status).toBe(201);
    const identity = await findIdentity(email);
    expect(identity?.attributes).toMatchObject({
      sub: response.body.caseItem.clientId,
      email,
      name: 'Nora Newclient',
      'custom:orgId': admin.orgId,
      'custom:userType': 'client',
    });
    expect(identity?.status).toBe('FORCE_CHANGE_PASSWORD');
  });

  it("writes the new client's Users record in the org", async () => {
    const email = `${uniqueId('new-client')}@example.test`;
    const body = newCaseBody({ email, name: 'Nils Newclient' });

    const { caseItem } = (await createCase(body)).body;

    const user = await api<{ Item: User }>(`/v1/clients/${caseItem.clientId}`, { token: admin.tokens.accessToken });
    expect(user.body.Item).toMatchObject({
      userId: caseItem.clientId,
      orgId: admin.orgId,
      email,
      name: 'Nils Newclient',
      phone: body.clientPhone,
      userType: 'client',
      status: 'active',
    });
  });

  it('counts a new client in clientsCount', async () => {
    const before = await orgSummary(admin);

    await createCase(newCaseBody({ email: `${uniqueId('new-client')}@example.test`, name: 'Nina Newclient' }));

    expect((await orgSummary(admin)).clientsCount).toBe(before.clientsCount + 1);
  });

  it('counts an open case in casesCount and openCasesCount', async () => {
    const before = await orgSummary(admin);

    await createCase(newCaseBody(clientA, { status: 'open' }));

    const after = await orgSummary(admin);
    expect([after.casesCount, after.openCasesCount]).toEqual([before.casesCount + 1, before.openCasesCount + 1]);
  });

  it('counts a closed case in casesCount only', async () => {
    const before = await orgSummary(admin);

    await createCase(newCaseBody(clientA, { status: 'closed' }));

    const after = await orgSummary(admin);
    expect([after.casesCount, after.openCasesCount]).toEqual([before.casesCount + 1, before.openCasesCount]);
  });

  it('refuses a case number the org already has with 409, writing nothing', async () => {
    const taken = world.org1.caseOfB.caseNumber;
    const before = await orgSummary(admin);

    const response = await createCase(newCaseBody(clientA, { caseNumber: taken }));

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Case number already exists' });
    expect(await orgSummary(admin)).toEqual(before);
  });

  it('refuses a case number the org already has in another letter case', async () => {
    const response = await createCase(newCaseBody(clientA, { caseNumber: world.org1.caseOfB.caseNumber.toUpperCase() }));

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Case number already exists' });
  });

  it('accepts a case number that only another org uses', async () => {
    const response = await createCase(newCaseBody(world.org2.client, { caseNumber: world.org1.caseOfB.caseNumber }), world.org2.admin);

    expect(response.status).toBe(201);
  });

  it("refuses a client e-mail of another org's user with 409", async () => {
    const response = await createCase(newCaseBody(world.org2.client));

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'A user with this email already exists' });
  });
});

describe('update case: PATCH /v1/admin/orgs/{orgId}/cases/{caseId}', () => {
  it('changes only the fields sent and answers { success, updatedItem }', async () => {
    const before = await openCase(admin, clientA);

    const response = await updateCase(before.caseId, { description: 'Biometrics done; waiting for the decision.' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      updatedItem: { ...before, description: 'Biometrics done; waiting for the decision.', dateUpdated: expect.any(String) },
    });
    expect(response.body.updatedItem.dateUpdated > before.dateUpdated).toBe(true);
    expect((await readAdminCase(before.caseId)).body.Item).toEqual(response.body.updatedItem);
  });

  const transitions = CASE_STATUSES.flatMap((from) => CASE_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(transitions)('moves a case from %s to %s and keeps openCasesCount exact', async (from, to) => {
    const item = await openCase(admin, clientA, { status: from });
    const before = await orgSummary(admin);

    const response = await updateCase(item.caseId, { status: to });

    expect(response.status).toBe(200);
    expect(response.body.updatedItem.status).toBe(to);
    const after = await orgSummary(admin);
    expect({ casesCount: after.casesCount, openCasesCount: after.openCasesCount }).toEqual({
      casesCount: before.casesCount,
      openCasesCount: before.openCasesCount + Number(isOpen(to)) - Number(isOpen(from)),
    });
  });

  it('refuses an unknown field with 400 and leaves the case as it was', async () => {
    const item = await openCase(admin, clientA);

    const response = await updateCase(item.caseId, { status: 'closed', orgId: world.org2.orgId });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Unknown field: orgId' });
    expect((await readAdminCase(item.caseId)).body.Item).toEqual(item);
  });

  it('refuses an empty change with 400', async () => {
    const response = await updateCase(world.org1.caseOfB.caseId, {});

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Nothing to update' });
  });

  it("answers 404 when the path names another org, even for that org's own case", async () => {
    const foreign = world.org2.caseOfClient;

    const response = await updateCase(foreign.caseId, { status: 'closed' }, { orgId: world.org2.orgId });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Case not found' });
    expect((await readAdminCase(foreign.caseId, world.org2.admin)).body.Item).toEqual(foreign);
  });

  it("answers 404 for another org's case under the admin's own org id", async () => {
    const foreign = world.org2.caseOfClient;

    const response = await updateCase(foreign.caseId, { status: 'closed' });

    expect(response.status).toBe(404);
    expect((await readAdminCase(foreign.caseId, world.org2.admin)).body.Item).toEqual(foreign);
  });

  it('answers 404 for a case that does not exist', async () => {
    const response = await updateCase('no-such-case', { status: 'closed' });

    expect(response.status).toBe(404);
  });

  it('refuses a case number another case of the org has with 409', async () => {
    const item = await openCase(admin, clientA);

    const response = await updateCase(item.caseId, { caseNumber: world.org1.caseOfB.caseNumber });

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Case number already exists' });
  });

  it('frees the old case number when the number changes', async () => {
    const item = await openCase(admin, clientA);
    await updateCase(item.caseId, { caseNumber: uniqueId('IMM') });

    const response = await createCase(newCaseBody(clientA, { caseNumber: item.caseNumber }));

    expect(response.status).toBe(201);
  });
});

describe('org summary: GET /v1/admin/orgs/{orgId}', () => {
  it("answers the admin's org as { Item } with its profile and counters", async () => {
    const response = await api<{ Item: OrgSummary }>(`/v1/admin/orgs/${world.org2.orgId}`, { token: world.org2.admin.tokens.accessToken });

    expect(response.status).toBe(200);
    expect(response.body.Item).toEqual({
      orgId: world.org2.orgId,
      name: expect.any(String),
      address: expect.any(String),
      phone: expect.any(String),
      email: expect.any(String),
      website: expect.any(String),
      casesCount: expect.any(Number),
      openCasesCount: expect.any(Number),
      clientsCount: expect.any(Number),
      documentsUploadedCount: 0,
      documentsUploadedThisMonth: 0,
      // Never saved by this firm: the defaults.
      requestReminders: { daysBefore: 3, onDueDate: true, overdueEveryDays: 3 },
      retentionYears: 7,
      privacyNotice: expect.objectContaining({ isDefault: true, version: DEFAULT_PRIVACY_NOTICE_VERSION }),
    });
  });

  it('counts exactly the cases, open cases and clients the org lists', async () => {
    const token = admin.tokens.accessToken;
    const cases = (await walkPages<Case>('/v1/admin/cases', token, 100)).items;
    const clients = (await walkPages<User>('/v1/admin/users', token, 100)).items;

    const summary = await orgSummary(admin);

    expect({ casesCount: summary.casesCount, openCasesCount: summary.openCasesCount, clientsCount: summary.clientsCount }).toEqual({
      casesCount: cases.length,
      openCasesCount: cases.filter((item) => isOpen(item.status)).length,
      clientsCount: clients.length,
    });
  });

  it("answers the seeded demo org to the demo admin", async () => {
    const demoAdmin = await signIn(DEMO_ADMIN.email);

    const response = await api<{ Item: OrgSummary }>(`/v1/admin/orgs/${DEMO_ORG.orgId}`, { token: demoAdmin.accessToken });

    expect(response.status).toBe(200);
    expect(response.body.Item).toMatchObject({ orgId: DEMO_ORG.orgId, name: DEMO_ORG.name });
    expect(response.body.Item.casesCount).toBeGreaterThanOrEqual(6);
  });
});
