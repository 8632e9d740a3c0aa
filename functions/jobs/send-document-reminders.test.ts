import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { ScheduledEvent } from 'aws-lambda';
import { keys } from '../../shared/core/table';
import type { RequestReminders } from '../../shared/orgs/reminders';
import { useHarness } from '../../test/unit/support/harness';
import { orgFixture } from '../../test/unit/support/records';
import { requestFixture, requestItem } from '../../test/unit/support/requests';
import { type TableItem, orgItem, userItem } from '../../test/unit/support/table';
import { ORG_ID, adminOfOrg, clientOfOrg, otherClientOfOrg } from '../../test/unit/support/users';
import { type SignatureRequestRecord, signatureRequestItem } from '../signatures/repository/signature-requests';
import { sendDocumentReminders } from './send-document-reminders';
import { daysBetween, dueDaysToRead, isReminderDay, utcDay } from './reminders/reminder-days';

const aws = useHarness();
const sqs = mockClient(SQSClient);
const QUEUE_URL = 'https://sqs.ca-central-1.amazonaws.com/111122223333/mail-events';
const NOW = new Date('2026-05-10T06:00:00.000Z');
const TODAY = '2026-05-10';
const DEFAULTS: RequestReminders = { daysBefore: 3, onDueDate: true, overdueEveryDays: 3 };

const day = (offset: number) => utcDay(NOW, offset);
const run = () => sendDocumentReminders({ time: NOW.toISOString() } as ScheduledEvent);
const queued = () => sqs.commandCalls(SendMessageCommand).map((call) => JSON.parse(call.args[0].input.MessageBody ?? '{}') as Record<string, unknown>);

beforeAll(() => {
  process.env.MAIL_QUEUE_URL = QUEUE_URL;
});

beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
  // Queries of an index answered from the fake table: the partition's items in sort-key order.
  aws.dynamo.on(QueryCommand).callsFake((input: { IndexName?: string; ExpressionAttributeValues: Record<string, string> }) => {
    const index = input.IndexName ?? '';
    const items = [...tableItems()].filter((item) => item[`${index}PK`] === input.ExpressionAttributeValues[':pk']);
    return { Items: items.sort((a, b) => String(a[`${index}SK`]).localeCompare(String(b[`${index}SK`]))) };
  });
  aws.dynamo.on(PutCommand).callsFake((input: { Item: TableItem; ConditionExpression?: string }) => {
    if (input.ConditionExpression === 'attribute_not_exists(PK)' && aws.table.get(input.Item)) {
      throw new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
    }
    aws.table.put(input.Item);
    return {};
  });
  aws.dynamo.on(DeleteCommand).callsFake((input: { Key: { PK: string; SK: string } }) => {
    aws.table.delete(input.Key);
    return {};
  });
});

afterAll(() => sqs.restore());

/** Every item of the fake table (it keeps them private: read back through its query of each partition). */
function tableItems(): TableItem[] {
  return [...(aws.table as unknown as { items: Map<string, TableItem> }).items.values()];
}

const dueItem = (requestId: string, dueDate: string, overrides: Parameters<typeof requestFixture>[0] = {}) =>
  aws.table.put(requestItem(requestFixture({ requestId, dueDate, ...overrides })));

describe('the reminder days (UTC)', () => {
  it.each([
    ['due in exactly 3 days', 3, true],
    ['due today', 0, true],
    ['overdue by 3 days', -3, true],
    ['overdue by 6 days', -6, true],
    ['due in 2 days', 2, false],
    ['due in 4 days', 4, false],
    ['overdue by 1 day', -1, false],
    ['overdue by 4 days', -4, false],
    ['overdue by 183 days (past the 180-day bound)', -183, false],
  ])('with the defaults, %s: %s', (_label, offset, expected) => {
    expect(isReminderDay(day(offset), TODAY, DEFAULTS)).toBe(expected);
  });

  it('follows the firm’s own settings: 7 days before, not on the due date, every 5 days late', () => {
    const settings = { daysBefore: 7, onDueDate: false, overdueEveryDays: 5 };
    expect([7, 3, 0, -3, -5, -10].map((offset) => isReminderDay(day(offset), TODAY, settings))).toEqual([true, false, false, false, true, true]);
  });

  it('sends nothing before the due date when daysBefore is 0', () => {
    expect([1, 0].map((offset) => isReminderDay(day(offset), TODAY, { ...DEFAULTS, daysBefore: 0 }))).toEqual([false, true]);
  });

  it('reads every due day from 180 days ago to 30 days ahead, across month ends', () => {
    const days = dueDaysToRead(TODAY);
    expect([days.length, days[0], days.at(-1)]).toEqual([211, '2025-11-11', '2026-06-09']);
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
  });

  it('reads from today only for items not reminded once overdue', () => {
    const days = dueDaysToRead(TODAY, { overdue: false });
    expect([days.length, days[0], days.at(-1)]).toEqual([31, TODAY, '2026-06-09']);
  });
});

describe('sendDocumentReminders: clients', () => {
  it('queues one reminder for a client with an item overdue by 3 days, naming its case', async () => {
    dueItem('req-late', day(-3));
    const result = await run();
    expect(queued()).toEqual([{ kind: 'documentReminder', eventId: `reminder-${clientOfOrg.userId}-${TODAY}`, orgId: ORG_ID, clientId: clientOfOrg.userId, caseIds: ['case-1'] }]);
    expect(result.clients).toMatchObject({ itemsDue: 1, reminded: 1 });
  });

  it('queues one reminder a client for items due in 3 days, today and overdue on several cases', async () => {
    dueItem('req-soon', day(3));
    dueItem('req-today', day(0), { caseId: 'case-2' });
    dueItem('req-late', day(-6));
    await run();
    expect(queued()).toHaveLength(1);
    expect(queued()[0]).toMatchObject({ clientId: clientOfOrg.userId, caseIds: ['case-1', 'case-2'] });
  });

  it('queues nothing for items due on other days, or accepted, uploaded or waived', async () => {
    dueItem('req-2', day(2));
    dueItem('req-4', day(-4));
    for (const status of ['accepted', 'uploaded', 'waived'] as const) dueItem(`req-${status}`, day(-3), { status });
    const result = await run();
    expect(queued()).toEqual([]);
    expect(result.clients.itemsDue).toBe(0);
  });

  it('reminds a rejected item, which waits on the client again', async () => {
    dueItem('req-rejected', day(0), { status: 'rejected', reason: 'Blurry' });
    await run();
    expect(queued()).toHaveLength(1);
  });

  it('queues a client’s reminder once a day, however often the job runs', async () => {
    dueItem('req-late', day(-3));
    await run();
    const second = await run();
    expect(queued()).toHaveLength(1);
    expect(second.clients).toMatchObject({ reminded: 0, alreadyReminded: 1 });
    expect(aws.table.get(keys.reminderSent(clientOfOrg.userId, TODAY, 'DOCUMENTS'))).toMatchObject({ ttl: expect.any(Number) });
  });

  it('sends nothing to a client whose e-mail notifications are off', async () => {
    aws.table.put(userItem({ ...clientOfOrg, notificationSettings: { emailNotifications: false } as never }));
    dueItem('req-late', day(-3));
    const result = await run();
    expect(queued()).toEqual([]);
    expect(result.clients.skipped).toBe(1);
    expect(aws.table.get(keys.reminderSent(clientOfOrg.userId, TODAY, 'DOCUMENTS'))).toBeUndefined();
  });

  it('applies each firm’s own settings', async () => {
    aws.table.put(orgItem(orgFixture({ requestReminders: { daysBefore: 7, onDueDate: false, overdueEveryDays: 5 } })));
    dueItem('req-today', day(0));
    dueItem('req-week', day(7), { clientId: otherClientOfOrg.userId, caseId: 'case-9' });
    await run();
    expect(queued().map((event) => event.clientId)).toEqual([otherClientOfOrg.userId]);
  });

  it('takes its guard back when the queue refuses, so a later run of the day tries again', async () => {
    sqs.on(SendMessageCommand).rejects(new Error('queue down'));
    dueItem('req-late', day(-3));
    const result = await run();
    expect(result.clients).toMatchObject({ reminded: 0, notQueued: 1 });
    expect(aws.table.get(keys.reminderSent(clientOfOrg.userId, TODAY, 'DOCUMENTS'))).toBeUndefined();
  });
});

describe('sendDocumentReminders: staff, expiring documents', () => {
  const accepted = (requestId: string, expiresOn: string) =>
    aws.table.put(requestItem(requestFixture({ requestId, status: 'accepted', expiresOn, documentIds: ['doc-1'] })));

  it('tells each admin of the org once a day of documents expiring in 30, 90 and 180 days', async () => {
    accepted('req-30', day(30));
    accepted('req-90', day(90));
    accepted('req-180', day(180));
    accepted('req-31', day(31));
    const first = await run();
    await run();
    const notices = queued().filter((event) => event.kind === 'documentsExpiring');
    expect(notices).toEqual([
      {
        kind: 'documentsExpiring',
        eventId: `expiry-${adminOfOrg.userId}-${TODAY}`,
        orgId: ORG_ID,
        userId: adminOfOrg.userId,
        requests: ['req-30', 'req-90', 'req-180'].map((requestId) => ({ caseId: 'case-1', requestId })),
      },
    ]);
    expect(first.staff).toMatchObject({ itemsExpiring: 3, notified: 1 });
  });

  it('leaves out staff whose document updates are off', async () => {
    aws.table.put(userItem({ ...adminOfOrg, notificationSettings: { documentUpdates: false } as never }));
    accepted('req-30', day(30));
    await run();
    expect(queued()).toEqual([]);
  });
});

describe('sendDocumentReminders: clients, documents to sign', () => {
  const signatureRequest = (signatureRequestId: string, dueDate: string, overrides: Partial<SignatureRequestRecord> = {}) =>
    aws.table.put(
      signatureRequestItem({
        signatureRequestId,
        caseId: 'case-1',
        orgId: ORG_ID,
        clientId: clientOfOrg.userId,
        documentId: 'doc-1',
        documentName: 'Retainer.pdf',
        documentSha256: 'a'.repeat(64),
        status: 'sent',
        signers: [{ role: 'client' }],
        dueDate,
        createdAt: NOW.toISOString(),
        createdBy: { userId: adminOfOrg.userId, name: adminOfOrg.name },
        updatedAt: NOW.toISOString(),
        codesSent: 0,
        version: 1,
        ...overrides,
      }) as TableItem,
    );
  const reminders = () => queued().filter((event) => event.kind === 'signatureReminder');

  it('queues one reminder a client for requests due in 3 days and today, sent or viewed, naming their cases soonest first', async () => {
    signatureRequest('sr-soon', day(3));
    signatureRequest('sr-today', day(0), { caseId: 'case-2', status: 'viewed' });
    const result = await run();
    expect(reminders()).toEqual([
      { kind: 'signatureReminder', eventId: `signature-reminder-${clientOfOrg.userId}-${TODAY}`, orgId: ORG_ID, clientId: clientOfOrg.userId, caseIds: ['case-2', 'case-1'] },
    ]);
    expect(result.signatures).toMatchObject({ itemsDue: 2, reminded: 1 });
  });

  it('reminds no request past its due date (it has expired), on another day, signed by the client, declined or signed', async () => {
    signatureRequest('sr-expired', day(-3));
    signatureRequest('sr-2', day(2));
    signatureRequest('sr-countersign', day(0), { signers: [{ role: 'client', signedAt: NOW.toISOString() }, { role: 'staff' }] });
    signatureRequest('sr-declined', day(0), { status: 'declined' });
    signatureRequest('sr-signed', day(0), { status: 'signed' });
    const result = await run();
    expect(reminders()).toEqual([]);
    expect(result.signatures.itemsDue).toBe(0);
  });

  it('sends its own reminder beside the documents’ one, each once a day, however often the job runs', async () => {
    signatureRequest('sr-today', day(0));
    dueItem('req-today', day(0));
    await run();
    const second = await run();
    expect(queued().map((event) => event.kind).sort()).toEqual(['documentReminder', 'signatureReminder']);
    expect(second.signatures).toMatchObject({ reminded: 0, alreadyReminded: 1 });
    expect(aws.table.get(keys.reminderSent(clientOfOrg.userId, TODAY, 'SIGNATURES'))).toMatchObject({ ttl: expect.any(Number) });
  });

  it('follows the firm’s settings and the client’s: nothing to a client who turned off what the firm asks of them', async () => {
    aws.table.put(orgItem(orgFixture({ requestReminders: { daysBefore: 7, onDueDate: false, overdueEveryDays: 5 } })));
    aws.table.put(userItem({ ...otherClientOfOrg, notificationSettings: { requests: false } as never }));
    signatureRequest('sr-today', day(0));
    signatureRequest('sr-week', day(7));
    signatureRequest('sr-quiet', day(7), { clientId: otherClientOfOrg.userId, caseId: 'case-9' });
    const result = await run();
    expect(reminders().map((event) => event.clientId)).toEqual([clientOfOrg.userId]);
    expect(result.signatures).toMatchObject({ itemsDue: 2, reminded: 1, skipped: 1 });
  });
});
