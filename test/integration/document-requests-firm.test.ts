/**
 * Document requests, the rest of the server side through the local gateway with real
 * tokens: uploads against an item (targets → PUT → completion links the documents, the item becomes
 * uploaded), the admin's cases list by readiness and by whom a case waits on, and the firm's own
 * templates in Settings.
 */
import { randomUUID } from 'node:crypto';
import type { Case } from '../../shared/cases/types';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import type { CaseDocumentPage, StoredItem, UploadBatch } from '../../shared/documents/types';
import type { CaseRequests, DocumentRequest, ListedRequestTemplate } from '../../shared/requests/types';
import type { User } from '../../shared/users/types';
import { SAMPLE_PDF } from './support/route-samples';
import { api } from './support/api';
import { type Person, type World, createWorld } from './support/principals';

jest.setTimeout(90_000);

let world: World;
let admin: Person;
let clientA: Person;
let clientB: Person;

beforeAll(async () => {
  world = await createWorld('requests-firm');
  admin = world.org1.admin;
  clientA = world.org1.clientA;
  clientB = world.org1.clientB;
});

const addRequests = (caseId: string, body: unknown, as: Person = admin) =>
  api<{ items: DocumentRequest[] }>(`/v1/admin/cases/${caseId}/requests`, { method: 'POST', token: as.tokens.accessToken, body });
const decide = (caseId: string, requestId: string, body: unknown) =>
  api<{ Item: DocumentRequest }>(`/v1/admin/cases/${caseId}/requests/${requestId}`, { method: 'PATCH', token: admin.tokens.accessToken, body });
const requestsOf = async (caseId: string) => (await api<CaseRequests>(`/v1/cases/${caseId}/requests`, { token: admin.tokens.accessToken })).body;

/** The browser's three steps, against a requested item (`meanwhile`: what happens once the bytes are sent, before the completion). */
async function uploadAgainst(who: Person, item: Case, requestId: string, meanwhile?: () => Promise<unknown>) {
  const targets = await api<UploadBatch>(`/v1/cases/${item.caseId}/folders/${item.caseFolderId}/upload-targets`, {
    method: 'POST',
    token: who.tokens.accessToken,
    body: { files: [{ fileName: 'passport.pdf', fileSize: SAMPLE_PDF.length, fileType: 'application/pdf' }], requestId },
  });
  if (targets.status !== 201) return { targets, completion: undefined };
  for (const target of targets.body.uploads) {
    const put = await fetch(target.uploadUrl, { method: 'PUT', headers: target.headers, body: SAMPLE_PDF });
    if (!put.ok) throw new Error(`PUT answered ${put.status}`);
  }
  await meanwhile?.();
  const completion = await api<{ success: boolean; data: StoredItem[] }>(`/v1/cases/${item.caseId}/upload-batches/${targets.body.batchId}/complete`, {
    method: 'POST',
    token: who.tokens.accessToken,
  });
  return { targets, completion };
}

describe('uploads against a requested document', () => {
  let caseOfA: Case;
  let passport: DocumentRequest;
  let photos: DocumentRequest;

  beforeAll(async () => {
    caseOfA = world.org1.casesOfA[0];
    [passport, photos] = (await addRequests(caseOfA.caseId, { items: [{ title: 'Passport' }, { title: 'Photos' }] })).body.items as [DocumentRequest, DocumentRequest];
  });

  it('make the item uploaded with the recorded document, the readiness unchanged', async () => {
    const before = (await requestsOf(caseOfA.caseId)).readiness;
    const { completion } = await uploadAgainst(clientA, caseOfA, passport.requestId);

    expect(completion?.status).toBe(201);
    const documentId = completion?.body.data[0]?.id;
    const after = await requestsOf(caseOfA.caseId);
    expect(after.items.find((item) => item.requestId === passport.requestId)).toMatchObject({ status: 'uploaded', documentIds: [documentId] });
    expect(after.readiness).toEqual(before);
  });

  it('ask again after a rejection: the next upload makes it uploaded with both documents', async () => {
    expect((await decide(caseOfA.caseId, passport.requestId, { status: 'rejected', reason: 'The scan is cut off' })).status).toBe(200);

    const { completion } = await uploadAgainst(clientA, caseOfA, passport.requestId);

    expect(completion?.status).toBe(201);
    const item = (await requestsOf(caseOfA.caseId)).items.find((request) => request.requestId === passport.requestId);
    expect(item).toMatchObject({ status: 'uploaded', reason: '' });
    expect(item?.documentIds).toHaveLength(2);
  });

  it('let staff upload for the client', async () => {
    const { completion } = await uploadAgainst(admin, caseOfA, photos.requestId);
    expect(completion?.status).toBe(201);
    expect((await requestsOf(caseOfA.caseId)).items.find((item) => item.requestId === photos.requestId)).toMatchObject({ status: 'uploaded', updatedBy: { role: 'admin' } });
  });

  it('refuse an accepted item with 409 and its code, before any upload', async () => {
    await decide(caseOfA.caseId, photos.requestId, { status: 'accepted' });
    const { targets } = await uploadAgainst(clientA, caseOfA, photos.requestId);
    expect(targets.status).toBe(409);
    expect(targets.headers.get(REFUSAL_CODE_HEADER)).toBe('request-closed');
  });

  it.each(['accepted', 'waived'] as const)(
    'refuse the completion whole when the firm %s the item after the targets: 409 and its code, nothing listed, counted or linked',
    async (status) => {
      const [late] = (await addRequests(caseOfA.caseId, { items: [{ title: `Bank statement, ${status} meanwhile` }] })).body.items as [DocumentRequest];
      // An item is accepted once something was uploaded for it: a first upload, then the one the decision overtakes.
      const earlier = status === 'accepted' ? (await uploadAgainst(clientA, caseOfA, late.requestId)).completion?.body.data.map((document) => document.id) ?? [] : [];
      const documentsOf = async () =>
        (await api<CaseDocumentPage>(`/v1/cases/${caseOfA.caseId}/documents?limit=100`, { token: admin.tokens.accessToken })).body.documents.map((document) => document.documentId);
      const countOfA = async () => (await api<{ Item: User }>(`/v1/clients/${clientA.userId}`, { token: clientA.tokens.accessToken })).body.Item.documentsCount;
      const [listedBefore, countedBefore] = [await documentsOf(), await countOfA()];

      const { completion } = await uploadAgainst(clientA, caseOfA, late.requestId, async () => {
        expect((await decide(caseOfA.caseId, late.requestId, { status })).status).toBe(200);
      });

      expect(completion?.status).toBe(409);
      expect(completion?.headers.get(REFUSAL_CODE_HEADER)).toBe('request-closed');
      expect(await documentsOf()).toEqual(listedBefore);
      expect(await countOfA()).toBe(countedBefore);
      expect((await requestsOf(caseOfA.caseId)).items.find((item) => item.requestId === late.requestId)).toMatchObject({ status, documentIds: earlier });
    },
  );

  it('answer another client 404: on the case that is not theirs, and with the item on their own case', async () => {
    const onTheirCase = await uploadAgainst(clientB, caseOfA, passport.requestId);
    expect(onTheirCase.targets.status).toBe(404);
    expect(onTheirCase.targets.body).toEqual({ message: 'Case not found' });

    const onOwnCase = await uploadAgainst(clientB, world.org1.caseOfB, passport.requestId);
    expect(onOwnCase.targets.status).toBe(404);
    expect(onOwnCase.targets.headers.get(REFUSAL_CODE_HEADER)).toBe('request-missing');
  });
});

describe("the admin's cases list by readiness", () => {
  const list = (query: string, as: Person = admin) => api<{ Items: Case[]; nextCursor?: string }>(`/v1/admin/cases?${query}`, { token: as.tokens.accessToken });
  const ids = (cases: Case[]) => cases.map((item) => item.caseId);
  let ready: Case;
  let notReady: Case;
  let bare: Case;

  /** Every page of a view, one case a page: the cursors carry the view on. */
  async function walk(query: string): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(`${query}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...ids(page.body.Items));
      cursor = page.body.nextCursor;
    } while (cursor);
    return seen;
  }

  beforeAll(async () => {
    // The firm's cases after the uploads above: the first of A is 1 of 2 (passport uploaded, photos accepted).
    [ready, notReady] = world.org1.casesOfA;
    bare = world.org1.caseOfB;
    await addRequests(notReady.caseId, { items: [{ title: 'Police certificate' }] });
  });

  it('answers the least ready first, cases without requests last, with their counters', async () => {
    const { status, body } = await list('sort=readiness');
    expect(status).toBe(200);
    expect(ids(body.Items)).toEqual([notReady.caseId, ready.caseId, bare.caseId]);
    expect(body.Items[0]).toMatchObject({ requestsAccepted: 0, requestsTotal: 1, requestsOutstanding: 1, requestsAwaitingReview: 0 });
  });

  it('keeps only the cases waiting on the client, or on the firm', async () => {
    expect(ids((await list('waiting=client')).body.Items)).toEqual([notReady.caseId]);
    expect(ids((await list('waiting=firm')).body.Items)).toEqual([ready.caseId]);
  });

  it('moves the cases as their requests change, page by page', async () => {
    const [police] = (await requestsOf(notReady.caseId)).items;
    // Accepted once the client uploaded it.
    await uploadAgainst(clientA, notReady, police?.requestId ?? '');
    await decide(notReady.caseId, police?.requestId ?? '', { status: 'accepted' });

    expect(await walk('sort=readiness')).toEqual([ready.caseId, notReady.caseId, bare.caseId]);
    expect(await walk('sort=readiness&waiting=firm')).toEqual([ready.caseId]);
    expect((await list('waiting=client')).body.Items).toEqual([]);
  });

  it('keeps the plain list newest first, its pages as before', async () => {
    const plain = await walk('');
    expect(plain).toHaveLength(3);
    expect(plain).toEqual(ids((await list('limit=10')).body.Items));
  });

  it('refuses a cursor of another view with 400', async () => {
    const page = await list('sort=readiness&limit=1');
    const { status } = await list(`limit=1&cursor=${encodeURIComponent(page.body.nextCursor ?? '')}`);
    expect(status).toBe(400);
  });
});

describe("the firm's templates", () => {
  const templates = (as: Person = admin) => api<{ items: ListedRequestTemplate[] }>('/v1/admin/request-templates', { token: as.tokens.accessToken });
  const save = (templateId: string, body: unknown, as: Person = admin) =>
    api<ListedRequestTemplate>(`/v1/admin/request-templates/${templateId}`, { method: 'PUT', token: as.tokens.accessToken, body });
  const remove = (templateId: string, as: Person = admin) =>
    api<{ success: boolean }>(`/v1/admin/request-templates/${templateId}`, { method: 'DELETE', token: as.tokens.accessToken });
  const ours = {
    category: 'Permis de travail',
    title: { en: 'Work permit, our checklist', fr: 'Permis de travail, notre liste' },
    items: [{ title: { en: 'Payslips', fr: 'Bulletins de paie' }, instructions: { en: 'The last three.', fr: 'Les trois derniers.' }, dueInDays: 10 }],
  };
  const ownId = randomUUID();

  it('creates the firm’s own, listed after the shipped ones with origin firm', async () => {
    const saved = await save(ownId, ours);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ templateId: ownId, origin: 'firm', items: [{ templateItemId: expect.any(String), dueInDays: 10 }] });

    const listed = (await templates()).body.items;
    expect(listed.map((template) => [template.templateId, template.origin])).toEqual([
      ['work-permit-outside-canada', 'portal'],
      ['study-permit', 'portal'],
      ['spousal-sponsorship', 'portal'],
      ['refugee-claim', 'portal'],
      [ownId, 'firm'],
    ]);
  });

  it('replaces a shipped one for this firm only', async () => {
    expect((await save('study-permit', { ...ours, category: "Permis d'études" })).status).toBe(200);

    expect((await templates()).body.items.find((template) => template.templateId === 'study-permit')).toMatchObject({ origin: 'firm', title: ours.title });
    const otherFirm = (await templates(world.org2.admin)).body.items;
    expect(otherFirm.find((template) => template.templateId === 'study-permit')).toMatchObject({ origin: 'portal' });
    expect(otherFirm.map((template) => template.templateId)).not.toContain(ownId);
  });

  it('applies the firm’s template to a case, and not another firm’s', async () => {
    const added = await addRequests(world.org1.caseOfB.caseId, { templateId: ownId });
    expect(added.status).toBe(201);
    expect(added.body.items).toEqual([expect.objectContaining({ title: 'Payslips', instructions: 'The last three.', templateId: ownId })]);

    const refused = await addRequests(world.org2.caseOfClient.caseId, { templateId: ownId }, world.org2.admin);
    expect(refused.status).toBe(400);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('request-template-unknown');
  });

  it('deletes the firm’s: a replaced shipped one is the portal’s again; an unknown one answers 404 with its code', async () => {
    expect((await remove('study-permit')).body).toEqual({ success: true });
    expect((await templates()).body.items.find((template) => template.templateId === 'study-permit')).toMatchObject({ origin: 'portal' });

    expect((await remove(ownId, world.org2.admin)).status).toBe(404);
    expect((await remove(ownId)).status).toBe(200);
    const again = await remove(ownId);
    expect(again.status).toBe(404);
    expect(again.headers.get(REFUSAL_CODE_HEADER)).toBe('request-template-missing');
  });

  it('refuses a client with 403', async () => {
    expect((await templates(clientA)).status).toBe(403);
    expect((await save(randomUUID(), ours, clientA)).status).toBe(403);
  });
});
