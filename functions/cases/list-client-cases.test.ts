import { handler } from './list-client-cases';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, givenQueryPage, queries } from '../../test/unit/support/table';
import { adminOfOrg, clientOfOrg, otherClientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

const ownCase = caseFixture({ clientId: clientOfOrg.userId });

const listClientCases = (as: { userId: string }, userId: string, queryStringParameters?: Record<string, string>) =>
  callRoute(handler, { routeKey: 'GET /v1/clients/{userId}/cases', pathParameters: { userId }, queryStringParameters, as });

describe('GET /v1/clients/{userId}/cases', () => {
  it('answers the client’s own cases as Items', async () => {
    givenQueryPage(aws.dynamo, [caseItem(ownCase)]);
    const { status, body } = await listClientCases(clientOfOrg, clientOfOrg.userId);
    expect(status).toBe(200);
    expect(body).toEqual({ Items: [ownCase] });
  });

  it('queries the client’s cases on GSI2, newest first', async () => {
    givenQueryPage(aws.dynamo, []);
    await listClientCases(clientOfOrg, clientOfOrg.userId);
    expect(queries(aws.dynamo)).toEqual([
      expect.objectContaining({
        IndexName: 'GSI2',
        ExpressionAttributeValues: { ':pk': `CLIENT#${clientOfOrg.userId}#CASES` },
        ScanIndexForward: false,
        Limit: 10,
      }),
    ]);
  });

  it('answers a nextCursor when more cases follow', async () => {
    givenQueryPage(aws.dynamo, [caseItem(ownCase)], { PK: 'CASE#case-1', SK: 'CASE' });
    const { body } = await listClientCases(clientOfOrg, clientOfOrg.userId, { limit: '1' });
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it('refuses a client listing another client’s cases with 404 without querying', async () => {
    const { status, body } = await listClientCases(clientOfOrg, otherClientOfOrg.userId);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Client not found' });
    expect(queries(aws.dynamo)).toHaveLength(0);
  });

  it('refuses an admin on this client route with 403', async () => {
    const { status } = await listClientCases(adminOfOrg, clientOfOrg.userId);
    expect(status).toBe(403);
  });

  it('refuses a limit above 100 with 400 naming limit', async () => {
    const { status, body } = await listClientCases(clientOfOrg, clientOfOrg.userId, { limit: '101' });
    expect(status).toBe(400);
    expect(body.message).toBe('limit: limit must be a whole number from 1 to 100');
  });

  it('refuses a forged cursor with 400', async () => {
    const { status, body } = await listClientCases(clientOfOrg, clientOfOrg.userId, { cursor: 'eyJQSyI6IkNBU0UjeCJ9' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Invalid cursor' });
  });
});
