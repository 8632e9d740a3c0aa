/**
 * Secure messages between a case's client and the firm through the local gateway with real
 * tokens: a client's message reaches the firm's staff, staff reply and the client reads it; reading
 * resets the unread count; another client is answered 404; refused bodies store nothing; the notice
 * e-mail carries no message text and comes at most once per side in 15 minutes; linked documents go
 * through the documents feature's check (and staff's become visible to the client); the thread's
 * ETag answers 304 until something changes.
 */
import type { Case } from '../../shared/cases/types';
import { REFUSAL_CODE_HEADER } from '../../shared/core/refusals';
import type { CaseDocumentPage } from '../../shared/documents/types';
import { MESSAGE_LIMITS } from '../../shared/messages/limits';
import type { Conversation, Message, MessageThreadPage } from '../../shared/messages/types';
import { api } from './support/api';
import { type Firm, eventOf, mailsTo, pdfCarrying, settleQueue, uploadBatch, waitForEvent } from './support/mail';
import { type Person, type World, createWorld, uniqueId } from './support/principals';

jest.setTimeout(90_000);

let world: World;
let admin: Person;
let client: Person;
let otherClient: Person;
let thread: Case;
let witness: Firm;

beforeAll(async () => {
  world = await createWorld('messages');
  ({ admin, clientA: client, clientB: otherClient } = world.org1);
  thread = world.org1.casesOfA[0];
  const { orgId, admin: witnessAdmin, client: witnessClient, caseOfClient } = world.org2;
  witness = { orgId, admin: witnessAdmin, client: witnessClient, item: caseOfClient };
});

const messagesPath = (item: Pick<Case, 'caseId'>) => `/v1/cases/${item.caseId}/messages`;
const send = (as: Person, body: unknown, item: Pick<Case, 'caseId'> = thread) =>
  api<Message>(messagesPath(item), { method: 'POST', token: as.tokens.accessToken, body });
const readThread = (as: Person, item: Pick<Case, 'caseId'> = thread, headers: Record<string, string> = {}) =>
  api<MessageThreadPage>(messagesPath(item), { token: as.tokens.accessToken, headers });
const markRead = (as: Person, item: Pick<Case, 'caseId'> = thread) =>
  api<{ readAt: string }>(`${messagesPath(item)}/read`, { method: 'POST', token: as.tokens.accessToken });
async function conversationOf(as: Person, item: Pick<Case, 'caseId'> = thread): Promise<Conversation | undefined> {
  const response = await api<{ conversations: Conversation[] }>('/v1/me/conversations', { token: as.tokens.accessToken });
  if (response.status !== 200) throw new Error(`GET /v1/me/conversations answered ${response.status}: ${response.text}`);
  return response.body.conversations.find((conversation) => conversation.caseId === item.caseId);
}
const sent = (response: { status: number; text: string; body: Message }): Message => {
  if (response.status !== 201) throw new Error(`Sending a message answered ${response.status}: ${response.text}`);
  return response.body;
};
const noticeEventOf = (message: Pick<Message, 'messageId'>) => `notice-${message.messageId}`;

describe('a case’s thread between its client and the firm', () => {
  const question = `Do you need my birth certificate translated? ${uniqueId('question')}`;
  const reply = `Yes, a certified translation please.\nThe letter follows. ${uniqueId('reply')}`;
  let asked: Message;
  let replied: Message;

  it('brings a client’s message to the firm’s staff as one unread message', async () => {
    asked = sent(await send(client, { body: `  ${question}  ` }));

    expect(asked).toMatchObject({ caseId: thread.caseId, body: question, sender: { userId: client.userId, role: 'client' }, documentIds: [] });
    expect(await conversationOf(admin)).toMatchObject({ caseId: thread.caseId, clientId: client.userId, unread: 1, lastSender: { role: 'client' }, lastPreview: question });
    expect(await conversationOf(client)).toMatchObject({ caseId: thread.caseId, unread: 0 });
    const asStaff = await readThread(admin);
    expect(asStaff.status).toBe(200);
    expect(asStaff.body.messages).toEqual([asked]);
  });

  it('shows staff’s reply to the client, newest first, and /read resets the unread count', async () => {
    replied = sent(await send(admin, { body: reply }));

    // The list's preview line: the reply's start, its line break as a space.
    expect(await conversationOf(client)).toMatchObject({ unread: 1, lastSender: { role: 'admin' }, lastPreview: reply.replace('\n', ' ') });
    expect((await readThread(client)).body.messages.map((message) => message.body)).toEqual([reply, question]);

    const read = await markRead(client);
    expect(read.status).toBe(200);
    expect(await conversationOf(client)).toMatchObject({ unread: 0 });
    expect((await markRead(admin)).status).toBe(200);
    expect(await conversationOf(admin)).toMatchObject({ unread: 0 });
    expect((await readThread(client)).body.read).toEqual({
      client: { at: read.body.readAt },
      firm: { at: expect.any(String), by: { userId: admin.userId, name: admin.name } },
    });
  });

  it('e-mails each side a notice without the message’s text', async () => {
    const toFirm = await waitForEvent(admin.email, noticeEventOf(asked));
    const toClient = await waitForEvent(client.email, noticeEventOf(replied));

    for (const [mail, text] of [
      [toFirm, question],
      [toClient, reply],
    ] as const) {
      const marker = text.split(' ').pop() ?? text;
      expect(mail.subject).not.toContain(marker);
      expect(mail.text).not.toContain(marker);
      expect(mail.html ?? '').not.toContain(marker);
      expect(mail.text).toContain(thread.caseId);
    }
  });

  it('sends no second notice to a side within 15 minutes', async () => {
    const again = sent(await send(admin, { body: `One more thing ${uniqueId('again')}` }));
    await settleQueue(witness);

    const notices = await mailsTo(client.email, 'notice-');
    expect(notices.map(eventOf)).toEqual([noticeEventOf(replied)]);
    expect(notices.map(eventOf)).not.toContain(noticeEventOf(again));
    expect(MESSAGE_LIMITS.noticeQuietSeconds).toBe(15 * 60);
  });
});

describe('who reaches a thread', () => {
  it('answers another client of the firm 404 on reading, sending and marking read, storing nothing', async () => {
    const before = (await readThread(admin)).body.messages.length;

    for (const response of [await readThread(otherClient), await send(otherClient, { body: 'Let me in' }), await markRead(otherClient)]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Case not found' });
    }
    expect(await conversationOf(otherClient)).toBeUndefined();
    expect((await readThread(admin)).body.messages).toHaveLength(before);
  });

  it('answers the staff of another firm 404', async () => {
    expect((await readThread(world.org2.admin)).status).toBe(404);
    expect((await send(world.org2.admin, { body: 'Hello' })).status).toBe(404);
  });
});

describe('refused messages', () => {
  it.each([
    ['an empty body', '', 'message-body-required'],
    ['a body of spaces', '   \n ', 'message-body-required'],
    ['a body of 10,001 characters', 'x'.repeat(MESSAGE_LIMITS.body + 1), 'message-body-too-long'],
  ])('refuses %s with its code, storing nothing', async (_what, body, code) => {
    const before = await readThread(admin);
    const unreadBefore = (await conversationOf(admin))?.unread;

    const response = await send(client, { body });

    expect(response.status).toBe(400);
    expect(response.headers.get(REFUSAL_CODE_HEADER)).toBe(code);
    const after = await readThread(admin, thread, { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(after.status).toBe(304);
    expect((await conversationOf(admin))?.unread).toBe(unreadBefore);
  });

  it('accepts a body of exactly 10,000 characters', async () => {
    const response = await send(client, { body: 'y'.repeat(MESSAGE_LIMITS.body) }, world.org1.casesOfA[1]);
    expect(response.status).toBe(201);
    expect(response.body.body).toHaveLength(MESSAGE_LIMITS.body);
  });
});

describe('documents linked to a message', () => {
  it('refuses a document of another case, storing nothing', async () => {
    const [first, second] = world.org1.casesOfA;
    const { documents } = await uploadBatch(client, second, [pdfCarrying('elsewhere.pdf', uniqueId('elsewhere'))]);
    const before = await readThread(client, first);

    const response = await send(client, { body: 'See attached', documentIds: [documents[0]?.id] }, first);

    expect(response.status).toBe(400);
    expect(response.headers.get(REFUSAL_CODE_HEADER)).toBe('message-document-unknown');
    expect((await readThread(client, first, { 'if-none-match': before.headers.get('etag') ?? '' })).status).toBe(304);
  });

  it('refuses a client a staff document not shared with them', async () => {
    const item = world.org1.casesOfA[1];
    const { documents } = await uploadBatch(admin, item, [pdfCarrying('internal-notes.pdf', uniqueId('internal'))]);

    const response = await send(client, { body: 'What is this?', documentIds: [documents[0]?.id] }, item);

    expect(response.status).toBe(400);
    expect(response.headers.get(REFUSAL_CODE_HEADER)).toBe('message-document-unknown');
  });

  it('links a valid document and, sent by staff, lists it to the client', async () => {
    const item = world.org1.casesOfA[1];
    const { documents } = await uploadBatch(admin, item, [pdfCarrying('approval-letter.pdf', uniqueId('letter'))]);
    const documentId = documents[0]?.id ?? '';
    const listedToClient = async () =>
      (await api<CaseDocumentPage>(`/v1/cases/${item.caseId}/documents?limit=50`, { token: client.tokens.accessToken })).body.documents.map((document) => document.documentId);
    expect(await listedToClient()).not.toContain(documentId);

    const message = sent(await send(admin, { body: 'Your approval letter', documentIds: [documentId, documentId] }, item));

    expect(message.documentIds).toEqual([documentId]);
    expect(await listedToClient()).toContain(documentId);
    const shown = (await readThread(client, item)).body.messages.find((candidate) => candidate.messageId === message.messageId);
    expect(shown?.documentIds).toEqual([documentId]);
    // The client may link it back in turn.
    expect((await send(client, { body: 'Thank you', documentIds: [documentId] }, item)).status).toBe(201);
  });
});

describe('polling a thread', () => {
  it('answers 304 to the current ETag, and 200 with a new one once a message came', async () => {
    const item = world.org1.caseOfB;
    const first = await readThread(world.org1.clientB, item);
    const etag = first.headers.get('etag') ?? '';
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[^"]+"$/);

    const unchanged = await readThread(world.org1.clientB, item, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);

    sent(await send(admin, { body: `Any news? ${uniqueId('poll')}` }, item));
    const changed = await readThread(world.org1.clientB, item, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.messages).toHaveLength(1);

    // Reading moves the tag too (the read state is part of the answer).
    await markRead(world.org1.clientB, item);
    expect((await readThread(world.org1.clientB, item, { 'if-none-match': changed.headers.get('etag') ?? '' })).status).toBe(200);
  });
});
