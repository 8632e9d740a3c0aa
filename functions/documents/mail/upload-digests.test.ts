/**
 * Upload digests through the sending function (functions/send-mail.ts): a client's batches on a
 * case within the window make one e-mail, sent when the window's reminder comes back from the queue.
 * DynamoDB, SQS and SES are mocked (aws-sdk-client-mock); the digest's conditional writes run against
 * the fake table, which evaluates the conditions they use (test/unit/support/conditional-writes.ts), so
 * races and redeliveries behave as DynamoDB would have them.
 */
import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { type MailEvent, handler } from '../../send-mail';
import { MAX_WINDOW_FILES } from './upload-digests';
import { keys } from '../../../shared/core/table';
import { useHarness } from '../../../test/unit/support/harness';
import { caseFixture } from '../../../test/unit/support/records';
import { lambdaContext } from '../../../test/unit/support/route-event';
import { sqsEvent } from '../../../test/unit/support/sqs-event';
import { givenConditionalWrites } from '../../../test/unit/support/conditional-writes';
import { caseItem, givenQueryPage, userItem } from '../../../test/unit/support/table';
import { ORG_ID, adminOfOrg, clientOfOrg, otherClientOfOrg } from '../../../test/unit/support/users';

const aws = useHarness();
const ses = mockClient(SESv2Client);
const sqs = mockClient(SQSClient);
const QUEUE_URL = 'https://sqs.ca-central-1.amazonaws.com/111122223333/mail-events';

const theCase = caseFixture();
const batch = (id: string, fileNames: string[], uploadedById = clientOfOrg.userId, caseId = theCase.caseId): MailEvent => ({
  kind: 'documentsUploaded',
  eventId: `documents-uploaded:${id}`,
  orgId: ORG_ID,
  caseId,
  uploadedById,
  fileNames,
});
const reminder = (windowId: string): MailEvent => ({ kind: 'uploadDigestDue', eventId: windowId });

const deliver = (...messages: MailEvent[]) => handler(sqsEvent(...messages.map((message) => JSON.stringify(message))), lambdaContext);

const sentEmails = (): SendEmailCommandInput[] => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
const textOf = (email: SendEmailCommandInput | undefined) => email?.Content?.Simple?.Body?.Text?.Data ?? '';
const eventOf = (email: SendEmailCommandInput | undefined) => email?.Content?.Simple?.Headers?.find((header) => header.Name === 'X-Portal-Event')?.Value;
/** The reminders queued: their body and delay. */
const remindersQueued = () =>
  sqs.commandCalls(SendMessageCommand).map((call) => ({ body: JSON.parse(call.args[0].input.MessageBody ?? '{}') as unknown, delaySeconds: call.args[0].input.DelaySeconds }));

beforeAll(() => {
  Object.assign(process.env, { PORTAL_URL: 'https://portal.firm.test', MAIL_FROM: 'portal@firm.test', MAIL_QUEUE_URL: QUEUE_URL });
});

beforeEach(() => {
  delete process.env.UPLOAD_DIGEST_WINDOW_SECONDS;
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'sqs-1' });
  aws.table.put(caseItem(theCase), userItem(otherClientOfOrg));
  givenConditionalWrites(aws);
  givenQueryPage(aws.dynamo, [userItem(adminOfOrg)]);
});

afterAll(() => {
  ses.restore();
  sqs.restore();
  delete process.env.MAIL_QUEUE_URL;
});

describe('upload digests', () => {
  it('e-mails nothing while the window is open, and queues one reminder for the end of the window (five minutes by default)', async () => {
    expect(await deliver(batch('b1', ['passport.pdf']), batch('b2', ['bank statement.pdf']))).toEqual({ batchItemFailures: [] });

    expect(sentEmails()).toEqual([]);
    expect(remindersQueued()).toEqual([{ body: { kind: 'uploadDigestDue', eventId: 'documents-uploaded:b1' }, delaySeconds: 300 }]);
  });

  it('gathers the batches of the window into one e-mail naming every file, with the first batch\'s event id', async () => {
    await deliver(batch('b1', ['passport.pdf', 'photo.jpg']), batch('b2', ['bank statement.pdf']), batch('b3', ['offer letter.pdf']));

    expect(await deliver(reminder('documents-uploaded:b1'))).toEqual({ batchItemFailures: [] });

    const emails = sentEmails();
    expect(emails.map((email) => email.Destination?.ToAddresses)).toEqual([[adminOfOrg.email]]);
    for (const name of ['passport.pdf', 'photo.jpg', 'bank statement.pdf', 'offer letter.pdf']) expect(textOf(emails[0])).toContain(name);
    expect(textOf(emails[0])).toContain(`${clientOfOrg.name} uploaded 4 documents to the case ${theCase.caseName}`);
    expect(eventOf(emails[0])).toBe('documents-uploaded:b1');
  });

  it('sends nothing twice when the reminder is delivered again', async () => {
    await deliver(batch('b1', ['passport.pdf']), batch('b2', ['visa.pdf']));

    await deliver(reminder('documents-uploaded:b1'));
    await deliver(reminder('documents-uploaded:b1'));

    expect(sentEmails()).toHaveLength(1);
  });

  it('opens a new window, with its own reminder and e-mail, for a batch after the window closed', async () => {
    await deliver(batch('b1', ['passport.pdf']));
    await deliver(reminder('documents-uploaded:b1'));

    await deliver(batch('b2', ['late form.pdf']));
    await deliver(reminder('documents-uploaded:b2'));

    expect(remindersQueued().map((queued) => queued.body)).toEqual([reminder('documents-uploaded:b1'), reminder('documents-uploaded:b2')]);
    const emails = sentEmails();
    expect(emails.map(eventOf)).toEqual(['documents-uploaded:b1', 'documents-uploaded:b2']);
    expect(textOf(emails[1])).toContain('late form.pdf');
    expect(textOf(emails[1])).not.toContain('passport.pdf');
  });

  it('takes a batch once, however often the queue delivers its event', async () => {
    await deliver(batch('b1', ['passport.pdf']), batch('b2', ['visa.pdf']), batch('b2', ['visa.pdf']));
    await deliver(reminder('documents-uploaded:b1'));

    expect(textOf(sentEmails()[0]).match(/visa\.pdf/g)).toHaveLength(1);
    expect(textOf(sentEmails()[0])).toContain('uploaded 2 documents');
  });

  it('queues the reminder again when the first batch is delivered again while its window is open (its first try may have died before)', async () => {
    await deliver(batch('b1', ['passport.pdf']));
    await deliver(batch('b1', ['passport.pdf']));

    expect(remindersQueued().map((queued) => queued.body)).toEqual([reminder('documents-uploaded:b1'), reminder('documents-uploaded:b1')]);
  });

  it('has the queue deliver the batch again when its reminder cannot be queued', async () => {
    sqs.on(SendMessageCommand).rejectsOnce(new Error('Service unavailable')).resolves({ MessageId: 'sqs-2' });

    expect(await deliver(batch('b1', ['passport.pdf']))).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }] });
    expect(await deliver(batch('b1', ['passport.pdf']))).toEqual({ batchItemFailures: [] });
    await deliver(reminder('documents-uploaded:b1'));

    expect(sentEmails()).toHaveLength(1);
  });

  it('keeps each client\'s uploads to a case in a window of their own', async () => {
    const otherCase = caseFixture({ caseId: 'case-2', clientId: otherClientOfOrg.userId, clientName: otherClientOfOrg.name });
    aws.table.put(caseItem(otherCase));

    await deliver(batch('b1', ['passport.pdf']), batch('b2', ['diploma.pdf'], otherClientOfOrg.userId, otherCase.caseId));

    expect(remindersQueued().map((queued) => queued.body)).toEqual([reminder('documents-uploaded:b1'), reminder('documents-uploaded:b2')]);
  });

  it('starts the next window once a window holds as many files as it takes', async () => {
    const many = Array.from({ length: MAX_WINDOW_FILES }, (_, index) => `scan ${index}.pdf`);
    await deliver(batch('b1', many));

    await deliver(batch('b2', ['one more.pdf']));

    expect(remindersQueued().map((queued) => queued.body)).toEqual([reminder('documents-uploaded:b1'), reminder('documents-uploaded:b2')]);
  });

  it('does not add to a window left open long past its end (its reminder was dead-lettered): the batch opens the next', async () => {
    const longAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    aws.table.put(
      { ...keys.uploadDigest(theCase.caseId, clientOfOrg.userId), windowId: 'documents-uploaded:lost' },
      { ...keys.uploadDigestWindow('documents-uploaded:lost'), windowId: 'documents-uploaded:lost', orgId: ORG_ID, caseId: theCase.caseId, uploadedById: clientOfOrg.userId, fileNames: ['old.pdf'], batches: 1, state: 'open', openedAt: longAgo },
    );

    await deliver(batch('b1', ['passport.pdf']));

    expect(remindersQueued().map((queued) => queued.body)).toEqual([reminder('documents-uploaded:b1')]);
  });

  it('takes the window\'s length from UPLOAD_DIGEST_WINDOW_SECONDS', async () => {
    process.env.UPLOAD_DIGEST_WINDOW_SECONDS = '45';

    await deliver(batch('b1', ['passport.pdf']));

    expect(remindersQueued().map((queued) => queued.delaySeconds)).toEqual([45]);
  });

  it('e-mails each batch at once when the window is 0', async () => {
    process.env.UPLOAD_DIGEST_WINDOW_SECONDS = '0';

    await deliver(batch('b1', ['passport.pdf']), batch('b2', ['visa.pdf']));

    expect(sentEmails().map(eventOf)).toEqual(['documents-uploaded:b1', 'documents-uploaded:b2']);
    expect(remindersQueued()).toEqual([]);
  });

  it('keeps one e-mail per event for everything else', async () => {
    await deliver({ kind: 'caseOpened', eventId: 'case-opened:case-1', orgId: ORG_ID, caseId: theCase.caseId });
    await deliver({ kind: 'caseStatusChanged', eventId: 'case-status:case-1:1', orgId: ORG_ID, caseId: theCase.caseId, status: 'on-hold' });

    expect(sentEmails().map(eventOf)).toEqual(['case-opened:case-1', 'case-status:case-1:1']);
    expect(remindersQueued()).toEqual([]);
  });

  it('sends nothing for a reminder whose window is unknown', async () => {
    expect(await deliver(reminder('documents-uploaded:never-opened'))).toEqual({ batchItemFailures: [] });

    expect(sentEmails()).toEqual([]);
  });

  it('keeps the window in the table under the digest keys, closed once its e-mail went', async () => {
    await deliver(batch('b1', ['passport.pdf']), batch('b2', ['visa.pdf']));
    await deliver(reminder('documents-uploaded:b1'));

    expect(aws.table.get(keys.uploadDigest(theCase.caseId, clientOfOrg.userId))).toMatchObject({ windowId: 'documents-uploaded:b1', ttl: expect.any(Number) });
    expect(aws.table.get(keys.uploadDigestWindow('documents-uploaded:b1'))).toMatchObject({
      state: 'closed',
      batches: 2,
      fileNames: ['passport.pdf', 'visa.pdf'],
      closedAt: expect.any(String),
      ttl: expect.any(Number),
    });
    expect(aws.table.get(keys.uploadDigestBatch('documents-uploaded:b2'))).toMatchObject({ windowId: 'documents-uploaded:b1' });
  });
});
