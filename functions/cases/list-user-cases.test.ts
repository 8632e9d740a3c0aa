import { handler } from './list-user-cases';
import { useHarness } from '../../test/unit/support/harness';
import { caseFixture } from '../../test/unit/support/records';
import { callRoute } from '../../test/unit/support/route-event';
import { caseItem, givenQueryPage, queries } from '../../test/unit/support/table';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg, otherClientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

const listUserCases = (as: { userId: string }, userId: string, queryStringParameters?: Record<string, string>) =>
  callRoute(handler, { routeKey: 'GET /v1/admin/users/{userId}/cases', pathParameters: { userId }, queryStringParameters, as });

describe('GET /v1/admin/users/{userId}/cases', () => {
  it('answers the cases of a client of the admin’s org as Items', async () => {
    const clientCase = caseFixture({ clientId: clientOfOrg.userId });
    givenQueryPage(aws.dynamo, [caseItem(clientCase)]);
    const { status, body } = await listUserCases(adminOfOrg, clientOfOrg.userId);
    expect(status).toBe(200);
    expect(body).toEqual({ Items: [clientCase] });
  });

  it('queries that client’s cases on GSI2, newest first', async () => {
    givenQueryPage(aws.dynamo, []);
    await listUserCases(adminOfOrg, otherClientOfOrg.userId);
    expect(queries(aws.dynamo)).toEqual([
      expect.objectContaining({
        IndexName: 'GSI2',
        ExpressionAttributeValues: { ':pk': `CLIENT#${otherClientOfOrg.userId}#CASES` },
        ScanIndexForward: false,
      }),
    ]);
  });

  it('refuses a client of another org with 404 without querying', async () => {
    const { status, body } = await listUserCases(adminOfOtherOrg, clientOfOrg.userId);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'User not found' });
    expect(queries(aws.dynamo)).toHaveLength(0);
  });

  it('answers 404 for a user that does not exist', async () => {
    const { status } = await listUserCases(adminOfOrg, 'u-nobody');
    expect(status).toBe(404);
  });

  it('refuses a client with 403', async () => {
    const { status } = await listUserCases(clientOfOrg, clientOfOrg.userId);
    expect(status).toBe(403);
  });

  it('refuses a limit that is not a number with 400 naming limit', async () => {
    const { status, body } = await listUserCases(adminOfOrg, clientOfOrg.userId, { limit: 'ten' });
    expect(status).toBe(400);
    expect(body.message).toBe('limit: limit must be a whole number from 1 to 100');
  });
});
