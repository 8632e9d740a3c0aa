/**
 * The export of a client's information through the local gateway with real tokens:
 * a firm with two clients, each with a case, documents, a message, a document request, an e-mail, a
 * person on the file and a questionnaire begun about them.
 * Staff's export of client A holds A's record, cases, requests, messages, e-mails, documents (with
 * links whose bytes are the uploaded ones) and activity — and nothing of client B; it is recorded in
 * A's chain. Another firm's admin is answered 404, a client 403. A client asks for theirs, the firm is
 * e-mailed and approves, the client is e-mailed and downloads what they see of it.
 */
import type { Case } from '../../shared/cases/types';
import type { ClientExport, ExportRequestState } from '../../shared/exports/types';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import { api } from './support/api';
import { eventOf, eventually, pdfCarrying, sendCaseEmail, uploadBatch, waitForEventLike } from './support/mail';
import { type Person, type World, createWorld } from './support/principals';
import { useStackEnvironment } from './support/stack';

useStackEnvironment();

jest.setTimeout(120_000);

let world: World;
let admin: Person;
let clientA: Person;
let clientB: Person;
let caseOfA: Case;
let caseOfB: Case;

const as = (person: Person) => person.tokens.accessToken;

/** What was made for each client: the ids and texts their export must (or must not) hold. */
interface Made {
  documentIds: string[];
  staffOnlyDocumentId: string;
  messageBody: string;
  requestTitle: string;
  emailText: string;
  personName: string;
  questionnaireId: string;
  answer: string;
}
const made: Record<'A' | 'B', Made> = {} as Record<'A' | 'B', Made>;

async function fill(label: 'A' | 'B', client: Person, item: Case): Promise<void> {
  const marker = `${label}-${item.caseId.slice(0, 8)}`;
  expect((await api(`/v1/admin/cases/${item.caseId}`, { token: as(admin) })).status).toBe(200);
  const uploaded = await uploadBatch(client, item, [pdfCarrying(`passport-${marker}.pdf`, `bytes of ${marker}`)]);
  const staffOnly = await uploadBatch(admin, item, [pdfCarrying(`internal-notes-${marker}.pdf`, `staff ${marker}`)]);
  const messageBody = `Here is my passport, ${marker}`;
  const message = await api(`/v1/cases/${item.caseId}/messages`, { method: 'POST', token: as(client), body: { body: messageBody } });
  expect(message.status).toBe(201);
  const requestTitle = `Birth certificate ${marker}`;
  const request = await api(`/v1/admin/cases/${item.caseId}/requests`, { method: 'POST', token: as(admin), body: { items: [{ title: requestTitle }] } });
  expect(request.status).toBe(201);
  const emailText = `Your file is complete, ${marker}`;
  expect((await sendCaseEmail(admin, item.caseId, emailText)).status).toBe(201);
  // A person on the file, and a questionnaire about them the client has begun.
  const personName = `Spouse ${marker}`;
  const person = await api<{ personId: string }>(`/v1/admin/cases/${item.caseId}/people`, { method: 'POST', token: as(admin), body: { name: personName, relationship: 'spouse' } });
  expect(person.status).toBe(201);
  const questionnaire = await api<{ questionnaireId: string }>(`/v1/admin/cases/${item.caseId}/questionnaires`, {
    method: 'POST',
    token: as(admin),
    body: { templateId: 'temporary-residence', personId: person.body.personId },
  });
  expect(questionnaire.status).toBe(201);
  const answer = `Family name ${marker}`;
  const answered = await api(`/v1/cases/${item.caseId}/questionnaires/${questionnaire.body.questionnaireId}`, {
    method: 'PATCH',
    token: as(client),
    body: { answers: { familyName: answer } },
  });
  expect(answered.status).toBe(200);
  made[label] = {
    documentIds: uploaded.documents.map((document) => document.id),
    staffOnlyDocumentId: staffOnly.documents[0]?.id ?? '',
    messageBody,
    requestTitle,
    emailText,
    personName,
    questionnaireId: questionnaire.body.questionnaireId,
    answer,
  };
}

beforeAll(async () => {
  world = await createWorld('export');
  ({ admin, clientA, clientB } = world.org1);
  [caseOfA] = world.org1.casesOfA;
  caseOfB = world.org1.caseOfB;
  await fill('A', clientA, caseOfA);
  await fill('B', clientB, caseOfB);
  // Client B tries client A's case: refused, and recorded in its log (access.denied) — without naming B in A's export.
  expect((await api(`/v1/clients/${clientB.userId}/cases/${caseOfA.caseId}`, { token: as(clientB) })).status).toBe(404);
  expect((await api(`/v1/cases/${caseOfA.caseId}/messages`, { token: as(clientB) })).status).toBe(404);
});

/** Everything of client B that must never be in client A's export. */
function secretsOfB(): string[] {
  return [
    clientB.userId,
    clientB.email,
    clientB.name,
    caseOfB.caseId,
    caseOfB.caseNumber,
    caseOfB.caseFolderId,
    ...made.B.documentIds,
    made.B.staffOnlyDocumentId,
    made.B.messageBody,
    made.B.requestTitle,
    made.B.emailText,
    made.B.personName,
    made.B.questionnaireId,
    made.B.answer,
  ];
}

const staffExport = (person: Person, of: Person) => api<ClientExport>(`/v1/admin/clients/${of.userId}/export`, { token: as(person) });

describe("staff's export of a client", () => {
  let exported: ClientExport;
  let text: string;

  beforeAll(async () => {
    const response = await staffExport(admin, clientA);
    expect(response.status).toBe(200);
    exported = response.body;
    text = response.text;
  });

  it("holds the client's record, cases, requests, messages, e-mails, documents and activity", () => {
    expect(exported).toMatchObject({ format: 'portal-export/1', client: { userId: clientA.userId, email: clientA.email, name: clientA.name, status: 'active' } });
    expect(exported.client).not.toHaveProperty('version');
    expect(exported.cases.map((item) => item.caseId).sort()).toEqual(world.org1.casesOfA.map((item) => item.caseId).sort());
    expect(exported.requests.map((request) => request.title)).toContain(made.A.requestTitle);
    expect(exported.messages.map((message) => message.body)).toContain(made.A.messageBody);
    expect(exported.caseEmails.map((email) => email.message)).toContain(made.A.emailText);
    expect(exported.people.map((person) => person.name)).toContain(made.A.personName);
    expect(exported.questionnaires.find((questionnaire) => questionnaire.questionnaireId === made.A.questionnaireId)).toMatchObject({
      personName: made.A.personName,
      answers: { familyName: { value: made.A.answer, by: { userId: clientA.userId } } },
    });
    const documentIds = exported.documents.map((document) => document.documentId);
    expect(documentIds).toEqual(expect.arrayContaining([...made.A.documentIds, made.A.staffOnlyDocumentId]));
    expect(exported.documents.find((document) => document.documentId === made.A.staffOnlyDocumentId)).toMatchObject({ sharedWithClient: false, caseId: caseOfA.caseId });
    expect(exported.documents.find((document) => document.documentId === made.A.documentIds[0])).toMatchObject({ sharedWithClient: true, type: 'application/pdf' });
    const kinds = exported.activity.map((record) => record.kind);
    expect(kinds).toEqual(expect.arrayContaining(['case.created', 'document.uploaded', 'message.sent', 'request.created', 'email.sent', 'access.denied']));
    expect(exported.activity.find((record) => record.kind === 'access.denied')?.actor).toEqual({ userId: '', name: 'someone else', role: 'client' });
    expect(exported.activity.every((record) => record.chain === `CASE#${record.caseId}` || record.chain === `CLIENT#${clientA.userId}`)).toBe(true);
  });

  it("links each available document to its bytes", async () => {
    const link = exported.documentLinks.find((candidate) => candidate.documentId === made.A.documentIds[0]);
    expect(link?.fileName).toMatch(/^passport-A-/);
    const bytes = Buffer.from(await (await fetch(link?.url ?? '')).arrayBuffer()).toString('latin1');
    expect(bytes).toContain(`bytes of A-${caseOfA.caseId.slice(0, 8)}`);
  });

  it('holds nothing of another client', () => {
    for (const secret of secretsOfB()) expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
  });

  it("is recorded in the client's activity chain", async () => {
    // An export's own record is written after its answer (the activity log never holds a request up):
    // under load, the next export can be read before it is there, so read again until it is.
    const exportsRecorded = (answer: Awaited<ReturnType<typeof staffExport>>) =>
      answer.body.activity.filter((record) => record.chain === `CLIENT#${clientA.userId}` && record.kind === 'client.exported');
    const again = await eventually(() => staffExport(admin, clientA), (answer) => exportsRecorded(answer).length > 0, "the export's activity record");
    const recorded = exportsRecorded(again);
    expect(recorded.length).toBeGreaterThanOrEqual(1);
    expect(recorded[0]).toMatchObject({ actor: { userId: admin.userId, role: 'admin' }, orgId: admin.orgId, details: { clientId: clientA.userId } });
  });

  it("answers another firm's admin, and a user who is no client, 404 Client not found", async () => {
    for (const [person, of] of [
      [world.org2.admin, clientA],
      [admin, admin],
      [admin, world.org2.client],
    ] as const) {
      const response = await staffExport(person, of);
      expect({ status: response.status, body: response.body }).toEqual({ status: 404, body: { message: 'Client not found' } });
    }
  });

  it('refuses a client 403', async () => {
    const response = await staffExport(clientA, clientA);
    expect(response.status).toBe(403);
  });
});

describe("a client's request for a copy of their information", () => {
  const mine = (path: string, method: 'GET' | 'POST' = 'GET') => api<ExportRequestState>(`/v1/me/${path}`, { method, token: as(clientA) });
  const approve = (person: Person) => api<ExportRequestState>(`/v1/admin/clients/${clientA.userId}/export-requests/approve`, { method: 'POST', token: as(person) });

  it('is asked, approved by the firm and downloaded, with an e-mail at each step', async () => {
    const early = await api(`/v1/me/export`, { token: as(clientA) });
    expect({ status: early.status, code: early.headers.get(REFUSAL_CODE_HEADER) }).toEqual({ status: 409, code: 'export-not-approved' });
    expect((await mine('export-requests')).body).toEqual({ status: 'none' });
    const notAsked = await approve(admin);
    expect({ status: notAsked.status, code: notAsked.headers.get(REFUSAL_CODE_HEADER) }).toEqual({ status: 409, code: 'export-not-requested' });

    const asked = await mine('export-requests', 'POST');
    expect(asked).toMatchObject({ status: 201, body: { status: 'pending' } });
    const twice = await mine('export-requests', 'POST');
    expect({ status: twice.status, code: twice.headers.get(REFUSAL_CODE_HEADER) }).toEqual({ status: 409, code: 'export-already-requested' });
    const toFirm = await waitForEventLike(admin.email, `export-requested-${clientA.userId}-`);
    expect(toFirm.text).toContain(clientA.name);
    expect(toFirm.text).not.toContain(clientA.email);
    const seen = await api<ExportRequestState>(`/v1/admin/clients/${clientA.userId}/export-requests`, { token: as(admin) });
    expect(seen.body).toMatchObject({ status: 'pending' });

    expect((await approve(world.org2.admin)).status).toBe(404);
    const approved = await approve(admin);
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved', approvedBy: { userId: admin.userId } } });
    expect((await approve(admin)).body).toEqual(approved.body);
    const toClient = await waitForEventLike(clientA.email, `export-approved-${clientA.userId}-`);
    expect(eventOf(toClient)).toMatch(/^export-approved-/);
    expect((await mine('export-requests')).body).toMatchObject({ status: 'approved' });

    const download = await api<ClientExport>(`/v1/me/export`, { token: as(clientA) });
    expect(download.status).toBe(200);
    const copy = download.body;
    expect(copy.client).toMatchObject({ userId: clientA.userId, email: clientA.email });
    expect(copy.client).not.toHaveProperty('orgId');
    expect(copy.cases.map((item) => item.caseId).sort()).toEqual(world.org1.casesOfA.map((item) => item.caseId).sort());
    // What the client sees: their upload, not the firm's internal document.
    expect(copy.documents.map((document) => document.documentId)).toEqual(expect.arrayContaining(made.A.documentIds));
    expect(copy.documents.map((document) => document.documentId)).not.toContain(made.A.staffOnlyDocumentId);
    expect(download.text).not.toContain(made.A.staffOnlyDocumentId);
    // The people on their file and their questionnaires' answers are theirs too.
    expect(copy.people.map((person) => person.name)).toContain(made.A.personName);
    expect(copy.questionnaires.map((questionnaire) => questionnaire.answers.familyName?.value)).toContain(made.A.answer);
    // Of the activity: what they did, and what was done with their documents, without staff's sources.
    expect(copy.activity.filter((record) => record.actor.userId !== clientA.userId).every((record) => record.source === undefined)).toBe(true);
    expect(copy.activity.some((record) => record.kind === 'case.viewed' && record.actor.userId === admin.userId)).toBe(false);
    expect(copy.activity.map((record) => record.kind)).toEqual(expect.arrayContaining(['document.uploaded', 'message.sent', 'export.requested', 'export.approved']));
    for (const secret of secretsOfB()) expect({ secret, found: download.text.includes(secret) }).toEqual({ secret, found: false });

    const chain = (await staffExport(admin, clientA)).body.activity.filter((record) => record.chain === `CLIENT#${clientA.userId}`);
    expect(chain.map((record) => [record.kind, record.actor.userId])).toEqual(
      expect.arrayContaining([
        ['export.requested', clientA.userId],
        ['export.approved', admin.userId],
        ['client.exported', clientA.userId],
      ]),
    );
  });
});
