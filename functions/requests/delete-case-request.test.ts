import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './delete-case-request';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { caseCounterChanges, requestFixture, requestItem } from '../../test/unit/support/requests';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, describeWrites, transactItems, transactionCancelled } from '../../test/unit/support/table';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg } from '../../test/unit/support/users';
import type { RequestRecord } from './repository/requests';

const aws = useHarness();

const remove = (as: { userId: string }, requestId = 'req-1', caseId = 'case-1') =>
  callRoute(handler, { routeKey: 'DELETE /v1/admin/cases/{caseId}/requests/{requestId}', pathParameters: { caseId, requestId }, as });

const given = (overrides: Partial<RequestRecord> = {}) => {
  aws.table.put(caseItem(caseFixture()), requestItem(requestFixture(overrides)));
};

describe('DELETE /v1/admin/cases/{caseId}/requests/{requestId}', () => {
  it('deletes an item nothing was uploaded for with 204, conditional on its version, and takes it out of the case counters', async () => {
    given({ status: 'requested', version: 3 });
    const { status, body, headers } = await remove(adminOfOrg);
    expect(status).toBe(204);
    // No body (read back as {}), and nothing that says there is one.
    expect(body).toEqual({});
    expect(headers?.['content-type']).toBeUndefined();
    const items = transactItems(aws.dynamo);
    expect(describeWrites(items)).toEqual(['Delete CASE#case-1', 'Update CASE#case-1']);
    expect(items[0]?.Delete?.ExpressionAttributeValues).toEqual({ ':version': 3 });
    expect(caseCounterChanges(items, 'case-1')).toEqual({ requestsTotal: -1, requestsOutstanding: -1, requestsCount: -1 });
    expect(aws.table.get({ PK: 'CASE#case-1', SK: 'REQ#req-1' })).toBeUndefined();
  });

  it('takes a waived item out of the case’s limit only (it no longer counted elsewhere)', async () => {
    given({ status: 'waived' });
    await remove(adminOfOrg);
    expect(caseCounterChanges(transactItems(aws.dynamo), 'case-1')).toEqual({ requestsCount: -1 });
  });

  it('refuses an item something was uploaded for with 409, its code and a sentence, writing nothing', async () => {
    given({ status: 'rejected', documentIds: ['doc-1'] });
    const { status, headers, body } = await remove(adminOfOrg);
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-has-uploads');
    expect(body).toEqual({ message: 'Files were uploaded for this document, so it cannot be deleted: waive it instead' });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('looks again when the item changed meanwhile: an upload since refuses the deletion', async () => {
    given({ status: 'requested' });
    aws.dynamo.on(TransactWriteCommand).callsFakeOnce(() => {
      aws.table.put(requestItem(requestFixture({ status: 'uploaded', documentIds: ['doc-1'], version: 2 })));
      throw transactionCancelled('ConditionalCheckFailed', 'None');
    });
    const { status, headers } = await remove(adminOfOrg);
    expect(status).toBe(409);
    expect(headers?.['x-refusal-code']).toBe('request-has-uploads');
  });

  it('answers 404 with its code for an item not on the case', async () => {
    given();
    const { status, headers } = await remove(adminOfOrg, 'req-other');
    expect(status).toBe(404);
    expect(headers?.['x-refusal-code']).toBe('request-missing');
  });

  it('answers Case not found to an admin of another org', async () => {
    given();
    const { status, body } = await remove(adminOfOtherOrg);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Case not found' });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a client with 403', async () => {
    given();
    expect((await remove(clientOfOrg)).status).toBe(403);
  });
});
