/**
 * Requests the firm manages, through the local gateway with real tokens: titles in both languages
 * (each reader reads theirs; one typed in one language reads the same to both), due dates relative to
 * the day an item is added, editing an item, deleting one nothing was uploaded for (409 once
 * something was), accepting only once something was uploaded, "Remind now" (one e-mail each call,
 * the daily rule aside, naming only the items asked) and each item's history (staff read all of it,
 * the client the history of their own files).
 */
import type { ActivityPage } from '../../shared/activity/types';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import type { CaseRequests, DocumentRequest, RequestReminder } from '../../shared/requests/types';
import { api } from './support/api';
import { type Firm, createFirm, eventOf, eventually, mailsTo, saveMySettings, waitForEventLike } from './support/mail';
import { markUploaded } from './support/requests';
import { useStackEnvironment } from './support/stack';

jest.setTimeout(90_000);

/** YYYY-MM-DD of the UTC day `days` from today. */
const utcDay = (days: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
};

let firm: Firm;

beforeAll(async () => {
  useStackEnvironment();
  firm = await createFirm('manage-requests');
  // The client reads French; the admin never chose (English).
  await saveMySettings(firm.client, { language: 'fr' });
});

const caseId = () => firm.item.caseId;
const addRequests = (body: unknown) =>
  api<{ items: DocumentRequest[] }>(`/v1/admin/cases/${caseId()}/requests`, { method: 'POST', token: firm.admin.tokens.accessToken, body });
const change = (requestId: string, body: unknown) =>
  api<{ Item: DocumentRequest }>(`/v1/admin/cases/${caseId()}/requests/${requestId}`, { method: 'PATCH', token: firm.admin.tokens.accessToken, body });
const remove = (requestId: string) => api(`/v1/admin/cases/${caseId()}/requests/${requestId}`, { method: 'DELETE', token: firm.admin.tokens.accessToken });
const remind = (body?: unknown) =>
  api<RequestReminder>(`/v1/admin/cases/${caseId()}/requests/remind`, { method: 'POST', token: firm.admin.tokens.accessToken, body });
const listAs = async (who: 'admin' | 'client') => (await api<CaseRequests>(`/v1/cases/${caseId()}/requests`, { token: firm[who].tokens.accessToken })).body;
const itemAs = async (who: 'admin' | 'client', requestId: string) => (await listAs(who)).items.find((item) => item.requestId === requestId);
const caseCounters = async () =>
  (await api<{ Item: Record<string, unknown> }>(`/v1/admin/cases/${caseId()}`, { token: firm.admin.tokens.accessToken })).body.Item;
const activityOf = async (kind: string) =>
  (await api<ActivityPage>(`/v1/admin/cases/${caseId()}/activity?kind=${kind}`, { token: firm.admin.tokens.accessToken })).body.Items;

describe('titles in both languages', () => {
  let bilingual: DocumentRequest;
  let typedOnce: DocumentRequest;

  beforeAll(async () => {
    const added = await addRequests({ items: [{ titles: { en: 'Bank statements', fr: 'Relevés bancaires' } }, { title: 'Lettre de l’employeur' }] });
    expect(added.status).toBe(201);
    [bilingual, typedOnce] = added.body.items as [DocumentRequest, DocumentRequest];
  });

  it('answer each reader the title in their language', async () => {
    expect(await itemAs('admin', bilingual.requestId)).toMatchObject({ title: 'Bank statements', titles: { en: 'Bank statements', fr: 'Relevés bancaires' } });
    expect(await itemAs('client', bilingual.requestId)).toMatchObject({ title: 'Relevés bancaires' });
  });

  it('answer an item typed in one language in that language to both', async () => {
    expect((await itemAs('admin', typedOnce.requestId))?.title).toBe('Lettre de l’employeur');
    expect((await itemAs('client', typedOnce.requestId))?.title).toBe('Lettre de l’employeur');
  });

  it('follow the reader for a shipped template’s items', async () => {
    const added = await addRequests({ templateId: 'study-permit' });
    const [acceptance] = added.body.items;
    expect(acceptance).toMatchObject({ title: 'Letter of acceptance', titles: { en: 'Letter of acceptance', fr: 'Lettre d’acceptation' } });
    expect((await itemAs('client', acceptance?.requestId ?? ''))?.title).toBe('Lettre d’acceptation');
  });

  it('are recorded in the activity in both languages, so each reader of the log reads theirs', async () => {
    const created = await eventually(
      () => activityOf('request.created'),
      (records) => records.some((record) => record.details?.requests?.some((request) => request.requestId === bilingual.requestId)),
      'the request recorded',
    );
    const recorded = created.flatMap((record) => record.details?.requests ?? []).find((request) => request.requestId === bilingual.requestId);
    expect(recorded).toMatchObject({ titles: { en: 'Bank statements', fr: 'Relevés bancaires' } });
  });
});

describe('due dates relative to the day an item is added', () => {
  it('set an item’s due date that many days from today', async () => {
    const added = await addRequests({ items: [{ title: 'Proof of address', dueInDays: 14 }] });
    expect(added.status).toBe(201);
    expect(added.body.items[0]?.dueDate).toBe(utcDay(14));
  });

  it('set a template item’s due date from its days (a Basis of Claim form: 15 days)', async () => {
    const added = await addRequests({ templateId: 'refugee-claim' });
    expect(added.body.items.find((item) => item.templateItemId === 'rc-basis-of-claim')?.dueDate).toBe(utcDay(15));
  });

  it('refuse a due date and a number of days together with 400 and its code', async () => {
    const refused = await addRequests({ items: [{ title: 'Passport', dueDate: utcDay(3), dueInDays: 3 }] });
    expect(refused.status).toBe(400);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('request-due-twice');
  });
});

describe('editing an item', () => {
  let item: DocumentRequest;

  beforeAll(async () => {
    item = (await addRequests({ items: [{ title: 'Passport', instructions: 'Information page', dueDate: utcDay(10) }] })).body.items[0] as DocumentRequest;
  });

  it('changes its titles, instructions and due date, each reader reading theirs', async () => {
    const edited = await change(item.requestId, { titles: { fr: 'Passeport' }, instructions: 'Every page with a stamp', dueDate: utcDay(20) });

    expect(edited.status).toBe(200);
    expect(edited.body.Item).toMatchObject({ title: 'Passport', titles: { en: 'Passport', fr: 'Passeport' }, instructions: 'Every page with a stamp', dueDate: utcDay(20) });
    expect(await itemAs('client', item.requestId)).toMatchObject({ title: 'Passeport', dueDate: utcDay(20) });
  });

  it('removes the due date given as ""', async () => {
    const edited = await change(item.requestId, { dueDate: '' });

    expect(edited.status).toBe(200);
    expect(await itemAs('admin', item.requestId)).not.toHaveProperty('dueDate');
  });

  it('refuses removing its last title with 400 and its code, and an edit that changes nothing with 409', async () => {
    const untitled = await change(item.requestId, { titles: { en: '', fr: '' } });
    expect([untitled.status, untitled.headers.get(REFUSAL_CODE_HEADER)]).toEqual([400, 'request-title-required']);

    const same = await change(item.requestId, { instructions: 'Every page with a stamp' });
    expect([same.status, same.headers.get(REFUSAL_CODE_HEADER)]).toEqual([409, 'request-unchanged']);
  });

  it('is recorded in the activity with what changed', async () => {
    const updated = await eventually(
      () => activityOf('request.updated'),
      (records) => records.length >= 2,
      'the edits recorded',
    );
    expect(updated.map((record) => record.details?.fields)).toEqual(expect.arrayContaining([['titles', 'instructions', 'dueDate'], ['dueDate']]));
  });
});

describe('deleting an item', () => {
  it('deletes one nothing was uploaded for (204) and takes it out of the case’s counters', async () => {
    const [item] = (await addRequests({ items: [{ title: 'Asked by mistake' }] })).body.items as [DocumentRequest];
    const before = await caseCounters();

    const deleted = await remove(item.requestId);

    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(await itemAs('admin', item.requestId)).toBeUndefined();
    expect(await caseCounters()).toMatchObject({
      requestsTotal: Number(before.requestsTotal) - 1,
      requestsOutstanding: Number(before.requestsOutstanding) - 1,
      requestsCount: Number(before.requestsCount) - 1,
    });
    const recorded = await eventually(() => activityOf('request.deleted'), (records) => records.length > 0, 'the deletion recorded');
    expect(recorded[0]?.details?.requests).toEqual([expect.objectContaining({ requestId: item.requestId, title: 'Asked by mistake' })]);
  });

  it('refuses one something was uploaded for with 409, its code and a sentence, and keeps it', async () => {
    const [item] = (await addRequests({ items: [{ title: 'Birth certificate' }] })).body.items as [DocumentRequest];
    await markUploaded(firm.client, caseId(), item.requestId);

    const refused = await remove(item.requestId);

    expect(refused.status).toBe(409);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('request-has-uploads');
    expect(refused.body).toEqual({ message: 'Files were uploaded for this document, so it cannot be deleted: waive it instead' });
    expect(await itemAs('admin', item.requestId)).toMatchObject({ status: 'uploaded' });
  });

  it('answers an unknown item 404 with its code', async () => {
    const missing = await remove('no-such-request');
    expect([missing.status, missing.headers.get(REFUSAL_CODE_HEADER)]).toEqual([404, 'request-missing']);
  });
});

describe('accepting an item', () => {
  it('is refused with 409 while nothing was uploaded for it (waive it instead)', async () => {
    const [item] = (await addRequests({ items: [{ title: 'Diploma' }] })).body.items as [DocumentRequest];

    const refused = await change(item.requestId, { status: 'accepted' });

    expect(refused.status).toBe(409);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('request-nothing-to-accept');
    expect((await change(item.requestId, { status: 'waived', reason: 'Seen on paper' })).status).toBe(200);
  });
});

describe('an item’s history', () => {
  let item: DocumentRequest;

  beforeAll(async () => {
    item = (await addRequests({ items: [{ titles: { en: 'Police certificate', fr: 'Certificat de police' } }] })).body.items[0] as DocumentRequest;
    await markUploaded(firm.client, caseId(), item.requestId, ['police-1']);
    expect((await change(item.requestId, { status: 'rejected', reason: 'The stamp is missing' })).status).toBe(200);
    // Staff add a page for the client, then the client uploads again.
    await markUploaded(firm.admin, caseId(), item.requestId, ['police-staff']);
    await markUploaded(firm.client, caseId(), item.requestId, ['police-2']);
    expect((await change(item.requestId, { status: 'accepted', reason: 'Checked against the original', expiresOn: utcDay(300) })).status).toBe(200);
  });

  it('tells staff each upload, who rejected it and why, and who accepted it', async () => {
    const history = (await itemAs('admin', item.requestId))?.history ?? [];

    expect(history.map((entry) => [entry.action, entry.by.role, entry.documentIds ?? []])).toEqual([
      ['requested', 'admin', []],
      ['uploaded', 'client', ['police-1']],
      ['rejected', 'admin', ['police-1']],
      ['uploaded', 'admin', ['police-staff']],
      ['uploaded', 'client', ['police-2']],
      ['accepted', 'admin', ['police-staff', 'police-2']],
    ]);
    expect(history[2]).toMatchObject({ reason: 'The stamp is missing', by: { userId: firm.admin.userId, name: firm.admin.name } });
    expect(history[5]).toMatchObject({ reason: 'Checked against the original', expiresOn: utcDay(300) });
  });

  it('tells the client the history of their own files, without the firm’s notes', async () => {
    const history = (await itemAs('client', item.requestId))?.history ?? [];

    expect(history.map((entry) => [entry.action, entry.documentIds ?? []])).toEqual([
      ['requested', []],
      ['uploaded', ['police-1']],
      ['rejected', ['police-1']],
      ['uploaded', ['police-2']],
      ['accepted', ['police-2']],
    ]);
    expect(history[2]?.reason).toBe('The stamp is missing');
    expect(history[4]).not.toHaveProperty('reason');
  });
});

describe('Remind now', () => {
  let passport: DocumentRequest;
  let photos: DocumentRequest;

  beforeAll(async () => {
    [passport, photos] = (
      await addRequests({ items: [{ titles: { en: 'Travel document', fr: 'Titre de voyage' }, dueDate: utcDay(5) }, { title: 'Identity photos' }] })
    ).body.items as [DocumentRequest, DocumentRequest];
  });

  it('e-mails the client at once the items named, in their language, and answers 202', async () => {
    const answer = await remind({ requestIds: [passport.requestId] });

    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ caseId: caseId(), requestIds: [passport.requestId] });
    const mail = await waitForEventLike(firm.client.email, `remind-now-${caseId()}-`);
    expect(mail.text).toContain('Titre de voyage');
    expect(mail.text).not.toContain('Identity photos');
  });

  it('sends one e-mail each time, whatever was sent before today', async () => {
    const before = (await mailsTo(firm.client.email, `remind-now-${caseId()}-`)).length;

    const answers = [await remind({}), await remind()];

    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(answers[0]?.body.requestIds).toEqual(expect.arrayContaining([passport.requestId, photos.requestId]));
    const mails = await eventually(
      () => mailsTo(firm.client.email, `remind-now-${caseId()}-`),
      (found) => found.length >= before + 2,
      'two more reminders',
    );
    expect(new Set(mails.map(eventOf)).size).toBe(mails.length);
  });

  it('is recorded in the activity, naming the items', async () => {
    const reminded = await eventually(() => activityOf('request.reminded'), (records) => records.length >= 3, 'the reminders recorded');
    expect(reminded.flatMap((record) => record.details?.requests ?? []).map((request) => request.requestId)).toContain(passport.requestId);
  });

  it('refuses items none of which waits on the client with 409 and its code', async () => {
    await markUploaded(firm.client, caseId(), photos.requestId);

    const refused = await remind({ requestIds: [photos.requestId] });

    expect(refused.status).toBe(409);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('request-nothing-to-remind');
  });

  it('refuses a client who turned e-mail notifications off with 409 and its code', async () => {
    const quiet = await createFirm('manage-requests-quiet');
    await saveMySettings(quiet.client, { notifications: { emailNotifications: false } });
    const [item] = (
      await api<{ items: DocumentRequest[] }>(`/v1/admin/cases/${quiet.item.caseId}/requests`, { method: 'POST', token: quiet.admin.tokens.accessToken, body: { items: [{ title: 'Passport' }] } })
    ).body.items;

    const refused = await api(`/v1/admin/cases/${quiet.item.caseId}/requests/remind`, { method: 'POST', token: quiet.admin.tokens.accessToken, body: { requestIds: [item?.requestId] } });

    expect(refused.status).toBe(409);
    expect(refused.headers.get(REFUSAL_CODE_HEADER)).toBe('request-client-not-emailed');
  });
});
