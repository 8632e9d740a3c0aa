import { handler } from './list-admin-users';
import { useHarness } from '../../test/unit/support/harness';
import { callRoute } from '../../test/unit/support/route-event';
import { givenQueryPage, queries, userItem } from '../../test/unit/support/table';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg, otherClientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

const listAdminUsers = (as: { userId: string }, queryStringParameters?: Record<string, string>) =>
  callRoute(handler, { routeKey: 'GET /v1/admin/users', queryStringParameters, as });

describe('GET /v1/admin/users', () => {
  it('answers the org’s clients as Items without key attributes', async () => {
    givenQueryPage(aws.dynamo, [userItem(otherClientOfOrg), userItem(clientOfOrg)]);
    const { status, body } = await listAdminUsers(adminOfOrg);
    expect(status).toBe(200);
    expect(body).toEqual({ Items: [otherClientOfOrg, clientOfOrg] });
  });

  it('queries only the client users of the caller’s org, newest first (admins are not listed)', async () => {
    givenQueryPage(aws.dynamo, []);
    await listAdminUsers(adminOfOtherOrg);
    expect(queries(aws.dynamo)).toEqual([
      expect.objectContaining({
        IndexName: 'GSI1',
        ExpressionAttributeValues: { ':pk': 'ORG#org-2#USERS#client' },
        ScanIndexForward: false,
        Limit: 10,
      }),
    ]);
  });

  it('answers a nextCursor that continues the same list', async () => {
    const continuation = { PK: `USER#${clientOfOrg.userId}`, SK: 'USER' };
    givenQueryPage(aws.dynamo, [userItem(clientOfOrg)], continuation);
    const first = await listAdminUsers(adminOfOrg, { limit: '1' });
    await listAdminUsers(adminOfOrg, { cursor: first.body.nextCursor });
    expect(queries(aws.dynamo)[1]?.ExclusiveStartKey).toEqual(continuation);
  });

  it('refuses a client with 403', async () => {
    const { status } = await listAdminUsers(clientOfOrg);
    expect(status).toBe(403);
  });

  it('refuses a negative limit with 400 naming limit', async () => {
    const { status, body } = await listAdminUsers(adminOfOrg, { limit: '-5' });
    expect(status).toBe(400);
    expect(body.message).toBe('limit: limit must be a whole number from 1 to 100');
  });
});
