import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from './remind-case-requests';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { answerQueriesFromTable, requestFixture, requestItem } from '../../test/unit/support/requests';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, userItem } from '../../test/unit/support/table';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();
const sqs = mockClient(SQSClient);

const remind = (as: { userId: string }, body?: unknown, caseId = 'case-1') =>
  callRoute(handler, { routeKey: 'POST /v1/admin/cases/{caseId}/requests/remind', pathParameters: { caseId }, as, body });
const queued = () => sqs.commandCalls(SendMessageCommand).map((call) => JSON.parse(call.args[0].input.MessageBody ?? '{}') as Record<string, unknown>);

beforeAll(() => {
  process.env.MAIL_QUEUE_URL = 'https://sqs.ca-central-1.amazonaws.com/111122223333/mail-events';
});

beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
  answerQueriesFromTable(aws);
  aws.table.put(
    caseItem(caseFixture()),
    requestItem(requestFixture({ requestId: 'passport', status: 'requested', position: 0 })),
    requestItem(requestFixture({ requestId: 'photos', status: 'rejected', documentIds: ['doc-1'], position: 1 })),
    requestItem(requestFixture({ requestId: 'funds', status: 'uploaded', documentIds: ['doc-2'], position: 2 })),
  );
});

afterAll(() => sqs.restore());

describe('POST /v1/admin/cases/{caseId}/requests/remind', () => {
  it('queues the client’s reminder of every item of the case waiting on them, under an id of its own, and answers 202', async () => {
    const { status, body } = await remind(adminOfOrg);
    expect(status).toBe(202);
    expect(body).toEqual({ caseId: 'case-1', requestIds: ['passport', 'photos'] });
    expect(queued()).toEqual([
      { kind: 'documentReminder', eventId: expect.stringMatching(/^remind-now-case-1-[0-9a-f-]{36}$/), orgId: adminOfOrg.orgId, clientId: clientOfOrg.userId, caseIds: ['case-1'], requestIds: ['passport', 'photos'] },
    ]);
  });

  it('sends one e-mail each call, whatever was sent before (a new event id each time)', async () => {
    await remind(adminOfOrg, {});
    await remind(adminOfOrg, {});
    const [first, second] = queued();
    expect(first?.eventId).not.toBe(second?.eventId);
  });

  it('names only the items asked for', async () => {
    const { body } = await remind(adminOfOrg, { requestIds: ['photos'] });
    expect(body).toEqual({ caseId: 'case-1', requestIds: ['photos'] });
    expect(queued()[0]).toMatchObject({ requestIds: ['photos'] });
  });

  it('refuses items none of which waits on the client with 409 and its code, queueing nothing', async () => {
    const { status, headers } = await remind(adminOfOrg, { requestIds: ['funds'] });
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-nothing-to-remind');
    expect(queued()).toEqual([]);
  });

  it('refuses an item not on the case with 404 and its code', async () => {
    const { status, headers } = await remind(adminOfOrg, { requestIds: ['passport', 'elsewhere'] });
    expect(status).toBe(404);
    expect(headers?.['x-refusal-code']).toBe('request-missing');
  });

  it('refuses a client whose e-mail notifications are off with 409 and its code', async () => {
    aws.table.put(userItem({ ...clientOfOrg, notificationSettings: { emailNotifications: false } }));
    const { status, headers } = await remind(adminOfOrg);
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-client-not-emailed');
    expect(queued()).toEqual([]);
  });

  it('answers 503 with its code when the mail queue does not take the reminder', async () => {
    sqs.on(SendMessageCommand).rejects(new Error('queue down'));
    const { status, headers } = await remind(adminOfOrg);
    expect(status).toBe(503);
    expect(headers?.['x-refusal-code']).toBe('request-reminder-not-sent');
  });

  it('answers Case not found to an admin of another org, queueing nothing', async () => {
    const { status } = await remind(adminOfOtherOrg);
    expect(status).toBe(404);
    expect(queued()).toEqual([]);
  });

  it('refuses a client with 403', async () => {
    expect((await remind(clientOfOrg)).status).toBe(403);
  });
});
