/**
 * Writes that race: many case creations at once, the same case number at once, cases and clients
 * for the same new e-mail at once, status changes of one case at once. The org counters must stay
 * exact and nothing may be duplicated or left half-made.
 */
import { CASE_STATUSES } from '../../shared/cases/constants';
import type { Case } from '../../shared/cases/types';
import type { User } from '../../shared/users/types';
import { type ApiResponse, api, walkPages } from './support/api';
import { findIdentity } from './support/cognito';
import { foldersNamed } from './support/documents';
import { type Person, createOrg, createPerson, newCaseBody, openCase, orgSummary, uniqueId } from './support/principals';

jest.setTimeout(60_000);

type CreateAnswer = ApiResponse<{ caseItem: Case; message?: string }>;

/** An org of its own for each block: its counters move only with what the block does. */
async function orgWithClient(label: string): Promise<{ admin: Person; client: Person }> {
  const orgId = await createOrg(label);
  const admin = await createPerson(orgId, 'admin', 'admin');
  const client = await createPerson(orgId, 'client', 'client');
  return { admin, client };
}

const createCase = (admin: Person, body: Record<string, unknown>): Promise<CreateAnswer> =>
  api('/v1/admin/cases', { method: 'POST', token: admin.tokens.accessToken, body });

const statusesOf = (answers: ApiResponse[]) => answers.map((answer) => answer.status).sort();

describe('50 case creations at once, each with its own number', () => {
  const COUNT = 50;
  let admin: Person;
  let before: Awaited<ReturnType<typeof orgSummary>>;
  let answers: CreateAnswer[];
  let expectedOpen: number;

  beforeAll(async () => {
    const org = await orgWithClient('parallel');
    admin = org.admin;
    await openCase(admin, org.client);
    before = await orgSummary(admin);
    const statuses = Array.from({ length: COUNT }, (_, i) => CASE_STATUSES[i % CASE_STATUSES.length]);
    expectedOpen = statuses.filter((status) => status !== 'closed').length;
    answers = await Promise.all(statuses.map((status) => createCase(admin, newCaseBody(org.client, { status }))));
  });

  it('answers 201 to every one', () => {
    expect(statusesOf(answers)).toEqual(Array(COUNT).fill(201));
  });

  it('moves casesCount and openCasesCount by exactly the cases created', async () => {
    const after = await orgSummary(admin);

    expect({ casesCount: after.casesCount, openCasesCount: after.openCasesCount }).toEqual({
      casesCount: before.casesCount + COUNT,
      openCasesCount: before.openCasesCount + expectedOpen,
    });
  });

  it('lists each new case exactly once', async () => {
    const listed = (await walkPages<Case>('/v1/admin/cases', admin.tokens.accessToken, 100)).items.map((item) => item.caseId);

    const created = answers.map((answer) => answer.body.caseItem.caseId);
    expect(listed.filter((caseId) => created.includes(caseId)).sort()).toEqual([...created].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('10 case creations at once with the same case number', () => {
  const COUNT = 10;
  let admin: Person;
  let before: Awaited<ReturnType<typeof orgSummary>>;
  let caseNumber: string;
  let folderName: string;
  let answers: CreateAnswer[];

  beforeAll(async () => {
    const org = await orgWithClient('same-number');
    admin = org.admin;
    before = await orgSummary(admin);
    caseNumber = uniqueId('IMM-SAME');
    folderName = `Folder ${caseNumber}`;
    answers = await Promise.all(
      Array.from({ length: COUNT }, () => createCase(admin, newCaseBody(org.client, { caseNumber, newFolderName: folderName }))),
    );
  });

  it('answers 201 to exactly one and 409 Case number already exists to the others', () => {
    expect(statusesOf(answers)).toEqual([201, ...Array(COUNT - 1).fill(409)]);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.body).toEqual({ message: 'Case number already exists' });
    }
  });

  it('keeps exactly one case with that number', async () => {
    const listed = (await walkPages<Case>('/v1/admin/cases', admin.tokens.accessToken, 100)).items;

    expect(listed.filter((item) => item.caseNumber === caseNumber)).toHaveLength(1);
  });

  it('counts the one case only', async () => {
    const after = await orgSummary(admin);

    expect([after.casesCount, after.openCasesCount]).toEqual([before.casesCount + 1, before.openCasesCount + 1]);
  });

  it('removes the folders of the refused creations', async () => {
    const winner = answers.find((answer) => answer.status === 201)?.body.caseItem;

    expect((await foldersNamed(folderName)).map((folder) => folder.id)).toEqual([winner?.caseFolderId]);
  });
});

describe('5 cases opened at once for the same new client', () => {
  const COUNT = 5;
  let admin: Person;
  let email: string;
  let before: Awaited<ReturnType<typeof orgSummary>>;
  let answers: CreateAnswer[];

  beforeAll(async () => {
    ({ admin } = await orgWithClient('same-client'));
    before = await orgSummary(admin);
    email = `${uniqueId('raced-client')}@example.test`;
    answers = await Promise.all(Array.from({ length: COUNT }, () => createCase(admin, newCaseBody({ email, name: 'Rachel Raced' }))));
  });

  it('answers 201 to every one', () => {
    expect(statusesOf(answers)).toEqual(Array(COUNT).fill(201));
  });

  it('gives all the cases one client', () => {
    expect(new Set(answers.map((answer) => answer.body.caseItem?.clientId)).size).toBe(1);
  });

  it("keeps that client's sign-in", async () => {
    const identity = await findIdentity(email);

    expect(identity?.attributes.sub).toBe(answers[0]?.body.caseItem.clientId);
  });

  it('counts the client once and every case', async () => {
    const after = await orgSummary(admin);

    expect([after.clientsCount, after.casesCount]).toEqual([before.clientsCount + 1, before.casesCount + COUNT]);
  });
});

describe('5 ensure-client calls at once for the same new e-mail', () => {
  let admin: Person;
  let email: string;
  let answers: ApiResponse<{ userId: string; created: boolean }>[];

  beforeAll(async () => {
    ({ admin } = await orgWithClient('same-email'));
    email = `${uniqueId('raced-ensure')}@example.test`;
    answers = await Promise.all(
      Array.from({ length: 5 }, () => api<{ userId: string; created: boolean }>('/v1/admin/clients', { method: 'POST', token: admin.tokens.accessToken, body: { email, name: 'Ravi Raced' } })),
    );
  });

  it('creates the client once and finds it for the others', () => {
    expect(answers.map((answer) => `${answer.status} ${answer.body.created}`).sort()).toEqual(['200 false', '200 false', '200 false', '200 false', '201 true']);
  });

  it('answers the same userId to all, the one of the kept sign-in', async () => {
    const identity = await findIdentity(email);

    expect(new Set(answers.map((answer) => answer.body.userId))).toEqual(new Set([identity?.attributes.sub]));
  });

  it('lists the client once', async () => {
    const clients = (await walkPages<User>('/v1/admin/users', admin.tokens.accessToken, 100)).items;

    expect(clients.filter((client) => client.email === email)).toHaveLength(1);
  });
});

describe('10 status changes of one case at once', () => {
  let admin: Person;
  let item: Case;
  let before: Awaited<ReturnType<typeof orgSummary>>;
  let answers: ApiResponse<{ updatedItem: Case; message?: string }>[];

  beforeAll(async () => {
    const org = await orgWithClient('same-case');
    admin = org.admin;
    item = await openCase(admin, org.client, { status: 'open' });
    before = await orgSummary(admin);
    answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api<{ updatedItem: Case; message?: string }>(`/v1/admin/orgs/${admin.orgId}/cases/${item.caseId}`, {
          method: 'PATCH',
          token: admin.tokens.accessToken,
          body: { status: i % 2 === 0 ? 'closed' : 'in-progress' },
        }),
      ),
    );
  });

  it('applies each change or refuses it as changed by someone else', () => {
    for (const answer of answers) {
      if (answer.status !== 200) expect({ status: answer.status, body: answer.body }).toEqual({ status: 409, body: { message: expect.stringMatching(/changed by someone else|in progress/) } });
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
  });

  it('keeps openCasesCount exact for the status the case ends with', async () => {
    const final = (await api<{ Item: Case }>(`/v1/admin/cases/${item.caseId}`, { token: admin.tokens.accessToken })).body.Item;

    const after = await orgSummary(admin);

    expect(after.openCasesCount).toBe(before.openCasesCount - 1 + (final.status === 'closed' ? 0 : 1));
  });
});
