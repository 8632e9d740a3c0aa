/**
 * Client notices through the sending function (functions/send-mail.ts): what the firm asks of or gives
 * a client within the window makes one e-mail, sent when the window's reminder comes back from the
 * queue, in the client's language, silenced by their switches. DynamoDB (with conditional writes
 * evaluated: test/unit/support/conditional-writes.ts), SQS and SES are mocked.
 */
import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { type MailEvent, handler } from '../../send-mail';
import type { NotificationSettings } from '../../../shared/settings/types';
import { keys } from '../../../shared/core/table';
import { givenConditionalWrites } from '../../../test/unit/support/conditional-writes';
import { useHarness } from '../../../test/unit/support/harness';
import { caseFixture, orgFixture } from '../../../test/unit/support/records';
import { lambdaContext } from '../../../test/unit/support/route-event';
import { sqsEvent } from '../../../test/unit/support/sqs-event';
import { caseItem, orgItem, userItem } from '../../../test/unit/support/table';
import { ORG_ID, clientOfOrg, otherClientOfOrg } from '../../../test/unit/support/users';
import type { ClientNotice } from '../notice-kinds';

const aws = useHarness();
const ses = mockClient(SESv2Client);
const sqs = mockClient(SQSClient);
const QUEUE_URL = 'https://sqs.ca-central-1.amazonaws.com/111122223333/mail-events';

const theCase = caseFixture();
const otherCase = caseFixture({ caseId: 'case-2', caseName: 'Visitor visa' });

const requested = (targetId: string, name: string, caseId = theCase.caseId): ClientNotice => ({ kind: 'requested', caseId, targetId, name });
const told = (id: string, notices: ClientNotice[], clientId = clientOfOrg.userId): MailEvent => ({ kind: 'clientNotices', eventId: `client-notices:${id}`, orgId: ORG_ID, clientId, notices });
const due = (windowId: string): MailEvent => ({ kind: 'clientNoticesDue', eventId: windowId });

const deliver = (...messages: MailEvent[]) => handler(sqsEvent(...messages.map((message) => JSON.stringify(message))), lambdaContext);

const sentEmails = (): SendEmailCommandInput[] => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
const textOf = (email: SendEmailCommandInput | undefined) => email?.Content?.Simple?.Body?.Text?.Data ?? '';
const subjectOf = (email: SendEmailCommandInput | undefined) => email?.Content?.Simple?.Subject?.Data ?? '';
const eventOf = (email: SendEmailCommandInput | undefined) => email?.Content?.Simple?.Headers?.find((header) => header.Name === 'X-Portal-Event')?.Value;
const remindersQueued = () =>
  sqs.commandCalls(SendMessageCommand).map((call) => ({ body: JSON.parse(call.args[0].input.MessageBody ?? '{}') as unknown, delaySeconds: call.args[0].input.DelaySeconds }));

const givenClientSaved = (notificationSettings: Partial<NotificationSettings>, overrides = {}) =>
  aws.table.put(userItem({ ...clientOfOrg, notificationSettings, ...overrides }));

beforeAll(() => {
  Object.assign(process.env, { PORTAL_URL: 'https://portal.firm.test', MAIL_FROM: 'portal@firm.test', MAIL_QUEUE_URL: QUEUE_URL });
});

beforeEach(() => {
  delete process.env.CLIENT_NOTICE_WINDOW_SECONDS;
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'sqs-1' });
  aws.table.put(caseItem(theCase), caseItem(otherCase));
  givenConditionalWrites(aws);
});

afterAll(() => {
  ses.restore();
  sqs.restore();
  delete process.env.MAIL_QUEUE_URL;
});

describe('client notices, gathered per client and window', () => {
  it('e-mails nothing while the window is open, and queues one reminder for its end (ten minutes by default)', async () => {
    expect(await deliver(told('a', [requested('r-1', 'Passport')]), told('b', [requested('r-2', 'Photos')]))).toEqual({ batchItemFailures: [] });

    expect(sentEmails()).toEqual([]);
    expect(remindersQueued()).toEqual([{ body: { kind: 'clientNoticesDue', eventId: 'client-notices:a' }, delaySeconds: 600 }]);
  });

  it('sends one e-mail of every notice of the window, of both features, under the first event’s id', async () => {
    await deliver(
      told('a', [requested('r-1', 'Passport'), requested('r-2', 'Photos'), requested('r-3', 'Bank statements'), requested('r-4', 'Diploma'), requested('r-5', 'Offer'), requested('r-6', 'Funds')]),
      told('b', [{ kind: 'documentShared', caseId: theCase.caseId, targetId: 'd-1', name: 'Retainer.pdf' }]),
    );

    await deliver(due('client-notices:a'));

    const emails = sentEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]?.Destination?.ToAddresses).toEqual([clientOfOrg.email]);
    expect(eventOf(emails[0])).toBe('client-notices:a');
    expect(textOf(emails[0])).toContain('6 documents requested:');
    for (const id of ['r-1', 'r-2', 'r-3', 'r-4', 'r-5', 'r-6']) expect(textOf(emails[0])).toContain(`/client/cases/${theCase.caseId}?item=${id}`);
    expect(textOf(emails[0])).toContain(`- Retainer.pdf: https://portal.firm.test/client/cases/${theCase.caseId}?document=d-1`);
    expect(emails[0]?.Content?.Simple?.Headers).toEqual(expect.arrayContaining([{ Name: 'List-Unsubscribe', Value: '<https://portal.firm.test/client/settings>' }]));
  });

  it('sends nothing twice when the reminder is delivered again', async () => {
    await deliver(told('a', [requested('r-1', 'Passport')]));

    await deliver(due('client-notices:a'));
    await deliver(due('client-notices:a'));

    expect(sentEmails()).toHaveLength(1);
  });

  it('takes an event once, however often the queue delivers it', async () => {
    await deliver(told('a', [requested('r-1', 'Passport')]), told('b', [requested('r-2', 'Photos')]), told('b', [requested('r-2', 'Photos')]));
    await deliver(due('client-notices:a'));

    expect(textOf(sentEmails()[0]).match(/item=r-2/g)).toHaveLength(1);
    expect(aws.table.get(keys.clientNoticeWindow('client-notices:a'))).toMatchObject({ state: 'closed', events: 2, notices: [expect.anything(), expect.anything()] });
  });

  it('gathers a client’s notices on all their cases into one window, and keeps each client in a window of their own', async () => {
    aws.table.put(caseItem(caseFixture({ caseId: 'case-3', clientId: otherClientOfOrg.userId, clientName: otherClientOfOrg.name })), userItem(otherClientOfOrg));

    await deliver(told('a', [requested('r-1', 'Passport')]), told('b', [requested('r-2', 'Visa photo', otherCase.caseId)]), told('c', [requested('r-3', 'Diploma', 'case-3')], otherClientOfOrg.userId));

    expect(remindersQueued().map((queued) => queued.body)).toEqual([due('client-notices:a'), due('client-notices:c')]);
    await deliver(due('client-notices:a'));
    expect(textOf(sentEmails()[0])).toContain('Your case Work permit renewal:');
    expect(textOf(sentEmails()[0])).toContain('Your case Visitor visa:');
  });

  it('opens a new window for a notice after the window closed', async () => {
    await deliver(told('a', [requested('r-1', 'Passport')]));
    await deliver(due('client-notices:a'));

    await deliver(told('b', [requested('r-2', 'Photos')]));
    await deliver(due('client-notices:b'));

    expect(sentEmails().map(eventOf)).toEqual(['client-notices:a', 'client-notices:b']);
    expect(textOf(sentEmails()[1])).not.toContain('Passport');
  });

  it('takes the window’s length from CLIENT_NOTICE_WINDOW_SECONDS', async () => {
    process.env.CLIENT_NOTICE_WINDOW_SECONDS = '4';

    await deliver(told('a', [requested('r-1', 'Passport')]));

    expect(remindersQueued().map((queued) => queued.delaySeconds)).toEqual([4]);
  });

  it('e-mails each event at once when the window is 0', async () => {
    process.env.CLIENT_NOTICE_WINDOW_SECONDS = '0';

    await deliver(told('a', [requested('r-1', 'Passport')]), told('b', [requested('r-2', 'Photos')]));

    expect(sentEmails().map(eventOf)).toEqual(['client-notices:a', 'client-notices:b']);
    expect(remindersQueued()).toEqual([]);
  });

  it('keeps the window under the client’s notice keys', async () => {
    await deliver(told('a', [requested('r-1', 'Passport')]), told('b', [requested('r-2', 'Photos')]));

    expect(aws.table.get(keys.clientNotices(clientOfOrg.userId))).toMatchObject({ windowId: 'client-notices:a', ttl: expect.any(Number) });
    expect(aws.table.get(keys.clientNoticeWindow('client-notices:a'))).toMatchObject({ state: 'open', orgId: ORG_ID, clientId: clientOfOrg.userId, events: 2 });
    expect(aws.table.get(keys.clientNoticeEvent('client-notices:b'))).toMatchObject({ windowId: 'client-notices:a' });
  });
});

describe('what the e-mail says, read when it is sent', () => {
  beforeEach(() => {
    process.env.CLIENT_NOTICE_WINDOW_SECONDS = '0';
  });

  it('writes in the client’s language', async () => {
    givenClientSaved({}, { language: 'fr' });

    await deliver(told('a', [requested('r-1', 'Passeport')]));

    expect(subjectOf(sentEmails()[0])).toBe('Tremblay Immigration : du nouveau dans votre dossier Work permit renewal');
    expect(textOf(sentEmails()[0])).toContain('1 document demandé :');
  });

  it('names an item titled in both languages in the client’s', async () => {
    givenClientSaved({}, { language: 'fr' });

    await deliver(told('a', [{ ...requested('r-1', 'Passport'), names: { en: 'Passport', fr: 'Passeport' } }]));

    expect(textOf(sentEmails()[0])).toContain('Passeport');
    expect(textOf(sentEmails()[0])).not.toContain('Passport');
  });

  it.each([
    ['requests', { kind: 'rejected', caseId: 'case-1', targetId: 'r-1', name: 'Passport' }],
    ['requests', { kind: 'requested', caseId: 'case-1', targetId: 'r-1', name: 'Passport' }],
    ['requests', { kind: 'changed', caseId: 'case-1', targetId: 'r-1', name: 'Passport' }],
    ['requests', { kind: 'accepted', caseId: 'case-1', targetId: 'r-1', name: 'Passport' }],
    ['documents', { kind: 'documentShared', caseId: 'case-1', targetId: 'd-1', name: 'Retainer.pdf' }],
  ] as const)('leaves out what the client’s %s switch silences, and sends nothing when nothing is left (%o)', async (setting, notice) => {
    givenClientSaved({ [setting]: false });

    await deliver(told('a', [notice]));

    expect(sentEmails()).toEqual([]);
  });

  it('tells what one switch lets through when the other is off', async () => {
    givenClientSaved({ requests: false });

    await deliver(told('a', [requested('r-1', 'Passport'), { kind: 'documentShared', caseId: theCase.caseId, targetId: 'd-1', name: 'Retainer.pdf' }]));

    expect(textOf(sentEmails()[0])).toContain('Retainer.pdf');
    expect(textOf(sentEmails()[0])).not.toContain('Passport');
  });

  it('sends nothing to a client whose e-mail notifications are off', async () => {
    givenClientSaved({ emailNotifications: false });

    await deliver(told('a', [requested('r-1', 'Passport')]));

    expect(sentEmails()).toEqual([]);
  });

  it('leaves out a case that is gone or no longer the client’s', async () => {
    aws.table.put(caseItem(caseFixture({ caseId: 'case-2', clientId: otherClientOfOrg.userId })));

    await deliver(told('a', [requested('r-1', 'Photos', 'case-2'), requested('r-2', 'Diploma', 'case-gone')]));

    expect(sentEmails()).toEqual([]);
  });

  it('names neither a discreet case nor its items', async () => {
    aws.table.put(caseItem({ ...caseFixture({ caseName: 'Refugee Protection Claim' }), discreet: true } as never));

    await deliver(told('a', [{ kind: 'rejected', caseId: theCase.caseId, targetId: 'r-1', name: 'Passport' }]));

    const [email] = sentEmails();
    expect(subjectOf(email)).toBe('You have an update on your Tremblay Immigration portal');
    expect(textOf(email)).toContain('A document needs your attention:');
    expect(textOf(email)).not.toMatch(/Refugee|Passport/);
  });

  it('names no case of a firm that made every case discreet', async () => {
    aws.table.put({ ...orgItem(orgFixture()), discreetCases: true });

    await deliver(told('a', [requested('r-1', 'Passport')]));

    expect(subjectOf(sentEmails()[0])).toBe('You have an update on your Tremblay Immigration portal');
    expect(textOf(sentEmails()[0])).not.toMatch(/Work permit renewal|Passport/);
  });

  it('tells each item once, as it was last told', async () => {
    await deliver(
      told('a', [
        { kind: 'changed', caseId: theCase.caseId, targetId: 'r-1', name: 'Passport', dueDate: '2026-06-01' },
        { kind: 'changed', caseId: theCase.caseId, targetId: 'r-1', name: 'Passport', dueDate: '2026-07-01' },
      ]),
    );

    expect(textOf(sentEmails()[0])).toContain('1 request changed:\n\n- Passport (due July 1, 2026)');
  });

  it('records its delivery in the activity log of each case it told of', async () => {
    await deliver(told('a', [requested('r-1', 'Passport'), requested('r-2', 'Visa photo', otherCase.caseId)]));

    for (const caseId of [theCase.caseId, otherCase.caseId]) {
      expect(aws.table.query(`PENDINGACTIVITY#CASE#${caseId}`)).toEqual([expect.objectContaining({ kind: 'email.delivered', caseId, details: { mail: 'clientNotices' } })]);
    }
  });
});
