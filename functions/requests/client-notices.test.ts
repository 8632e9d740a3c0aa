/**
 * What the client is told of the firm's work on their items: the routes publish one `clientNotices`
 * event once their change is written (the mail sender gathers and words it: functions/notices).
 */
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { handler as addCaseRequests } from './add-case-requests';
import { handler as decideCaseRequest } from './decide-case-request';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { requestFixture, requestItem } from '../../test/unit/support/requests';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem } from '../../test/unit/support/table';
import { ORG_ID, adminOfOrg, clientOfOrg, otherClientOfOrg } from '../../test/unit/support/users';
import type { RequestRecord } from './repository/requests';

const aws = useHarness();
const sqs = mockClient(SQSClient);

const published = () => sqs.commandCalls(SendMessageCommand).map((call) => JSON.parse(call.args[0].input.MessageBody ?? '{}') as Record<string, unknown>);

const add = (body: unknown) => callRoute(addCaseRequests, { routeKey: 'POST /v1/admin/cases/{caseId}/requests', pathParameters: { caseId: 'case-1' }, as: adminOfOrg, body });
const decide = (body: unknown) =>
  callRoute(decideCaseRequest, { routeKey: 'PATCH /v1/admin/cases/{caseId}/requests/{requestId}', pathParameters: { caseId: 'case-1', requestId: 'req-1' }, as: adminOfOrg, body });
const givenItem = (overrides: Partial<RequestRecord>) => aws.table.put(requestItem(requestFixture(overrides)));

beforeAll(() => {
  process.env.MAIL_QUEUE_URL = 'https://sqs.ca-central-1.amazonaws.com/111122223333/mail-events';
});

beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'sqs-1' });
  aws.table.put(caseItem(caseFixture()));
});

afterAll(() => {
  sqs.restore();
  delete process.env.MAIL_QUEUE_URL;
});

describe('the client is told', () => {
  it('of the items requested, in one event naming each with its due date', async () => {
    const { body } = await add({ items: [{ title: 'Passport', dueDate: '2026-05-01' }, { title: 'Photos' }] });

    const [first, second] = body.items as { requestId: string }[];
    expect(published()).toEqual([
      {
        kind: 'clientNotices',
        eventId: `client-notices:requested:case-1:${first?.requestId}`,
        orgId: ORG_ID,
        clientId: clientOfOrg.userId,
        notices: [
          { kind: 'requested', caseId: 'case-1', targetId: first?.requestId, name: 'Passport', names: { en: 'Passport' }, dueDate: '2026-05-01' },
          { kind: 'requested', caseId: 'case-1', targetId: second?.requestId, name: 'Photos', names: { en: 'Photos' } },
        ],
      },
    ]);
  });

  it('of a rejected upload, naming the item and never the reason', async () => {
    givenItem({ status: 'uploaded', version: 3 });

    await decide({ status: 'rejected', reason: 'The scan is cut off' });

    expect(published()).toEqual([
      { kind: 'clientNotices', eventId: 'client-notices:rejected:req-1:4', orgId: ORG_ID, clientId: clientOfOrg.userId, notices: [{ kind: 'rejected', caseId: 'case-1', targetId: 'req-1', name: 'Passport' }] },
    ]);
    expect(JSON.stringify(published())).not.toContain('cut off');
  });

  it('of an accepted document', async () => {
    givenItem({ status: 'uploaded', documentIds: ['doc-1'], version: 3 });

    await decide({ status: 'accepted' });

    expect(published()).toEqual([expect.objectContaining({ eventId: 'client-notices:accepted:req-1:4', notices: [expect.objectContaining({ kind: 'accepted', targetId: 'req-1' })] })]);
  });

  it('as the case’s client now, whoever the item was first asked of', async () => {
    aws.table.put(caseItem(caseFixture({ clientId: otherClientOfOrg.userId })));
    givenItem({ status: 'uploaded', documentIds: ['doc-1'] });

    await decide({ status: 'accepted' });

    expect(published()).toEqual([expect.objectContaining({ clientId: otherClientOfOrg.userId })]);
  });

  it('of a new due date on an item still waiting on them, in both languages', async () => {
    givenItem({ status: 'rejected', titles: { en: 'Passport', fr: 'Passeport' }, version: 2 });

    expect((await decide({ dueDate: '2026-06-15' })).status).toBe(200);

    expect(published()).toEqual([
      expect.objectContaining({
        eventId: 'client-notices:changed:req-1:3',
        notices: [{ kind: 'changed', caseId: 'case-1', targetId: 'req-1', name: 'Passport', names: { en: 'Passport', fr: 'Passeport' }, dueDate: '2026-06-15' }],
      }),
    ]);
  });
});

describe('the client is not told', () => {
  it.each([
    ['a waiver', { status: 'uploaded' }, { status: 'waived' }],
    ['a correction of an acceptance’s expiry date', { status: 'accepted' }, { status: 'accepted', expiresOn: '2031-01-01' }],
  ] as const)('of %s', async (_what, before, decision) => {
    givenItem(before);

    expect((await decide(decision)).status).toBe(200);

    expect(published()).toEqual([]);
  });

  it('of an edit of an item no longer waiting on them', async () => {
    givenItem({ status: 'accepted', documentIds: ['doc-1'] });

    expect((await decide({ instructions: 'Kept on file' })).status).toBe(200);

    expect(published()).toEqual([]);
  });

  it('of a decision refused', async () => {
    givenItem({ status: 'requested' });

    expect((await decide({ status: 'rejected', reason: 'Nothing yet' })).status).toBe(409);

    expect(published()).toEqual([]);
  });
});
