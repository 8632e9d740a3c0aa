/**
 * Document reminders through the local stack: staff ask for documents with due dates and
 * accept one with an expiry date through the gateway; the daily job (sendDocumentReminders, run here
 * by `npm run invoke -- sendDocumentReminders`) queues the reminders, and the sending function e-mails them to the
 * local inbox. The job covers every org of the stack: this file reads only its own people's e-mails.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../shared/core/table';
import type { ExpiringDocument } from '../../shared/orgs/types';
import type { DocumentRequest } from '../../shared/requests/types';
import { documentClient } from '../../functions/core/dynamodb';
import { api } from './support/api';
import { type Firm, createFirm, mailsTo, saveMySettings, settleQueue, waitForEvent } from './support/mail';
import { type Person, createPerson, openCase } from './support/principals';
import { markUploaded } from './support/requests';
import { type RemindersJobResult as JobResult, runReminders } from './support/reminders-job';
import { useStackEnvironment } from './support/stack';

jest.setTimeout(120_000);

const utcDay = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
};
const TODAY = utcDay(0);

const addRequests = (admin: Person, caseId: string, items: unknown[]) =>
  api<{ items: DocumentRequest[] }>(`/v1/admin/cases/${caseId}/requests`, { method: 'POST', token: admin.tokens.accessToken, body: { items } });

let firm: Firm;
let quiet: Person;
let noRequests: Person;
let overdueItems: DocumentRequest[];
let expiring: DocumentRequest;
let firstRun: JobResult;

beforeAll(async () => {
  useStackEnvironment();
  firm = await createFirm('reminders');
  await saveMySettings(firm.client, { language: 'fr' });
  // A second client of the firm, who turned e-mail notifications off.
  quiet = await createPerson(firm.orgId, 'client', 'quiet');
  const quietCase = await openCase(firm.admin, quiet);
  await saveMySettings(quiet, { notifications: { emailNotifications: false } });
  // A third, who turned off e-mails of what the firm asks of them (documents requested, reminders).
  noRequests = await createPerson(firm.orgId, 'client', 'norequests');
  const noRequestsCase = await openCase(firm.admin, noRequests);
  await saveMySettings(noRequests, { notifications: { requests: false } });

  const overdue = await addRequests(firm.admin, firm.item.caseId, [
    { title: 'Passeport', dueDate: utcDay(-3) },
    { title: 'Relevés bancaires', dueDate: utcDay(-1) },
  ]);
  expect(overdue.status).toBe(201);
  overdueItems = overdue.body.items;
  expect((await addRequests(firm.admin, quietCase.caseId, [{ title: 'Passport', dueDate: utcDay(-3) }])).status).toBe(201);
  expect((await addRequests(firm.admin, noRequestsCase.caseId, [{ title: 'Passport', dueDate: utcDay(-3) }])).status).toBe(201);

  // An accepted document that expires in 30 days.
  const [permit] = (await addRequests(firm.admin, firm.item.caseId, [{ title: 'Police certificate' }])).body.items;
  if (!permit) throw new Error('No item added');
  await markUploaded(firm.admin, firm.item.caseId, permit.requestId);
  const accepted = await api<{ Item: DocumentRequest }>(`/v1/admin/cases/${firm.item.caseId}/requests/${permit.requestId}`, {
    method: 'PATCH',
    token: firm.admin.tokens.accessToken,
    body: { status: 'accepted', expiresOn: utcDay(30) },
  });
  expect(accepted.status).toBe(200);
  expiring = accepted.body.Item;

  firstRun = await runReminders();
});

describe('reminders to clients', () => {
  it('e-mails a client with an item overdue by 3 days one reminder, in their language, listing it', async () => {
    const mail = await waitForEvent(firm.client.email, `reminder-${firm.client.userId}-${TODAY}`);
    expect(firstRun.day).toBe(TODAY);
    expect(mail.subject).toMatch(/documents sont encore requis/);
    expect(mail.text).toContain('Passeport : attendu le');
    expect(mail.text).toContain('(en retard)');
    // Every item still asked of them on the case is listed, the one due yesterday too.
    expect(mail.text).toContain('Relevés bancaires');
    expect(mail.text).toContain(`/client/cases/${firm.item.caseId}`);
  });

  it('links each item to its place on the case page', async () => {
    const mail = await waitForEvent(firm.client.email, `reminder-${firm.client.userId}-${TODAY}`);
    for (const item of overdueItems) expect(mail.text).toContain(`/client/cases/${firm.item.caseId}?item=${item.requestId}`);
  });

  it('sends nothing more when the job runs again the same day', async () => {
    await runReminders();
    await settleQueue(firm);
    expect(await mailsTo(firm.client.email, 'reminder-')).toHaveLength(1);
    const guard = await documentClient().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.reminderSent(firm.client.userId, TODAY, 'DOCUMENTS') }),
    );
    expect(guard.Item).toMatchObject({ day: TODAY, ttl: expect.any(Number) });
  });

  it('sends none to a client whose e-mail notifications are off', async () => {
    await settleQueue(firm);
    expect(await mailsTo(quiet.email, 'reminder-')).toEqual([]);
  });

  it('sends none to a client who turned off e-mails of the documents asked of them', async () => {
    await settleQueue(firm);
    expect(await mailsTo(noRequests.email, 'reminder-')).toEqual([]);
  });
});

describe('documents about to expire', () => {
  it('are listed for the firm’s staff, soonest first, with their case and client', async () => {
    const response = await api<{ items: ExpiringDocument[] }>(`/v1/admin/orgs/${firm.orgId}/expiring-documents?days=60`, { token: firm.admin.tokens.accessToken });
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      {
        caseId: firm.item.caseId,
        caseName: firm.item.caseName,
        clientId: firm.client.userId,
        clientName: firm.item.clientName,
        requestId: expiring.requestId,
        title: 'Police certificate',
        expiresOn: utcDay(30),
        documentIds: expiring.documentIds,
      },
    ]);
  });

  it('are not listed beyond the days asked for, nor to a client', async () => {
    const nearer = await api<{ items: ExpiringDocument[] }>(`/v1/admin/orgs/${firm.orgId}/expiring-documents?days=29`, { token: firm.admin.tokens.accessToken });
    const asClient = await api(`/v1/admin/orgs/${firm.orgId}/expiring-documents`, { token: firm.client.tokens.accessToken });
    expect(nearer.body.items).toEqual([]);
    expect(asClient.status).toBe(403);
  });

  it('are e-mailed to the firm’s staff 30 days before they expire, once', async () => {
    const mail = await waitForEvent(firm.admin.email, `expiry-${firm.admin.userId}-${TODAY}`);
    expect(mail.subject).toMatch(/a client document expires soon/);
    expect(mail.text).toContain('Police certificate: expires');
    expect(mail.text).toContain(`/admin/cases/${firm.item.caseId}`);
    await settleQueue(firm);
    expect(await mailsTo(firm.admin.email, 'expiry-')).toHaveLength(1);
  });
});

// The job's result is the whole stack's: it counts this file's people among others.
it('reports what it queued', () => {
  expect(firstRun.clients.reminded).toBeGreaterThanOrEqual(1);
  expect(firstRun.staff.notified).toBeGreaterThanOrEqual(1);
});

