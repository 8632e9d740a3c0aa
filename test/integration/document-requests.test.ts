/**
 * Document requests through the local gateway with real tokens: the firm asks for
 * documents (by hand and from a template), the client uploads (markRequestUploaded, as the documents
 * feature will call it), the firm rejects, accepts and waives; the readiness and the case's counters
 * after each step; who may read and change them.
 */
import type { Case } from '../../shared/cases/types';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import type { CaseRequests, DocumentRequest } from '../../shared/requests/types';
import { markRequestUploaded } from '../../functions/requests';
import { api } from './support/api';
import { type Person, type World, createWorld } from './support/principals';
import { useStackEnvironment } from './support/stack';

jest.setTimeout(60_000);

let world: World;
let admin: Person;
let client: Person;
let caseRecord: Case;

beforeAll(async () => {
  // Uploads are marked through the feature's public entry, as the documents feature will.
  useStackEnvironment();
  world = await createWorld('requests');
  admin = world.org1.admin;
  client = world.org1.clientA;
  caseRecord = world.org1.casesOfA[1];
});

const listRequests = (as: Person, caseId = caseRecord.caseId) => api<CaseRequests>(`/v1/cases/${caseId}/requests`, { token: as.tokens.accessToken });
const addRequests = (body: unknown, as: Person = admin, caseId = caseRecord.caseId) =>
  api<{ items: DocumentRequest[] }>(`/v1/admin/cases/${caseId}/requests`, { method: 'POST', token: as.tokens.accessToken, body });
const decide = (requestId: string, body: unknown, as: Person = admin) =>
  api<{ Item: DocumentRequest }>(`/v1/admin/cases/${caseRecord.caseId}/requests/${requestId}`, { method: 'PATCH', token: as.tokens.accessToken, body });
const caseAsAdmin = async () => (await api<{ Item: Case }>(`/v1/admin/cases/${caseRecord.caseId}`, { token: admin.tokens.accessToken })).body.Item;
const clientCaller = () => ({ userId: client.userId, orgId: client.orgId, userType: 'client', status: 'active', name: client.name, email: client.email }) as const;
const readiness = async () => (await listRequests(client)).body.readiness;
const itemOf = async (requestId: string) => (await listRequests(client)).body.items.find((item) => item.requestId === requestId);

describe('document requests of a case', () => {
  let passport: DocumentRequest;
  let photos: DocumentRequest;
  let marriage: DocumentRequest;

  it('start empty, with a readiness of 0 of 0, for the client and the firm', async () => {
    const asClient = await listRequests(client);
    const asAdmin = await listRequests(admin);

    expect(asClient.status).toBe(200);
    expect(asClient.body).toEqual({ items: [], readiness: { accepted: 0, total: 0 } });
    expect(asAdmin.body).toEqual(asClient.body);
  });

  it('are added by the firm, requested, and count in the readiness and the case counters', async () => {
    const added = await addRequests({
      items: [
        { title: 'Passport', instructions: 'Every page with a stamp', dueDate: '2031-01-15' },
        { title: 'Photos' },
        { title: 'Marriage certificate', concerns: { kind: 'spouse', name: 'Maria' }, translationRequired: true },
      ],
    });

    expect(added.status).toBe(201);
    [passport, photos, marriage] = added.body.items as [DocumentRequest, DocumentRequest, DocumentRequest];
    expect(marriage).toMatchObject({ status: 'requested', concerns: { kind: 'spouse', name: 'Maria' }, translationRequired: true, reason: '', documentIds: [] });
    expect(passport.updatedBy).toEqual({ userId: admin.userId, name: admin.name, role: 'admin' });
    expect((await listRequests(client)).body.items.map((item) => item.title)).toEqual(['Passport', 'Photos', 'Marriage certificate']);
    expect(await readiness()).toEqual({ accepted: 0, total: 3 });
    expect(await caseAsAdmin()).toMatchObject({ requestsTotal: 3, requestsOutstanding: 3, requestsCount: 3 });
  });

  it('become uploaded when the client uploads against them: waiting on the firm', async () => {
    const uploaded = await markRequestUploaded(caseRecord.caseId, passport.requestId, ['doc-passport-1'], clientCaller());

    expect(uploaded).toMatchObject({ status: 'uploaded', documentIds: ['doc-passport-1'], updatedBy: { userId: client.userId, role: 'client' } });
    expect(await itemOf(passport.requestId)).toMatchObject({ status: 'uploaded' });
    expect(await caseAsAdmin()).toMatchObject({ requestsOutstanding: 2, requestsAwaitingReview: 1, requestsAccepted: 0 });
  });

  it('refuse a rejection without a reason with 400 and its code', async () => {
    const refused = await decide(passport.requestId, { status: 'rejected' });

    expect(refused.status).toBe(400);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('request-reason-required');
  });

  it('show the client the reason of a rejection, and ask for the document again', async () => {
    const rejected = await decide(passport.requestId, { status: 'rejected', reason: 'The photo page is cut off' });

    expect(rejected.status).toBe(200);
    expect(await itemOf(passport.requestId)).toMatchObject({ status: 'rejected', reason: 'The photo page is cut off', updatedBy: { role: 'admin' } });
    expect(await caseAsAdmin()).toMatchObject({ requestsOutstanding: 3, requestsAwaitingReview: 0 });
    expect(await readiness()).toEqual({ accepted: 0, total: 3 });
  });

  it('become uploaded again on the next upload, keeping the earlier documents', async () => {
    await markRequestUploaded(caseRecord.caseId, passport.requestId, ['doc-passport-2'], clientCaller());

    expect(await itemOf(passport.requestId)).toMatchObject({ status: 'uploaded', reason: '', documentIds: ['doc-passport-1', 'doc-passport-2'] });
  });

  it('count in the readiness once accepted, with an expiry date', async () => {
    const accepted = await decide(passport.requestId, { status: 'accepted', expiresOn: '2034-06-30' });

    expect(accepted.status).toBe(200);
    expect(accepted.body.Item).toMatchObject({ status: 'accepted', expiresOn: '2034-06-30' });
    expect(await readiness()).toEqual({ accepted: 1, total: 3 });
  });

  it('leave the readiness total when waived, and refuse being accepted afterwards with 409', async () => {
    expect((await decide(photos.requestId, { status: 'waived', reason: 'Sent by the employer' })).status).toBe(200);
    expect(await readiness()).toEqual({ accepted: 1, total: 2 });

    const refused = await decide(photos.requestId, { status: 'accepted' });
    expect(refused.status).toBe(409);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('request-waived');
  });

  it('refuse rejecting what nothing was uploaded for, and the same decision twice', async () => {
    const nothing = await decide(marriage.requestId, { status: 'rejected', reason: 'Not legible' });
    expect(nothing.status).toBe(409);
    expect(nothing.headers.get(REFUSAL_CODE_HEADER)).toBe('request-nothing-to-reject');

    const again = await decide(passport.requestId, { status: 'accepted', expiresOn: '2034-06-30' });
    expect(again.status).toBe(409);
    expect(again.headers.get(REFUSAL_CODE_HEADER)).toBe('request-unchanged');
  });

  it('refuse an upload against an accepted item', async () => {
    await expect(markRequestUploaded(caseRecord.caseId, passport.requestId, ['doc-x'], clientCaller())).rejects.toMatchObject({ code: 'request-closed' });
  });

  it('take a template’s items, in the client’s language, after the others', async () => {
    const added = await addRequests({ templateId: 'spousal-sponsorship' });

    expect(added.status).toBe(201);
    expect(added.body.items.map((item) => item.title)).toEqual([
      'Marriage certificate',
      'Relationship evidence',
      'Photos together',
      'Sponsor’s identity document',
      'Sponsor’s status in Canada',
    ]);
    expect(added.body.items[3]).toMatchObject({ concerns: { kind: 'sponsor' }, templateId: 'spousal-sponsorship', templateItemId: 'ss-sponsor-id' });
    expect((await listRequests(client)).body.items).toHaveLength(8);
    expect(await readiness()).toEqual({ accepted: 1, total: 7 });
    expect(await caseAsAdmin()).toMatchObject({ requestsAccepted: 1, requestsTotal: 7, requestsOutstanding: 6, requestsAwaitingReview: 0, requestsCount: 8 });
  });

  it('keep the case counters when the case itself is updated', async () => {
    const updated = await api(`/v1/admin/orgs/${admin.orgId}/cases/${caseRecord.caseId}`, {
      method: 'PATCH',
      token: admin.tokens.accessToken,
      body: { description: 'Counters stay' },
    });

    expect(updated.status).toBe(200);
    expect(await caseAsAdmin()).toMatchObject({ description: 'Counters stay', requestsAccepted: 1, requestsTotal: 7, requestsCount: 8 });
  });

  it('list the templates for the firm', async () => {
    const listed = await api<{ items: { templateId: string }[] }>('/v1/admin/request-templates', { token: admin.tokens.accessToken });

    expect(listed.status).toBe(200);
    expect(listed.body.items.map((template) => template.templateId)).toEqual(['work-permit-outside-canada', 'study-permit', 'spousal-sponsorship', 'refugee-claim']);
  });
});

describe('who may read and change document requests', () => {
  let requestId: string;

  beforeAll(async () => {
    const added = await addRequests({ items: [{ title: 'Police certificate' }] }, admin, world.org1.casesOfA[0].caseId);
    requestId = (added.body.items[0] as DocumentRequest).requestId;
  });

  it('answers another client of the firm, and another firm’s admin, Case not found', async () => {
    for (const someone of [world.org1.clientB, world.org2.admin, world.org2.client]) {
      const answer = await listRequests(someone, world.org1.casesOfA[0].caseId);
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 404, body: { message: 'Case not found' } });
    }
  });

  it('refuses the client adding or deciding with 403', async () => {
    expect((await addRequests({ items: [{ title: 'Anything' }] }, client, world.org1.casesOfA[0].caseId)).status).toBe(403);
    const patch = await api(`/v1/admin/cases/${world.org1.casesOfA[0].caseId}/requests/${requestId}`, {
      method: 'PATCH',
      token: client.tokens.accessToken,
      body: { status: 'accepted' },
    });
    expect(patch.status).toBe(403);
  });

  it('answers another firm’s admin 404 on adding and deciding', async () => {
    const other = world.org2.admin;
    expect((await addRequests({ items: [{ title: 'Anything' }] }, other, world.org1.casesOfA[0].caseId)).status).toBe(404);
    const patch = await api(`/v1/admin/cases/${world.org1.casesOfA[0].caseId}/requests/${requestId}`, {
      method: 'PATCH',
      token: other.tokens.accessToken,
      body: { status: 'waived' },
    });
    expect({ status: patch.status, body: patch.body }).toEqual({ status: 404, body: { message: 'Case not found' } });
  });

  it('answers an unknown item of the firm’s own case 404 with its code', async () => {
    const patch = await decide('no-such-request', { status: 'waived' });
    expect(patch.status).toBe(404);
    expect(patch.headers.get(REFUSAL_CODE_HEADER)).toBe('request-missing');
  });
});
