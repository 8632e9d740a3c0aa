/**
 * 'Send Email Regarding Case' through the local gateway with real tokens: the message is kept on the
 * case for the case's client (as their record is now) and listed newest first; what the body may
 * hold; who may send and read. Beside the staff's messages, the lists hold the e-mails the portal sent
 * by itself about the case (the case opened, a new message's notice): their kind, never their content.
 */
import { randomUUID } from 'node:crypto';
import { type CaseEmailRecord, getCaseEmail, putCaseEmail, setCaseEmailDelivery } from '../../functions/cases/repository/case-emails';
import { CASE_LIMITS } from '../../shared/cases/limits';
import { type Case, type CaseEmail, type CaseEmailEntry, type OrgCaseEmail, isAutomaticCaseEmail } from '../../shared/cases/types';
import { api, walkPages } from './support/api';
import { createFirm, eventually } from './support/mail';
import { type Person, type World, createWorld, openCase } from './support/principals';
import { useStackEnvironment } from './support/stack';

jest.setTimeout(60_000);

interface MessagesBody {
  messages: CaseEmailEntry[];
  nextCursor?: string;
}

let world: World;
let admin: Person;

beforeAll(async () => {
  // The delivery tests record outcomes through the repository, as the mail sending function does.
  useStackEnvironment();
  world = await createWorld('emails');
  admin = world.org1.admin;
});

function sendEmail(caseId: string, body: unknown, as: Person = admin) {
  return api<{ Item: CaseEmail }>(`/v1/admin/cases/${caseId}/emails`, { method: 'POST', token: as.tokens.accessToken, body });
}

function listEmails(caseId: string, query = '', as: Person = admin) {
  return api<MessagesBody>(`/v1/admin/cases/${caseId}/emails${query}`, { token: as.tokens.accessToken });
}

/** The ids of a list, in order: delivery may change meanwhile (the mail sending function records it). */
const idsOf = (messages: readonly CaseEmailEntry[]) => messages.map((message) => message.messageId);

/** The staff's messages of a list, in order (the portal's automatic e-mails left out). */
const staffOf = (messages: readonly CaseEmailEntry[]): CaseEmail[] => messages.flatMap((message) => (isAutomaticCaseEmail(message) ? [] : [message]));

/** The case's e-mails once the e-mail that says it was opened is listed (so what the test sends next is newer). */
async function listedOnceOpened(item: Case, as: Person = admin): Promise<CaseEmailEntry[]> {
  const read = await eventually(
    () => listEmails(item.caseId, '', as),
    (listed) => listed.body.messages.some((message) => isAutomaticCaseEmail(message) && message.kind === 'caseOpened'),
    `The case-opened e-mail of ${item.caseId} listed`,
  );
  return read.body.messages;
}

/** A new case of client A whose case-opened e-mail is listed already. */
async function openedCase(): Promise<Case> {
  const item = await openCase(admin, world.org1.clientA);
  await listedOnceOpened(item);
  return item;
}

/** Sends a message that must be kept; answers the kept message. */
async function sent(caseId: string, message: string): Promise<CaseEmail> {
  const response = await sendEmail(caseId, { message });
  if (response.status !== 201) throw new Error(`Sending answered ${response.status}: ${response.text}`);
  return response.body.Item;
}

describe('send: POST /v1/admin/cases/{caseId}/emails', () => {
  it("answers 201 with the kept message, queued for the case's client", async () => {
    const [item] = world.org1.casesOfA;
    const { clientA } = world.org1;

    const response = await sendEmail(item.caseId, { message: '  Your documents are due on Friday.  ' });

    expect(response.status).toBe(201);
    expect(response.body.Item).toEqual({
      messageId: expect.any(String),
      caseId: item.caseId,
      senderName: admin.name,
      recipientEmail: clientA.email,
      recipientName: clientA.name,
      message: 'Your documents are due on Friday.',
      createdAt: expect.any(String),
      delivery: 'queued',
    });
  });

  it("addresses the client's current record, not the name and e-mail written on the case", async () => {
    const item = await openCase(admin, world.org1.clientB);
    const renamed = await api(`/v1/admin/users/${world.org1.clientB.userId}`, {
      method: 'PATCH',
      token: admin.tokens.accessToken,
      body: { name: 'Bea Renamed' },
    });
    expect(renamed.status).toBe(200);

    const message = await sent(item.caseId, 'Your hearing date is set.');

    expect(message).toMatchObject({ recipientName: 'Bea Renamed', recipientEmail: world.org1.clientB.email });
    expect(item.clientName).not.toBe('Bea Renamed');
  });

  it('keeps CR and LF inside the message as text', async () => {
    const [, item] = world.org1.casesOfA;
    const text = 'Line one\r\nBcc: someone@example.test\r\n\r\nLine three\nLine four';

    const message = await sent(item.caseId, text);
    const listed = await listEmails(item.caseId);

    expect(message.message).toBe(text);
    expect(staffOf(listed.body.messages).find((entry) => entry.messageId === message.messageId)?.message).toBe(text);
  });

  it.each([
    ['empty', ''],
    ['only spaces and line breaks', ' \n\t \r\n '],
  ])('refuses a message that is %s with 400 "Message is required"', async (_how, message) => {
    const [item] = world.org1.casesOfA;

    const response = await sendEmail(item.caseId, { message });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'message: Message is required' });
  });

  it('refuses a body without a message with 400', async () => {
    const response = await sendEmail(world.org1.casesOfA[0].caseId, {});

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'message: Message is required' });
  });

  it(`refuses a 100 KB message with 400, naming the limit of ${CASE_LIMITS.caseEmail} characters`, async () => {
    const response = await sendEmail(world.org1.casesOfA[0].caseId, { message: 'x'.repeat(100 * 1024) });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: `message: Message must be at most ${CASE_LIMITS.caseEmail} characters` });
  });

  it('takes a message of exactly the limit', async () => {
    const message = await sent(world.org1.casesOfA[0].caseId, 'y'.repeat(CASE_LIMITS.caseEmail));

    expect(message.message).toHaveLength(CASE_LIMITS.caseEmail);
  });

  it("answers 404 to another org's admin, as if the case did not exist, and keeps nothing", async () => {
    const [item] = world.org1.casesOfA;

    const response = await sendEmail(item.caseId, { message: 'From another firm' }, world.org2.admin);
    const listed = await listEmails(item.caseId);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Case not found' });
    expect(staffOf(listed.body.messages).map((entry) => entry.message)).not.toContain('From another firm');
  });

  it('answers 404 for a case that does not exist', async () => {
    const response = await sendEmail('no-such-case', { message: 'Hello' });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Case not found' });
  });

  it("refuses the case's own client with 403", async () => {
    const response = await sendEmail(world.org1.casesOfA[0].caseId, { message: 'Hello' }, world.org1.clientA);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Forbidden' });
  });
});

describe('list: GET /v1/admin/cases/{caseId}/emails', () => {
  it("lists a case's messages newest first, only that case's", async () => {
    const item = await openedCase();
    const first = await sent(item.caseId, 'First message');
    const second = await sent(item.caseId, 'Second message');
    const third = await sent(item.caseId, 'Third message');

    const response = await listEmails(item.caseId);

    expect(response.status).toBe(200);
    expect(idsOf(staffOf(response.body.messages))).toEqual(idsOf([third, second, first]));
    expect(response.body.messages[0]).toMatchObject({ ...third, delivery: expect.any(String) });
    expect(response.body.messages.every((message) => message.caseId === item.caseId)).toBe(true);
    expect(response.body.nextCursor).toBeUndefined();
  });

  it('lists no message of the staff for a case they wrote nothing about: only the portal’s e-mail that it was opened, without its content', async () => {
    const item = await openCase(admin, world.org1.clientA);

    const messages = await listedOnceOpened(item);

    expect(messages).toEqual([
      {
        messageId: expect.any(String),
        caseId: item.caseId,
        automatic: true,
        kind: 'caseOpened',
        recipientEmail: world.org1.clientA.email,
        recipientName: world.org1.clientA.name,
        createdAt: expect.any(String),
        delivery: 'sent',
        deliveredAt: expect.any(String),
      },
    ]);
  });

  it('pages with limit and cursor', async () => {
    const item = await openedCase();
    const older = await sent(item.caseId, 'Older');
    const newer = await sent(item.caseId, 'Newer');

    const page1 = await listEmails(item.caseId, '?limit=1');
    const page2 = await listEmails(item.caseId, `?limit=1&cursor=${page1.body.nextCursor}`);

    expect(idsOf(page1.body.messages)).toEqual([newer.messageId]);
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    expect(page2.status).toBe(200);
    expect(idsOf(page2.body.messages)).toEqual([older.messageId]);
  });

  it("refuses a cursor of another case's list with 400", async () => {
    const [first, second] = world.org1.casesOfA;
    await sent(first.caseId, 'One');
    await sent(first.caseId, 'Two');
    const page1 = await listEmails(first.caseId, '?limit=1');

    const response = await listEmails(second.caseId, `?limit=1&cursor=${page1.body.nextCursor}`);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Invalid cursor' });
  });

  it("answers 404 to another org's admin", async () => {
    const response = await listEmails(world.org1.casesOfA[0].caseId, '', world.org2.admin);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Case not found' });
  });

  it('refuses a client with 403', async () => {
    const response = await listEmails(world.org1.casesOfA[0].caseId, '', world.org1.clientA);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'Forbidden' });
  });
});

describe('delivery, as the mail sending function records it', () => {
  /** Who sends and who receives the messages of these tests: the org's admin, to client A. */
  const adminToClientA = () => ({
    orgId: world.org1.orgId,
    senderId: admin.userId,
    senderName: admin.name,
    senderEmail: admin.email,
    recipientEmail: world.org1.clientA.email,
    recipientName: world.org1.clientA.name,
  });

  /** A queued message kept straight in the table: no mail event, so nothing else records its delivery. */
  async function keptMessage(caseId: string): Promise<CaseEmailRecord> {
    const record: CaseEmailRecord = {
      caseId,
      messageId: randomUUID(),
      ...adminToClientA(),
      message: 'Delivery check',
      createdAt: new Date().toISOString(),
      delivery: 'queued',
    };
    await putCaseEmail(record);
    return record;
  }

  it('shows a sent message as sent, with when, and never the reason of an earlier failure', async () => {
    const item = await openedCase();
    const message = await keptMessage(item.caseId);

    const failed = await setCaseEmailDelivery(item.caseId, message.messageId, { delivery: 'failed', deliveredAt: '2026-01-01T10:00:00.000Z', failure: 'SMTP 451' });
    const delivered = await setCaseEmailDelivery(item.caseId, message.messageId, { delivery: 'sent', deliveredAt: '2026-01-01T10:05:00.000Z' });
    const listed = await listEmails(item.caseId);

    expect([failed, delivered]).toEqual([true, true]);
    expect(staffOf(listed.body.messages)).toEqual([
      {
        messageId: message.messageId,
        caseId: item.caseId,
        senderName: admin.name,
        recipientEmail: message.recipientEmail,
        recipientName: message.recipientName,
        message: 'Delivery check',
        createdAt: message.createdAt,
        delivery: 'sent',
        deliveredAt: '2026-01-01T10:05:00.000Z',
      },
    ]);
    expect((await getCaseEmail(item.caseId, message.messageId))?.failure).toBeUndefined();
  });

  it('keeps a sent message sent when a late failure arrives, and records nothing for another case', async () => {
    const item = await openCase(admin, world.org1.clientA);
    const message = await keptMessage(item.caseId);
    await setCaseEmailDelivery(item.caseId, message.messageId, { delivery: 'sent', deliveredAt: '2026-01-01T10:00:00.000Z' });

    const late = await setCaseEmailDelivery(item.caseId, message.messageId, { delivery: 'failed', failure: 'timeout' });
    const elsewhere = await setCaseEmailDelivery(world.org1.caseOfB.caseId, message.messageId, { delivery: 'failed', failure: 'timeout' });

    expect([late, elsewhere]).toEqual([false, false]);
    expect(await getCaseEmail(item.caseId, message.messageId)).toMatchObject({ delivery: 'sent', deliveredAt: '2026-01-01T10:00:00.000Z' });
    expect(await getCaseEmail(world.org1.caseOfB.caseId, message.messageId)).toBeUndefined();
  });

  it('keeps who sent the message, and to whom, on the record', async () => {
    const [item] = world.org1.casesOfA;
    const message = await sent(item.caseId, 'Who and whom');

    const record = await getCaseEmail(item.caseId, message.messageId);

    expect(record).toMatchObject({ ...adminToClientA(), message: 'Who and whom' });
  });
});

describe('automatic e-mails: GET /v1/admin/orgs/{orgId}/case-emails and the case\'s e-mails', () => {
  it('list the e-mails the portal sent about a case (it was opened, a message was sent) with their kinds, beside the staff’s, never their content', async () => {
    const firm = await createFirm('auto-emails');
    const messageBody = `Your hearing is on Monday ${randomUUID()}`;
    const posted = await api(`/v1/cases/${firm.item.caseId}/messages`, { method: 'POST', token: firm.admin.tokens.accessToken, body: { body: messageBody } });
    expect(posted.status).toBe(201);
    const staffMessage = await sendEmail(firm.item.caseId, { message: 'A word from the firm' }, firm.admin);
    expect(staffMessage.status).toBe(201);

    const log = await eventually(
      () => walkPages<OrgCaseEmail>(`/v1/admin/orgs/${encodeURIComponent(firm.orgId)}/case-emails`, firm.admin.tokens.accessToken, 100),
      (read) => ['caseOpened', 'messageNotice'].every((kind) => read.items.some((email) => isAutomaticCaseEmail(email) && email.kind === kind)),
      'The case-opened e-mail and the message notice listed in the firm’s log',
    );
    const ofCase = await listEmails(firm.item.caseId, '', firm.admin);

    const automatic = log.items.filter(isAutomaticCaseEmail);
    const aboutTheClient = { caseId: firm.item.caseId, automatic: true, recipientEmail: firm.client.email, recipientName: firm.client.name, delivery: 'sent' };
    expect(automatic.map((email) => email.kind).sort()).toEqual(['caseOpened', 'messageNotice']);
    for (const email of automatic) {
      expect(email).toEqual({
        ...aboutTheClient,
        messageId: expect.any(String),
        kind: email.kind,
        createdAt: expect.any(String),
        deliveredAt: email.createdAt,
        caseName: firm.item.caseName,
        caseNumber: firm.item.caseNumber,
      });
    }
    expect(log.items.map((email) => email.messageId)).toContain(staffMessage.body.Item.messageId);
    expect(JSON.stringify(log.items)).not.toContain(messageBody);
    expect(idsOf(ofCase.body.messages.filter(isAutomaticCaseEmail)).sort()).toEqual(idsOf(automatic).sort());
  });
});
