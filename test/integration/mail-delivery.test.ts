/**
 * How the portal's e-mail holds up, through the local stack: a mail service that refuses mail (the
 * mail catcher's fault switch) neither fails nor slows the request and is recorded; names with line
 * breaks inject no header; an event delivered twice is e-mailed once. What is sent to whom:
 * mail-notifications.test.ts.
 */
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { MailEvent } from '../../functions/send-mail';
import { getCaseEmail } from '../../functions/cases/repository/case-emails';
import { type MailDeliveryRecord, getMailDelivery } from '../../functions/mail/repository/mail-deliveries';
import { type CaughtMail, LOCAL_CREDENTIALS, LOCAL_MAIL_FROM, clearMailFault, setMailFault } from '../../local';
import { api } from './support/api';
import {
  type Firm,
  completeBatch,
  createFirm,
  eventually,
  keptMessage,
  mailsTo,
  pdfCarrying,
  saveMySettings,
  sendCaseEmail,
  settleQueue,
  startBatch,
  updateCase,
  uploadBatch,
  uploadEventOf,
  waitForEvent,
} from './support/mail';
import { createPerson, openCase, uniqueId } from './support/principals';
import { stack, useStackEnvironment } from './support/stack';

jest.setTimeout(60_000);

/** The answer of a request whose e-mail fails does not wait for the mail service (sending is the queue's). */
const PROMPT_ANSWER_MS = 5_000;

let witness: Firm;

beforeAll(async () => {
  // The delivery records are read through the repositories, as the sending function writes them.
  useStackEnvironment();
  witness = await createFirm('delivery-witness');
});

/** The delivery record of `eventId` to `email` once it says `status`. */
function deliveryOnceIt(eventId: string, email: string, status: MailDeliveryRecord['status']): Promise<MailDeliveryRecord> {
  return eventually(
    () => getMailDelivery(eventId, email),
    (record) => record?.status === status,
    `The delivery of ${eventId} to ${email} becoming ${status}`,
  ) as Promise<MailDeliveryRecord>;
}

/** Runs `act` while the mail catcher refuses mail to `recipients`; the switch is off again afterwards. */
async function whileRefusing<T>(recipients: string[], act: () => Promise<T>): Promise<T> {
  await setMailFault(stack(), { refuseSmtp: true, recipients });
  try {
    return await act();
  } finally {
    await clearMailFault(stack());
  }
}

describe('a mail service that refuses mail', () => {
  it('still answers Send Email 201 promptly, and the kept message’s delivery becomes failed', async () => {
    const f = await createFirm('delivery-refused');

    const { response, tookMs, kept, stored, record } = await whileRefusing([f.client.email], async () => {
      const started = Date.now();
      const answer = await sendCaseEmail(f.admin, f.item.caseId, `Your hearing is on Monday. ${uniqueId('m')}`);
      const elapsed = Date.now() - started;
      const messageId = answer.body.Item.messageId;
      const listed = await eventually(() => keptMessage(f.admin, f.item.caseId, messageId), (found) => found?.delivery === 'failed', 'The message failing');
      // Read while the switch is still on: once it is off, the queue's next delivery sends the e-mail.
      return {
        response: answer,
        tookMs: elapsed,
        kept: listed,
        stored: await getCaseEmail(f.item.caseId, messageId),
        record: await getMailDelivery(messageId, f.client.email),
      };
    });

    expect(response.status).toBe(201);
    expect(response.body.Item.delivery).toBe('queued');
    expect(tookMs).toBeLessThan(PROMPT_ANSWER_MS);
    expect(kept).toMatchObject({ delivery: 'failed', deliveredAt: expect.any(String) });
    expect(kept).not.toHaveProperty('failure');
    expect(stored?.failure).toContain('451');
    expect(record).toMatchObject({ kind: 'caseEmail', email: f.client.email, lastError: expect.stringContaining('451') });
    expect(record?.attempts).toBeGreaterThanOrEqual(1);
  });

  it('still answers a status change 200 promptly, and records its e-mail failed', async () => {
    const f = await createFirm('delivery-refused-status');

    const { updated, tookMs, record } = await whileRefusing([f.client.email], async () => {
      const started = Date.now();
      const changed = await updateCase(f.admin, f.item, { status: 'closed' });
      const elapsed = Date.now() - started;
      const failed = await deliveryOnceIt(`case-status:${f.item.caseId}:${changed.dateUpdated}`, f.client.email, 'failed');
      return { updated: changed, tookMs: elapsed, record: failed };
    });

    expect(updated.status).toBe('closed');
    expect(tookMs).toBeLessThan(PROMPT_ANSWER_MS);
    expect(record).toMatchObject({ kind: 'caseStatusChanged', status: 'failed', lastError: expect.stringContaining('451') });
  });

  it('refuses only the addresses named, so other e-mail of the run goes on', async () => {
    const f = await createFirm('delivery-scoped');

    await whileRefusing([`someone-else-${uniqueId('x')}@example.test`], async () => {
      const sent = await sendCaseEmail(f.admin, f.item.caseId, `Scoped fault ${uniqueId('m')}`);
      await waitForEvent(f.client.email, sent.body.Item.messageId);
    });
  });
});

describe('names with line breaks', () => {
  const injected = () => `injected-${uniqueId('bcc')}@example.test`;

  /** An e-mail with exactly one recipient, one sender, one subject line and no header but ours. */
  function expectNoInjection(mail: CaughtMail, recipient: string, bcc: string): void {
    expect(mail.envelope.to).toEqual([recipient]);
    expect(mail.to.map((entry) => entry.address)).toEqual([recipient]);
    expect(mail.cc).toEqual([]);
    expect(mail.from.map((entry) => entry.address)).toEqual([LOCAL_MAIL_FROM]);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(Object.keys(mail.headers)).not.toContain('bcc');
    expect(Object.keys(mail.headers)).not.toContain('x-injected');
    expect(JSON.stringify(mail.headers)).not.toContain(bcc);
  }

  it('accepts a case name with CR/LF, and its case-opened e-mail carries it on one line without the injected headers', async () => {
    const f = await createFirm('inject-case');
    const bcc = injected();
    const caseName = `Work Permit ${uniqueId('c')}\r\nBcc: ${bcc}\r\nX-Injected: yes`;

    const item = await openCase(f.admin, f.client, { caseName, newFolderName: undefined });
    const mail = await waitForEvent(f.client.email, `case-opened:${item.caseId}`);
    await settleQueue(witness);

    expect(item.caseName).toBe(caseName);
    expectNoInjection(mail, f.client.email, bcc);
    expect(mail.subject).toContain(`${caseName.split('\r\n')[0]} Bcc: ${bcc} X-Injected: yes`);
    expect(await mailsTo(bcc)).toEqual([]);
  });

  it('accepts a firm, an admin and a client named with CR/LF, and their case message injects no header', async () => {
    const f = await createFirm('inject-people');
    const bcc = injected();
    const firm = await api(`/v1/admin/orgs/${f.orgId}`, {
      method: 'PATCH',
      token: f.admin.tokens.accessToken,
      body: { name: `Evil Firm\r\nBcc: ${bcc}` },
    });
    await saveMySettings(f.admin, { profile: { name: `Alex\r\nBcc: ${bcc}\r\nX-Injected: yes` } });
    await saveMySettings(f.client, { profile: { name: `Casey\nX-Injected: yes` } });
    await saveMySettings(f.admin, { email: { signature: `Regards,\r\nBcc: ${bcc}`, autoReply: false, autoReplyMessage: '' } });

    const sent = await sendCaseEmail(f.admin, f.item.caseId, `Hello\r\nBcc: ${bcc}\r\n\r\nSee you. ${uniqueId('m')}`);
    const mail = await waitForEvent(f.client.email, sent.body.Item.messageId);
    await settleQueue(witness);

    expect(firm.status).toBe(200);
    expectNoInjection(mail, f.client.email, bcc);
    expect(mail.replyTo.map((entry) => entry.address)).toEqual([f.admin.email]);
    expect(mail.subject).toContain(`Evil Firm Bcc: ${bcc}`);
    expect(mail.text).toContain('Hello Casey X-Injected: yes,');
    expect(mail.text).toContain(`Alex Bcc: ${bcc} X-Injected: yes of Evil Firm Bcc: ${bcc}`);
    expect(await mailsTo(bcc)).toEqual([]);
  });
});

describe('the same event twice', () => {
  let f: Firm;

  beforeAll(async () => {
    f = await createFirm('twice');
  });

  it('e-mails the attorney once when a batch is completed twice (the second completion answers the same documents)', async () => {
    const { batchId, documents } = await uploadBatch(f.client, f.item, [pdfCarrying(`twice ${uniqueId('t')}.pdf`, 'x')]);

    const again = await completeBatch(f.client, f.item, batchId);
    await waitForEvent(f.admin.email, uploadEventOf(batchId));
    await settleQueue(witness);

    expect(again.status).toBe(201);
    expect(again.body.data.map((document) => document.id)).toEqual(documents.map((document) => document.id));
    expect(await mailsTo(f.admin.email, uploadEventOf(batchId))).toHaveLength(1);
  });

  it('e-mails the attorney once when two completions of a batch race', async () => {
    const batchId = await startBatch(f.client, f.item, [pdfCarrying(`race ${uniqueId('r')}.pdf`, 'x')]);

    const answers = await Promise.all([completeBatch(f.client, f.item, batchId), completeBatch(f.client, f.item, batchId)]);
    await waitForEvent(f.admin.email, uploadEventOf(batchId));
    await settleQueue(witness);

    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await mailsTo(f.admin.email, uploadEventOf(batchId))).toHaveLength(1);
  });

  it('e-mails once when the queue carries the same mail event twice', async () => {
    const queue = new SQSClient({ endpoint: stack().sqsEndpoint, region: stack().region, credentials: LOCAL_CREDENTIALS });
    const event: MailEvent = { kind: 'caseStatusChanged', eventId: uniqueId('status-twice'), orgId: f.orgId, caseId: f.item.caseId, status: 'closed' };
    const put = () => queue.send(new SendMessageCommand({ QueueUrl: stack().mailQueueUrl, MessageBody: JSON.stringify(event) }));

    await put();
    await put();
    await waitForEvent(f.client.email, event.eventId);
    await settleQueue(witness);

    expect(await mailsTo(f.client.email, event.eventId)).toHaveLength(1);
    expect(await getMailDelivery(event.eventId, f.client.email)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('does not e-mail again those already sent when the queue redelivers an event that failed for someone else', async () => {
    const colleague = await createPerson(f.orgId, 'admin', 'colleague');
    await saveMySettings(colleague, { notifications: { emailNotifications: true, documentUpdates: true } });
    let batchId = '';

    await whileRefusing([colleague.email], async () => {
      ({ batchId } = await uploadBatch(f.client, f.item, [pdfCarrying(`redelivered ${uniqueId('r')}.pdf`, 'x')]));
      await waitForEvent(f.admin.email, uploadEventOf(batchId));
      await deliveryOnceIt(uploadEventOf(batchId), colleague.email, 'failed');
    });
    // The queue delivers the event again (0.5 s later): the colleague's e-mail goes, the attorney's is skipped.
    await waitForEvent(colleague.email, uploadEventOf(batchId));
    await settleQueue(witness);

    expect(await mailsTo(f.admin.email, uploadEventOf(batchId))).toHaveLength(1);
    expect(await mailsTo(colleague.email, uploadEventOf(batchId))).toHaveLength(1);
    expect(await getMailDelivery(uploadEventOf(batchId), f.admin.email)).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await getMailDelivery(uploadEventOf(batchId), colleague.email))?.attempts).toBeGreaterThanOrEqual(2);
  });
});
