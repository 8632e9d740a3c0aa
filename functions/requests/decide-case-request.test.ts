import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './decide-case-request';
import { useHarness } from '../../test/unit/support/harness';
import { freezeClockAt, unfreezeClock } from '../../test/unit/support/clock';
import { caseFixture } from '../../test/unit/support/records';
import { caseCounterChanges, requestFixture, requestItem } from '../../test/unit/support/requests';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, describeWrites, transactItems, transactionCancelled } from '../../test/unit/support/table';
import { OTHER_ORG_ID, adminOfOrg, adminOfOtherOrg, clientOfOrg } from '../../test/unit/support/users';
import type { RequestRecord } from './repository/requests';

const aws = useHarness();

const decide = (as: { userId: string }, body: unknown, requestId = 'req-1', caseId = 'case-1') =>
  callRoute(handler, { routeKey: 'PATCH /v1/admin/cases/{caseId}/requests/{requestId}', pathParameters: { caseId, requestId }, as, body });

const given = (overrides: Partial<RequestRecord> = {}) => {
  aws.table.put(caseItem(caseFixture()), requestItem(requestFixture(overrides)));
};

beforeEach(() => freezeClockAt('2026-04-10T14:00:00.000Z'));
afterEach(() => unfreezeClock());

describe('PATCH /v1/admin/cases/{caseId}/requests/{requestId}', () => {
  it('accepts an uploaded item with its expiry date, stamped with who and when', async () => {
    given({ status: 'uploaded', documentIds: ['doc-1'] });
    const { status, body } = await decide(adminOfOrg, { status: 'accepted', expiresOn: '2031-05-01' });
    expect(status).toBe(200);
    expect(body.Item).toMatchObject({
      status: 'accepted',
      expiresOn: '2031-05-01',
      documentIds: ['doc-1'],
      updatedAt: '2026-04-10T14:00:00.000Z',
      updatedBy: { userId: adminOfOrg.userId, name: adminOfOrg.name, role: 'admin' },
    });
  });

  it('writes the item conditional on its version and moves the case counters in the same transaction', async () => {
    given({ status: 'uploaded', version: 4 });
    await decide(adminOfOrg, { status: 'accepted' });
    const items = transactItems(aws.dynamo);
    expect(describeWrites(items)).toEqual(['Put CASE#case-1', 'Update CASE#case-1']);
    expect(items[0]?.Put?.ExpressionAttributeValues).toEqual({ ':version': 4 });
    expect(items[0]?.Put?.Item).toMatchObject({ SK: 'REQ#req-1', version: 5 });
    expect(caseCounterChanges(items, 'case-1')).toEqual({ requestsAwaitingReview: -1, requestsAccepted: 1 });
  });

  it('rejects an uploaded item with the reason the client reads, asking for it again', async () => {
    given({ status: 'uploaded' });
    const { body } = await decide(adminOfOrg, { status: 'rejected', reason: 'The scan is cut off' });
    expect(body.Item).toMatchObject({ status: 'rejected', reason: 'The scan is cut off' });
    expect(caseCounterChanges(transactItems(aws.dynamo), 'case-1')).toEqual({ requestsAwaitingReview: -1, requestsOutstanding: 1 });
  });

  it('refuses a rejection without a reason with its code', async () => {
    given({ status: 'uploaded' });
    const { status, headers, body } = await decide(adminOfOrg, { status: 'rejected' });
    expect(status).toBe(400);
    expect(headers?.['x-refusal-code']).toBe('request-reason-required');
    expect(body).toEqual({ message: 'A rejection needs a reason the client can act on' });
  });

  it('refuses an expiry date on anything but an acceptance with its code', async () => {
    given({ status: 'uploaded' });
    const { status, headers } = await decide(adminOfOrg, { status: 'waived', expiresOn: '2031-05-01' });
    expect(status).toBe(400);
    expect(headers?.['x-refusal-code']).toBe('request-expiry-needs-acceptance');
  });

  it('refuses accepting a waived item with 409 and its code, writing nothing', async () => {
    given({ status: 'waived' });
    const { status, headers } = await decide(adminOfOrg, { status: 'accepted' });
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-waived');
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses rejecting an item nothing was uploaded for', async () => {
    given({ status: 'requested' });
    const { status, headers } = await decide(adminOfOrg, { status: 'rejected', reason: 'Missing' });
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-nothing-to-reject');
  });

  it('decides again from a fresh read when someone changed the item meanwhile', async () => {
    given({ status: 'uploaded' });
    aws.dynamo.on(TransactWriteCommand).callsFakeOnce(() => {
      aws.table.put(requestItem(requestFixture({ status: 'waived', version: 2 })));
      throw transactionCancelled('ConditionalCheckFailed', 'None');
    });
    const { status, headers } = await decide(adminOfOrg, { status: 'accepted' });
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-waived');
  });

  it('answers 404 with its code for an item not on the case', async () => {
    given();
    const { status, headers, body } = await decide(adminOfOrg, { status: 'waived' }, 'req-other');
    expect(status).toBe(404);
    expect(headers?.['x-refusal-code']).toBe('request-missing');
    expect(body).toEqual({ message: 'Document request not found' });
  });

  it('answers Case not found to an admin of another org, whatever the item', async () => {
    given();
    const { status, body } = await decide(adminOfOtherOrg, { status: 'waived' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Case not found' });
  });

  it('answers Case not found for a case of another org even with an item of that id', async () => {
    aws.table.put(caseItem(caseFixture({ orgId: OTHER_ORG_ID })), requestItem(requestFixture({ orgId: OTHER_ORG_ID })));
    expect((await decide(adminOfOrg, { status: 'waived' })).status).toBe(404);
  });

  it('refuses a client with 403', async () => {
    given({ status: 'uploaded' });
    expect((await decide(clientOfOrg, { status: 'accepted' })).status).toBe(403);
  });
});
