/**
 * What the firm asks of a client or gives them, told through the local stack: the routes commit their
 * change and put a `clientNotices` event on the local queue; the sending function gathers a client's
 * notices into their window (CLIENT_NOTICE_WINDOW_SECONDS: 4 s in these tests) and the window's end
 * e-mails them once, in their language, each item a link to its place on the case page, as their
 * switches let it through. The stage and message notices honour their switches too.
 *
 * "Nothing was sent" is never a sleep: `settleNotices` has a witness client told something (their
 * window opens after the one under test, so its reminder comes back after it) and waits for their
 * e-mail; `settleQueue` does the same for the e-mails sent at once.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CaughtMail } from '../../local';
import type { Case } from '../../shared/cases/types';
import { keys } from '../../shared/core/table';
import type { StoredItem, UploadBatch } from '../../shared/documents/types';
import type { Message } from '../../shared/messages/types';
import type { DocumentRequest } from '../../shared/requests/types';
import { config } from '../../functions/core/config';
import { documentClient } from '../../functions/core/dynamodb';
import { tellClient } from '../../functions/notices';
import { api } from './support/api';
import { type Firm, type LocalFile, createFirm, eventOf, eventually, mailsTo, pdfCarrying, saveMySettings, settleQueue, updateCase } from './support/mail';
import { type Person, uniqueId } from './support/principals';
import { useStackEnvironment } from './support/stack';

jest.setTimeout(90_000);

const NOTICES = 'client-notices:';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A line of the e-mail's text leading `label` to this page of the portal (`path` with its query). */
const linkLine = (label: string, path: string) => new RegExp(`\\n- ${escaped(label)}: https?://[^/\\s]+${escaped(path)}\\n`);

/** The notices e-mails to this person, newest first. */
const noticesTo = (who: Person) => mailsTo(who.email, NOTICES);

/** The first notices e-mail to `who` whose text says `marker`, once it has arrived. */
async function noticeSaying(who: Person, marker: string): Promise<CaughtMail> {
  const found = await eventually(
    async () => (await noticesTo(who)).find((mail) => mail.text.includes(marker)),
    (mail) => mail !== undefined,
    `A notices e-mail to ${who.email} saying ${marker}`,
  );
  return found as CaughtMail;
}

const addRequests = async (f: Firm, items: { title: string; dueDate?: string }[], item: Case = f.item): Promise<DocumentRequest[]> => {
  const response = await api<{ items: DocumentRequest[] }>(`/v1/admin/cases/${item.caseId}/requests`, { method: 'POST', token: f.admin.tokens.accessToken, body: { items } });
  if (response.status !== 201) throw new Error(`Requesting documents answered ${response.status}: ${response.text}`);
  return response.body.items;
};

const decide = async (f: Firm, requestId: string, body: Record<string, unknown>): Promise<void> => {
  const response = await api(`/v1/admin/cases/${f.item.caseId}/requests/${requestId}`, { method: 'PATCH', token: f.admin.tokens.accessToken, body });
  if (response.status !== 200) throw new Error(`Deciding on ${requestId} answered ${response.status}: ${response.text}`);
};

/** The browser's three upload steps as `who`, into the case's folder (against an item, shared by staff at once, as `options` say); answers the documents. */
async function upload(who: Person, item: Case, file: LocalFile, options: { requestId?: string; shareWithClient?: boolean } = {}): Promise<StoredItem[]> {
  const targets = await api<UploadBatch>(`/v1/cases/${item.caseId}/folders/${item.caseFolderId}/upload-targets`, {
    method: 'POST',
    token: who.tokens.accessToken,
    body: { files: [{ fileName: file.fileName, fileSize: file.bytes.length, fileType: 'application/pdf' }], ...options },
  });
  if (targets.status !== 201) throw new Error(`Upload targets answered ${targets.status}: ${targets.text}`);
  for (const target of targets.body.uploads) {
    const put = await fetch(target.uploadUrl, { method: 'PUT', headers: target.headers, body: file.bytes });
    if (!put.ok) throw new Error(`PUT to storage answered ${put.status}`);
  }
  const completed = await api<{ data: StoredItem[] }>(`/v1/cases/${item.caseId}/upload-batches/${targets.body.batchId}/complete`, { method: 'POST', token: who.tokens.accessToken });
  if (completed.status !== 201) throw new Error(`Completing the upload answered ${completed.status}: ${completed.text}`);
  return completed.body.data;
}

/** A document the firm keeps on the case (not shared yet): its id. */
async function firmDocument(f: Firm, fileName: string): Promise<string> {
  const [document] = await upload(f.admin, f.item, pdfCarrying(fileName, 'firm'));
  if (!document) throw new Error('The firm’s upload answered no document');
  return document.id;
}

const share = async (f: Firm, documentId: string): Promise<void> => {
  const response = await api(`/v1/admin/cases/${f.item.caseId}/documents/${documentId}`, { method: 'PATCH', token: f.admin.tokens.accessToken, body: { sharedWithClient: true } });
  if (response.status !== 200) throw new Error(`Sharing ${documentId} answered ${response.status}: ${response.text}`);
};

/** A firm of its own whose notices and messages prove the queue has caught up. */
let witness: Firm;

/** Every notices window opened before this call has been dealt with: the witness client is told something and their e-mail arrives. */
async function settleNotices(): Promise<void> {
  const marker = `Queue check ${uniqueId('settle')}`;
  await addRequests(witness, [{ title: marker }]);
  await noticeSaying(witness.client, marker);
}

beforeAll(async () => {
  useStackEnvironment();
  witness = await createFirm('notices-witness');
});

describe('what the firm asks of and gives a client, in one e-mail per window', () => {
  let f: Firm;
  let requested: DocumentRequest[];
  let documentId: string;
  let told: CaughtMail;
  const titles = ['Passport', 'Photos', 'Bank statements', 'Letter of acceptance', 'Police certificate', 'Proof of funds'].map((title) => `${title} ${uniqueId('t')}`);
  const sharedName = `Retainer ${uniqueId('r')}.pdf`;

  beforeAll(async () => {
    f = await createFirm('notices-batch');
    documentId = await firmDocument(f, sharedName);
    requested = await addRequests(f, titles.map((title, index) => (index === 0 ? { title, dueDate: '2031-05-07' } : { title })));
    await share(f, documentId);
    told = await noticeSaying(f.client, sharedName);
  });

  it('lists six documents requested and the document shared in one e-mail naming the case', () => {
    expect(told.subject).toBe(`notices-batch Immigration Law: news on your case ${f.item.caseName}`);
    expect(told.text).toContain('6 documents requested:');
    for (const title of titles) expect(told.text).toContain(title);
    expect(told.text).toContain(`${titles[0]} (due May 7, 2031)`);
    expect(told.text).toContain('A document was shared with you:');
  });

  it('links each item and the document to their place on the client’s case page', () => {
    requested.forEach((item, index) =>
      expect(told.text).toMatch(linkLine(index === 0 ? `${titles[0]} (due May 7, 2031)` : (titles[index] ?? '?'), `/client/cases/${f.item.caseId}?item=${item.requestId}`)),
    );
    expect(told.text).toMatch(linkLine(sharedName, `/client/cases/${f.item.caseId}?document=${encodeURIComponent(documentId)}`));
    expect(told.html).toMatch(new RegExp(`href="https?://[^/"]+${escaped(`/client/cases/${f.item.caseId}?item=${requested[0]?.requestId}`)}"`));
  });

  it('sends that window’s notices once', async () => {
    await settleNotices();

    expect((await noticesTo(f.client)).map(eventOf)).toEqual([eventOf(told)]);
  });
});

describe('each kind of notice', () => {
  let f: Firm;
  let passport: DocumentRequest;
  let photos: DocumentRequest;
  const reason = `The scan is cut off ${uniqueId('reason')}`;

  beforeAll(async () => {
    f = await createFirm('notices-kinds');
    [passport, photos] = (await addRequests(f, [{ title: `Passport ${uniqueId('p')}` }, { title: `Photos ${uniqueId('p')}` }])) as [DocumentRequest, DocumentRequest];
    // The request's own notice first, so the decisions below make a window of their own.
    await noticeSaying(f.client, passport.title);
    await upload(f.client, f.item, pdfCarrying('passport.pdf', 'client'), { requestId: passport.requestId });
    await upload(f.client, f.item, pdfCarrying('photos.pdf', 'client'), { requestId: photos.requestId });
  });

  it('tells of a rejected upload that a document needs attention, linking to the item, never with the firm’s reason', async () => {
    await decide(f, passport.requestId, { status: 'rejected', reason });

    const mail = await noticeSaying(f.client, 'A document needs your attention:');
    expect(mail.text).toMatch(linkLine(passport.title, `/client/cases/${f.item.caseId}?item=${passport.requestId}`));
    for (const part of [mail.subject, mail.text, mail.html ?? '']) expect(part).not.toContain(reason);
  });

  it('tells of an accepted document', async () => {
    await decide(f, photos.requestId, { status: 'accepted' });

    const mail = await noticeSaying(f.client, '1 document accepted:');
    expect(mail.text).toMatch(linkLine(photos.title, `/client/cases/${f.item.caseId}?item=${photos.requestId}`));
  });

  it('tells of a request changed (its due date)', async () => {
    await tellClient({
      eventId: `client-notices:changed:${passport.requestId}:${uniqueId('v')}`,
      orgId: f.orgId,
      clientId: f.client.userId,
      notices: [{ kind: 'changed', caseId: f.item.caseId, targetId: passport.requestId, name: passport.title, dueDate: '2031-06-01' }],
    });

    const mail = await noticeSaying(f.client, '1 request changed:');
    expect(mail.text).toMatch(linkLine(`${passport.title} (due June 1, 2031)`, `/client/cases/${f.item.caseId}?item=${passport.requestId}`));
  });

  it('tells of a document shared at upload', async () => {
    const name = `Checklist ${uniqueId('c')}.pdf`;
    const [document] = await upload(f.admin, f.item, pdfCarrying(name, 'firm'), { shareWithClient: true });

    const mail = await noticeSaying(f.client, name);
    expect(mail.text).toContain('A document was shared with you:');
    expect(mail.text).toMatch(linkLine(name, `/client/cases/${f.item.caseId}?document=${encodeURIComponent(document?.id ?? '?')}`));
  });

  it('sent each window once', async () => {
    await settleNotices();

    const events = (await noticesTo(f.client)).map(eventOf);
    expect(new Set(events).size).toBe(events.length);
  });
});

describe('in the client’s language', () => {
  it('e-mails a French-speaking client in French', async () => {
    const f = await createFirm('notices-fr');
    await saveMySettings(f.client, { language: 'fr' });
    const [item] = await addRequests(f, [{ title: `Passeport ${uniqueId('p')}`, dueDate: '2031-05-07' }]);

    const mail = await noticeSaying(f.client, item?.title ?? '?');
    expect(mail.subject).toContain(' : du nouveau dans votre dossier ');
    expect(mail.text).toContain('Bonjour ');
    expect(mail.text).toContain('1 document demandé :');
    expect(mail.text).toContain(`${item?.title} (à fournir au plus tard le 7 mai 2031) : `);
    expect(mail.text).toContain('Voir votre dossier : ');
    expect(mail.text).not.toMatch(/Hello|requested|View your case/);
  });
});

describe('a discreet case', () => {
  it('names neither the case nor its items', async () => {
    const f = await createFirm('notices-discreet');
    await documentClient().send(
      new UpdateCommand({ TableName: config.tableName, Key: keys.case(f.item.caseId), UpdateExpression: 'SET discreet = :on', ExpressionAttributeValues: { ':on': true } }),
    );
    const title = `Basis of Claim ${uniqueId('boc')}`;
    const [item] = await addRequests(f, [{ title }]);

    const mail = await noticeSaying(f.client, `?item=${item?.requestId}`);
    expect(mail.subject).toBe('You have an update on your notices-discreet Immigration Law portal');
    for (const part of [mail.subject, mail.text, mail.html ?? '']) {
      expect(part).not.toContain(f.item.caseName);
      expect(part).not.toContain(title);
    }
    expect(mail.text).toContain('1 document requested:');
  });
});

describe('the client’s switches', () => {
  it('leaves out what the firm asks when the client turned requests off, and still tells of a document shared', async () => {
    const f = await createFirm('notices-no-requests');
    await saveMySettings(f.client, { notifications: { requests: false } });
    const documentId = await firmDocument(f, `Guide ${uniqueId('g')}.pdf`);
    const title = `Passport ${uniqueId('p')}`;

    await addRequests(f, [{ title }]);
    await share(f, documentId);

    const mail = await noticeSaying(f.client, 'A document was shared with you:');
    expect(mail.text).not.toContain(title);
    expect(mail.text).not.toContain('requested');
  });

  it('leaves out a document shared when the client turned documents off, and still tells of what the firm asks', async () => {
    const f = await createFirm('notices-no-documents');
    await saveMySettings(f.client, { notifications: { documents: false } });
    const name = `Guide ${uniqueId('g')}.pdf`;
    const documentId = await firmDocument(f, name);
    const title = `Passport ${uniqueId('p')}`;

    await share(f, documentId);
    await addRequests(f, [{ title }]);

    const mail = await noticeSaying(f.client, title);
    expect(mail.text).not.toContain(name);
    expect(mail.text).not.toContain('shared with you');
  });

  it('sends no notice at all when the client turned e-mail notifications off', async () => {
    const f = await createFirm('notices-quiet');
    await saveMySettings(f.client, { notifications: { emailNotifications: false } });

    await addRequests(f, [{ title: `Passport ${uniqueId('p')}` }]);
    await settleNotices();

    expect(await noticesTo(f.client)).toEqual([]);
  });

  it('sends no notice of what the switch silences when it is the only thing told', async () => {
    const f = await createFirm('notices-only-requests');
    await saveMySettings(f.client, { notifications: { requests: false } });

    await addRequests(f, [{ title: `Passport ${uniqueId('p')}` }]);
    await settleNotices();

    expect(await noticesTo(f.client)).toEqual([]);
  });

  it('sends no stage e-mail when the client turned case progress off (and one when it is on)', async () => {
    const quiet = await createFirm('notices-no-progress');
    const told = await createFirm('notices-progress');
    await saveMySettings(quiet.client, { notifications: { progress: false } });

    await updateCase(quiet.admin, quiet.item, { stage: 'documents' });
    await updateCase(told.admin, told.item, { stage: 'documents' });
    await eventually(() => mailsTo(told.client.email, 'case-stage:'), (mails) => mails.length === 1, 'The stage e-mail to the client whose switch is on');
    await settleQueue(witness);

    expect(await mailsTo(quiet.client.email, 'case-stage:')).toEqual([]);
  });

  it('sends no message notice when the client turned new messages off', async () => {
    const f = await createFirm('notices-no-messages');
    await saveMySettings(f.client, { notifications: { messages: false } });

    const sent = await api<Message>(`/v1/cases/${f.item.caseId}/messages`, { method: 'POST', token: f.admin.tokens.accessToken, body: { body: `Hello ${uniqueId('m')}` } });
    expect(sent.status).toBe(201);
    await settleQueue(witness);

    expect(await mailsTo(f.client.email, 'notice-')).toEqual([]);
  });

  it('answers the switches, on by default, and keeps those not sent', async () => {
    const f = await createFirm('notices-settings');
    const read = async () => (await api<{ Item: { notifications: Record<string, boolean> } }>('/v1/me/settings', { token: f.client.tokens.accessToken })).body.Item.notifications;

    expect(await read()).toMatchObject({ requests: true, documents: true, messages: true, progress: true, emailNotifications: true });
    await saveMySettings(f.client, { notifications: { documents: false } });
    await saveMySettings(f.client, { notifications: { progress: false } });

    expect(await read()).toMatchObject({ requests: true, documents: false, messages: true, progress: false, emailNotifications: true });
  });
});
