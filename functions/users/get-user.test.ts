import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './get-user';
import { useHarness } from '../../test/unit/support/harness';
import { callRoute } from '../../test/unit/support/route-event';
import {
  adminOfOrg,
  adminOfOtherOrg,
  clientOfOrg,
  inactiveClient,
  otherClientOfOrg,
  unregisteredUserId,
} from '../../test/unit/support/users';

const aws = useHarness();

const getUser = (as: { userId: string } | undefined, userId: string) =>
  callRoute(handler, { routeKey: 'GET /v1/clients/{userId}', pathParameters: { userId }, as });

describe('GET /v1/clients/{userId}', () => {
  it('returns the caller’s own record without key attributes', async () => {
    const { status, body } = await getUser(clientOfOrg, clientOfOrg.userId);
    expect(status).toBe(200);
    expect(body).toEqual({ Item: clientOfOrg });
  });

  it('lets an admin read a user of the same org', async () => {
    const { status, body } = await getUser(adminOfOrg, otherClientOfOrg.userId);
    expect(status).toBe(200);
    expect(body.Item.email).toBe(otherClientOfOrg.email);
  });

  it('refuses a client reading another client with 404', async () => {
    const { status, body } = await getUser(clientOfOrg, otherClientOfOrg.userId);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'User not found' });
  });

  it('refuses an admin of another org with 404', async () => {
    const { status, body } = await getUser(adminOfOtherOrg, clientOfOrg.userId);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'User not found' });
  });

  it('answers 404 for a user that does not exist', async () => {
    const { status } = await getUser(adminOfOrg, 'u-nobody');
    expect(status).toBe(404);
  });

  it('refuses an inactive caller with 403', async () => {
    const { status, body } = await getUser(inactiveClient, inactiveClient.userId);
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Account is inactive' });
  });

  it('refuses a request without claims with 401', async () => {
    const { status, body } = await getUser(undefined, clientOfOrg.userId);
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthorized' });
  });

  it('refuses a caller with no Users record with 403', async () => {
    const { status, body } = await getUser({ userId: unregisteredUserId }, unregisteredUserId);
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Account is not registered with the portal' });
  });

  it('refuses an id longer than 128 characters with 400 naming the field', async () => {
    const { status, body } = await getUser(adminOfOrg, 'u'.repeat(129));
    expect(status).toBe(400);
    expect(body.message).toMatch(/^userId: /);
  });

  it('answers a database fault with a generic 500 and no internals', async () => {
    aws.dynamo.on(GetCommand).rejects(new Error('connection reset at 10.0.0.1'));
    const { status, body } = await getUser(clientOfOrg, clientOfOrg.userId);
    expect(status).toBe(500);
    expect(body).toEqual({ message: 'Internal Server Error' });
  });
});
