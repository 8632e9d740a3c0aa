/**
 * The export builder over the features' public entries (mocked here: what each reads by key is theirs
 * to test): it gathers every part of the client's cases and chain, keeps each record of this client
 * only, gives staff everything and the client what they see, without the firm's internal id.
 */
import type { ActivityRecord } from '../../../shared/activity/types';
import type { Case, CaseEmail } from '../../../shared/cases/types';
import type { Message } from '../../../shared/messages/types';
import type { User } from '../../../shared/users/types';
import { caseFixture } from '../../../test/unit/support/records';
import { requestFixture } from '../../../test/unit/support/requests';
import * as cases from '../../cases';
import * as documents from '../../documents';
import * as messages from '../../messages';
import * as people from '../../people';
import * as questionnaires from '../../questionnaires';
import * as requests from '../../requests';
import { activityForClient, buildClientExport, exportedClientOf, withoutOtherPeople } from './client-export';

const mockCases = jest.mocked(cases);
const mockDocuments = jest.mocked(documents);
const mockMessages = jest.mocked(messages);
const mockRequests = jest.mocked(requests);
const mockPeople = jest.mocked(people);
const mockQuestionnaires = jest.mocked(questionnaires);

const client: User = {
  userId: 'client-a',
  orgId: 'org-1',
  name: 'Ana Silva',
  email: 'ana@example.test',
  phone: '+1 514 555 0100',
  userType: 'client',
  status: 'active',
  dateCreated: '2026-01-05T10:00:00.000Z',
  photoURL: '',
  version: 7,
  language: 'fr',
};

const caseOfA: Case = caseFixture({ caseId: 'case-a', orgId: 'org-1', clientId: 'client-a', clientName: 'Ana Silva', caseFolderId: 'folder-a' });

const chains: Record<string, ActivityRecord[]> = {};
const record = (chain: string, seq: number, fields: Partial<ActivityRecord>): ActivityRecord => ({
  chain,
  seq,
  at: `2026-02-0${seq}T10:00:00.000Z`,
  kind: 'case.viewed',
  actor: { userId: 'admin-1', name: 'Sam Staff', role: 'admin' },
  orgId: 'org-1',
  prevHash: '0'.repeat(64),
  hash: 'f'.repeat(64),
  source: { ip: '203.0.113.9', userAgent: 'staff-browser' },
  ...fields,
});

const message = (messageId: string, caseId: string): Message => ({
  messageId,
  caseId,
  body: `body of ${messageId}`,
  sentAt: '2026-02-01T10:00:00.000Z',
  sender: { userId: 'client-a', name: 'Ana Silva', role: 'client' },
  documentIds: [],
});

const email = (messageId: string, caseId: string): CaseEmail => ({
  messageId,
  caseId,
  senderName: 'Sam Staff',
  recipientEmail: 'ana@example.test',
  recipientName: 'Ana Silva',
  message: 'Your file is complete',
  createdAt: '2026-02-01T10:00:00.000Z',
  delivery: 'sent',
});

jest.mock('../../cases', () => ({ listAllCasesOfClient: jest.fn(), listAllCaseEmails: jest.fn() }));
jest.mock('../../documents', () => ({ exportCaseDocuments: jest.fn() }));
jest.mock('../../messages', () => ({ listAllMessagesOfCase: jest.fn() }));
jest.mock('../../people', () => ({ listPeopleOfCase: jest.fn(), toPerson: jest.requireActual('../../people/domain/people').toPerson }));
jest.mock('../../questionnaires', () => ({ questionnairesOfClientCase: jest.fn() }));
// Read by key (mocked); answered as the requests feature answers them (its own function).
jest.mock('../../requests', () => ({
  listRequestsOfCase: jest.fn(),
  requestAsRead: (jest.requireActual('../../requests/domain/request-changes') as typeof import('../../requests/domain/request-changes')).toDocumentRequest,
}));
jest.mock('../../core/activity', () => ({
  chains: { ofCase: (caseId: string) => `CASE#${caseId}`, ofClient: (userId: string) => `CLIENT#${userId}` },
  readWholeLog: async function* (chain: string) {
    yield* chains[chain] ?? [];
  },
}));

beforeEach(() => {
  chains['CASE#case-a'] = [
    record('CASE#case-a', 1, { kind: 'case.created', caseId: 'case-a' }),
    record('CASE#case-a', 2, { kind: 'case.viewed', caseId: 'case-a' }),
    record('CASE#case-a', 3, {
      kind: 'document.uploaded',
      caseId: 'case-a',
      actor: { userId: 'client-a', name: 'Ana Silva', role: 'client' },
      source: { ip: '198.51.100.7' },
      visibleToClient: true,
      details: { documents: [{ documentId: 'doc-a', name: 'passport.pdf', visibleToClient: true }] },
    }),
    record('CASE#case-a', 4, {
      kind: 'document.downloaded',
      caseId: 'case-a',
      visibleToClient: true,
      details: {
        documents: [
          { documentId: 'doc-a', name: 'passport.pdf', visibleToClient: true },
          { documentId: 'doc-internal', name: 'notes.pdf', visibleToClient: false },
        ],
      },
    }),
  ];
  chains['CLIENT#client-a'] = [record('CLIENT#client-a', 1, { kind: 'client.exported', details: { clientId: 'client-a' } })];
  mockCases.listAllCasesOfClient.mockResolvedValue([caseOfA]);
  mockCases.listAllCaseEmails.mockResolvedValue([email('mail-a', 'case-a'), email('mail-b', 'case-b')]);
  mockMessages.listAllMessagesOfCase.mockResolvedValue([message('msg-a', 'case-a'), message('msg-b', 'case-b')]);
  const createdBy = { userId: 'admin-1', name: 'Sam Staff' };
  mockPeople.listPeopleOfCase.mockResolvedValue([
    { personId: 'person-child', caseId: 'case-a', orgId: 'org-1', clientId: 'client-a', name: 'Léa Silva', relationship: 'child', dateOfBirth: '2015-04-02', createdAt: '2026-02-02T10:00:00.000Z', createdBy },
    { personId: 'person-a', caseId: 'case-a', orgId: 'org-1', clientId: 'client-a', name: 'Ana Silva', relationship: 'principal', createdAt: '2026-02-01T10:00:00.000Z', createdBy },
    { personId: 'person-b', caseId: 'case-b', orgId: 'org-1', clientId: 'client-b', name: 'Not theirs', relationship: 'principal', createdAt: '2026-02-01T10:00:00.000Z', createdBy },
  ]);
  mockQuestionnaires.questionnairesOfClientCase.mockResolvedValue([
    {
      questionnaireId: 'qnr-a',
      caseId: 'case-a',
      templateId: 'temporary-residence',
      titles: { en: 'Temporary residence application', fr: 'Demande de résidence temporaire' },
      status: 'submitted',
      createdAt: '2026-02-01T10:00:00.000Z',
      updatedAt: '2026-02-03T10:00:00.000Z',
      sections: [],
      answers: { familyName: { value: 'Silva', by: { userId: 'client-a', name: 'Ana Silva', role: 'client' }, at: '2026-02-02T10:00:00.000Z' } },
      comments: [],
      history: [],
      missing: [],
      gaps: [],
    },
  ]);
  mockRequests.listRequestsOfCase.mockResolvedValue([
    requestFixture({ requestId: 'req-a', caseId: 'case-a', orgId: 'org-1', clientId: 'client-a', title: 'Passport', titles: { en: 'Passport', fr: 'Passeport' }, version: 2 }),
    requestFixture({ requestId: 'req-b', caseId: 'case-a', orgId: 'org-1', clientId: 'client-b', title: 'Not theirs', position: 1, version: 1 }),
  ]);
  mockDocuments.exportCaseDocuments.mockImplementation(async (_case, audience) => ({
    documents: [{ documentId: 'doc-a', caseId: 'case-a', folder: 'Passport', name: 'passport.pdf', size: 10, type: 'application/pdf', uploadedAt: '', uploadedBy: 'Ana Silva', sharedWithClient: true, status: 'available' }],
    links: [{ documentId: 'doc-a', fileName: 'passport.pdf', url: `https://store.test/doc-a?for=${audience}` }],
  }));
});

describe('buildClientExport', () => {
  it("gathers the client's record, cases and every part of them, for staff", async () => {
    const exported = await buildClientExport(client, 'staff', new Date('2026-03-01T12:00:00.000Z'));
    expect(exported).toMatchObject({
      exportedAt: '2026-03-01T12:00:00.000Z',
      format: 'portal-export/1',
      client: { userId: 'client-a', name: 'Ana Silva', email: 'ana@example.test', createdAt: '2026-01-05T10:00:00.000Z', language: 'fr', orgId: 'org-1' },
      cases: [{ caseId: 'case-a', orgId: 'org-1' }],
      documents: [{ documentId: 'doc-a' }],
      documentLinks: [{ documentId: 'doc-a', url: 'https://store.test/doc-a?for=staff' }],
    });
    expect(exported.client).not.toHaveProperty('version');
    expect(exported.client).not.toHaveProperty('dateCreated');
    expect(exported.activity.map((entry) => `${entry.chain}:${entry.seq}`)).toEqual(['CASE#case-a:1', 'CASE#case-a:2', 'CASE#case-a:3', 'CASE#case-a:4', 'CLIENT#client-a:1']);
    expect(mockDocuments.exportCaseDocuments).toHaveBeenCalledWith(caseOfA, 'staff', expect.any(Number));
  });

  it("keeps only what is of the client's own cases, whatever a reader answers", async () => {
    const exported = await buildClientExport(client, 'staff');
    expect(exported.messages.map((entry) => entry.messageId)).toEqual(['msg-a']);
    expect(exported.caseEmails.map((entry) => entry.messageId)).toEqual(['mail-a']);
    expect(exported.requests.map((entry) => entry.requestId)).toEqual(['req-a']);
    expect(JSON.stringify(exported)).not.toMatch(/client-b|case-b|Not theirs/);
  });

  it('holds the people of the client’s cases, oldest first, without their org, client or who added them, and the questionnaires with their answers', async () => {
    const exported = await buildClientExport(client, 'client');
    expect(exported.people.map((person) => person.personId)).toEqual(['person-a', 'person-child']);
    for (const internal of ['orgId', 'clientId', 'createdBy']) expect(exported.people[0]).not.toHaveProperty(internal);
    expect(exported.questionnaires.map((questionnaire) => questionnaire.answers.familyName?.value)).toEqual(['Silva']);
    expect(mockQuestionnaires.questionnairesOfClientCase).toHaveBeenCalledWith('case-a', 'client-a');
    expect(JSON.stringify(exported.people)).not.toMatch(/Not theirs/);
  });

  it('answers requests as the API does: without their org, client, position or version, in the client’s language', async () => {
    const [request] = (await buildClientExport(client, 'staff')).requests;
    for (const internal of ['orgId', 'clientId', 'position', 'version']) expect(request).not.toHaveProperty(internal);
    expect(request).toMatchObject({ requestId: 'req-a', caseId: 'case-a', title: 'Passeport', titles: { en: 'Passport', fr: 'Passeport' } });
  });

  it('gives the client what they see, without the firm’s id nor staff’s sources', async () => {
    const exported = await buildClientExport(client, 'client');
    expect(mockDocuments.exportCaseDocuments).toHaveBeenCalledWith(caseOfA, 'client', expect.any(Number));
    expect(exported.client).not.toHaveProperty('orgId');
    expect(exported.cases[0]).not.toHaveProperty('orgId');
    expect(exported.activity.map((entry) => `${entry.chain}:${entry.kind}`)).toEqual([
      'CASE#case-a:document.uploaded',
      'CASE#case-a:document.downloaded',
      'CLIENT#client-a:client.exported',
    ]);
    expect(exported.activity.every((entry) => !('orgId' in entry))).toBe(true);
    const [own, firms] = exported.activity;
    expect(own?.source).toEqual({ ip: '198.51.100.7' });
    expect(firms?.source).toBeUndefined();
    expect(firms?.details?.documents).toEqual([{ documentId: 'doc-a', name: 'passport.pdf', visibleToClient: true }]);
  });
});

describe('activityForClient', () => {
  const staffRead = record('CASE#case-a', 2, { kind: 'case.viewed' });

  it("leaves out staff's events the client does not see", () => {
    expect(activityForClient(staffRead, 'client-a', false)).toBeUndefined();
  });

  it("keeps staff's events of the client's own chain, without their source", () => {
    const kept = activityForClient(record('CLIENT#client-a', 1, { kind: 'export.approved' }), 'client-a', true);
    expect(kept).toMatchObject({ kind: 'export.approved', actor: { userId: 'admin-1' } });
    expect(kept).not.toHaveProperty('source');
  });
});

describe('exportedClientOf', () => {
  it('reads a record without a language as English', () => {
    const { language: _language, ...withoutLanguage } = client;
    expect(exportedClientOf(withoutLanguage).language).toBe('en');
  });
});

describe('withoutOtherPeople', () => {
  it('does not name another client refused on the case, nor where they came from', () => {
    const tried = record('CASE#case-a', 5, { kind: 'access.denied', actor: { userId: 'client-b', name: 'Bea Other', role: 'client' }, details: { route: 'getClientCase' } });
    const kept = withoutOtherPeople(tried, 'client-a');
    expect(kept).toMatchObject({ kind: 'access.denied', actor: { userId: '', name: 'someone else' }, details: { route: 'getClientCase' } });
    expect(JSON.stringify(kept)).not.toMatch(/client-b|Bea Other|203\.0\.113\.9/);
  });

  it("keeps the client's and their firm's staff's records as they are", () => {
    const staffRead = record('CASE#case-a', 2, { kind: 'case.viewed' });
    expect(withoutOtherPeople(staffRead, 'client-a')).toBe(staffRead);
    const own = record('CASE#case-a', 3, { actor: { userId: 'client-a', name: 'Ana Silva', role: 'client' } });
    expect(withoutOtherPeople(own, 'client-a')).toBe(own);
  });
});
