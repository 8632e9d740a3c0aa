import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { type MailEvent, handler } from './send-mail';
import { keys } from '../shared/core/table';
import type { User } from '../shared/users/types';
import { useHarness } from '../test/unit/support/harness';
import { caseFixture } from '../test/unit/support/records';
import { lambdaContext } from '../test/unit/support/route-event';
import { sqsEvent } from '../test/unit/support/sqs-event';
import { type TableItem, caseItem, givenQueryPage, userItem } from '../test/unit/support/table';
import { ORG_ID, adminOfOrg, clientOfOrg, userFixture } from '../test/unit/support/users';

const aws = useHarness();
const ses = mockClient(SESv2Client);

const theCase = caseFixture({ description: 'Refused once in 2019 for missing funds', caseNumber: 'WP-2026-001' });
const uploaded: MailEvent = { kind: 'documentsUploaded', eventId: 'ev-1', orgId: ORG_ID, caseId: theCase.caseId, uploadedById: clientOfOrg.userId, fileNames: ['passport.pdf'] };
const opened: MailEvent = { kind: 'caseOpened', eventId: 'ev-2', orgId: ORG_ID, caseId: theCase.caseId };
const messaged: MailEvent = { kind: 'caseEmail', eventId: 'ev-3', orgId: ORG_ID, caseId: theCase.caseId, messageId: 'msg-1' };

const deliver = (...events: (MailEvent | string)[]) =>
  handler(sqsEvent(...events.map((event) => (typeof event === 'string' ? event : JSON.stringify(event)))), lambdaContext);

const sentEmails = (): SendEmailCommandInput[] => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
const deliveryRecord = (eventId: string, email: string) => aws.table.get(keys.mailDelivery(eventId, email));

function givenAdmins(...admins: User[]): void {
  givenQueryPage(aws.dynamo, admins.map(userItem));
}

beforeAll(() => {
  Object.assign(process.env, { PORTAL_URL: 'https://portal.firm.test', MAIL_FROM: 'portal@firm.test' });
});

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
  aws.table.put(caseItem(theCase));
  aws.dynamo.on(PutCommand).callsFake((input: { Item: TableItem }) => {
    aws.table.put(input.Item);
    return {};
  });
  aws.dynamo.on(UpdateCommand).resolves({});
  givenAdmins(adminOfOrg);
});

afterAll(() => ses.restore());

describe('send-mail (mail queue → e-mail)', () => {
  it('e-mails the case\'s attorney about an upload from the firm\'s sender, tagged with the event', async () => {
    const response = await deliver(uploaded);
    expect(response).toEqual({ batchItemFailures: [] });
    const [email] = sentEmails();
    expect(email).toMatchObject({
      FromEmailAddress: 'portal@firm.test',
      Destination: { ToAddresses: ['alex@firm.test'] },
      Content: { Simple: { Subject: { Data: 'Tremblay Immigration: new documents on Work permit renewal', Charset: 'UTF-8' } } },
    });
    expect(email?.Content?.Simple?.Headers).toEqual(
      expect.arrayContaining([
        { Name: 'X-Portal-Event', Value: 'ev-1' },
        { Name: 'List-Unsubscribe', Value: '<https://portal.firm.test/admin/settings>' },
      ]),
    );
  });

  it('records the e-mail as sent, to expire in time', async () => {
    await deliver(uploaded);
    expect(deliveryRecord('ev-1', 'alex@firm.test')).toMatchObject({ status: 'sent', attempts: 1, kind: 'documentsUploaded', ttl: expect.any(Number) });
  });

  it('sends nothing the second time the same event is delivered', async () => {
    await deliver(uploaded);
    await deliver(uploaded);
    expect(sentEmails()).toHaveLength(1);
  });

  it('says nothing of the case beyond its name', async () => {
    await deliver(uploaded, opened);
    for (const email of sentEmails()) {
      const body = `${email.Content?.Simple?.Body?.Text?.Data}${email.Content?.Simple?.Body?.Html?.Data}`;
      expect(body).toContain(theCase.caseName);
      for (const detail of [theCase.description, theCase.caseNumber, theCase.category, theCase.clientPhone]) expect(body).not.toContain(detail);
    }
  });

  it('records a failed send and reports the message for redelivery', async () => {
    ses.on(SendEmailCommand).rejects(new Error('Throttling: maximum sending rate exceeded'));
    const response = await deliver(uploaded);
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }] });
    expect(deliveryRecord('ev-1', 'alex@firm.test')).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('maximum sending rate exceeded') });
  });

  it('sends on a redelivery after a failure, counting the attempts', async () => {
    ses.on(SendEmailCommand).rejectsOnce(new Error('Service unavailable')).resolves({ MessageId: 'ses-2' });
    await deliver(uploaded);
    const response = await deliver(uploaded);
    expect(response).toEqual({ batchItemFailures: [] });
    expect(deliveryRecord('ev-1', 'alex@firm.test')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('records the send as failed but does not retry it when no sender is configured (no sesFromAddress)', async () => {
    delete process.env.MAIL_FROM;
    try {
      const response = await deliver(uploaded);
      expect(response).toEqual({ batchItemFailures: [] });
      expect(sentEmails()).toHaveLength(0);
      expect(deliveryRecord('ev-1', 'alex@firm.test')).toMatchObject({ status: 'failed', lastError: expect.stringContaining('sesFromAddress') });
    } finally {
      process.env.MAIL_FROM = 'portal@firm.test';
    }
  });

  it('reports only the failing message of a batch', async () => {
    ses.on(SendEmailCommand, { Destination: { ToAddresses: ['alex@firm.test'] } }).rejects(new Error('Address blocked'));
    const response = await deliver(opened, uploaded);
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-2' }] });
    expect(deliveryRecord('ev-2', clientOfOrg.email)).toMatchObject({ status: 'sent' });
  });

  it.each([
    ['a body that is not JSON', 'not json'],
    ['an unknown kind', JSON.stringify({ kind: 'somethingElse', eventId: 'ev-9', orgId: ORG_ID, caseId: 'case-1' })],
    ['a missing id', JSON.stringify({ kind: 'caseOpened', orgId: ORG_ID, caseId: 'case-1' })],
  ])('drops %s without retrying it', async (_what, body) => {
    const response = await deliver(body);
    expect(response).toEqual({ batchItemFailures: [] });
    expect(sentEmails()).toEqual([]);
  });

  it('leaves an e-mail another delivery is sending right now to a later redelivery', async () => {
    const now = new Date().toISOString();
    aws.table.put({ ...keys.mailDelivery('ev-1', 'alex@firm.test'), eventId: 'ev-1', email: 'alex@firm.test', kind: 'documentsUploaded', status: 'sending', attempts: 1, createdAt: now, updatedAt: now });
    const response = await deliver(uploaded);
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-1' }] });
    expect(sentEmails()).toEqual([]);
  });

  it('takes over an attempt that died while sending', async () => {
    const then = new Date(Date.now() - 10 * 60_000).toISOString();
    aws.table.put({ ...keys.mailDelivery('ev-1', 'alex@firm.test'), eventId: 'ev-1', email: 'alex@firm.test', kind: 'documentsUploaded', status: 'sending', attempts: 1, createdAt: then, updatedAt: then });
    await deliver(uploaded);
    expect(sentEmails()).toHaveLength(1);
    expect(deliveryRecord('ev-1', 'alex@firm.test')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends nothing when the case is gone', async () => {
    aws.table.delete(keys.case(theCase.caseId));
    expect(await deliver(uploaded)).toEqual({ batchItemFailures: [] });
    expect(sentEmails()).toEqual([]);
  });

  it('tells the client their case\'s new status, by its label', async () => {
    const changed: MailEvent = { kind: 'caseStatusChanged', eventId: `case-status:${theCase.caseId}:2026-05-04T09:30:00.000Z`, orgId: ORG_ID, caseId: theCase.caseId, status: 'on-hold' };
    expect(await deliver(changed)).toEqual({ batchItemFailures: [] });
    expect(sentEmails().map((email) => email.Content?.Simple?.Subject?.Data)).toEqual(['Tremblay Immigration: your case Work permit renewal is now On Hold']);
  });

  it('tells the client a case was opened, unless their e-mail notifications are off', async () => {
    await deliver(opened);
    expect(sentEmails().map((email) => email.Destination?.ToAddresses)).toEqual([[clientOfOrg.email]]);
    ses.resetHistory();
    aws.table.put(userItem({ ...clientOfOrg, notificationSettings: { emailNotifications: false } }));
    await deliver({ ...opened, eventId: 'ev-4' });
    expect(sentEmails()).toEqual([]);
  });
});

describe('send-mail: case messages', () => {
  const sender = userFixture({ ...adminOfOrg, emailSettings: { signature: 'Alex Admin, attorney' } });

  beforeEach(() => {
    aws.table.put(userItem(sender), {
      ...keys.caseEmail('msg-1'),
      entity: 'CaseEmail',
      caseId: theCase.caseId,
      messageId: 'msg-1',
      orgId: ORG_ID,
      senderId: sender.userId,
      senderName: sender.name,
      senderEmail: sender.email,
      recipientEmail: clientOfOrg.email,
      recipientName: clientOfOrg.name,
      message: 'Please bring your passport.\nThank you.',
      createdAt: '2026-03-01T09:00:00.000Z',
      delivery: 'queued',
    });
  });

  const deliveryUpdates = () =>
    aws.dynamo
      .commandCalls(UpdateCommand)
      .map((call) => call.args[0].input)
      .filter((input) => input.Key?.PK === keys.caseEmail('msg-1').PK)
      .map((input) => input.ExpressionAttributeValues?.[':delivery']);

  it('sends the message with the admin\'s signature to the client, replies going to the admin', async () => {
    await deliver(messaged);
    const [email] = sentEmails();
    expect(email).toMatchObject({ Destination: { ToAddresses: [clientOfOrg.email] }, ReplyToAddresses: ['alex@firm.test'] });
    expect(email?.Content?.Simple?.Body?.Text?.Data).toContain('Please bring your passport.\nThank you.\n\nAlex Admin, attorney');
  });

  it('marks the kept message sent', async () => {
    await deliver(messaged);
    expect(deliveryUpdates()).toEqual(['sent']);
  });

  it('marks the kept message failed when its e-mail could not be sent', async () => {
    ses.on(SendEmailCommand).rejects(new Error('Address blocked'));
    const response = await deliver(messaged);
    expect(response.batchItemFailures).toHaveLength(1);
    expect(deliveryUpdates()).toEqual(['failed']);
  });
});
