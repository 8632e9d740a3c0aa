import { AdminDisableUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './update-user';
import { handler as getUser } from './get-user';
import { useHarness } from '../../test/unit/support/harness';
import { callRoute } from '../../test/unit/support/route-event';
import { describeWrites, transactItems } from '../../test/unit/support/table';
import { adminOfOrg, adminOfOtherOrg, clientOfOrg } from '../../test/unit/support/users';

const aws = useHarness();

const updateUser = (as: { userId: string }, userId: string, body: unknown) =>
  callRoute(handler, { routeKey: 'PATCH /v1/admin/users/{userId}', pathParameters: { userId }, body, as });

describe('PATCH /v1/admin/users/{userId}', () => {
  it('answers success and the updated user as data', async () => {
    const { status, body } = await updateUser(adminOfOrg, clientOfOrg.userId, { name: 'Casey C. Client' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { ...clientOfOrg, name: 'Casey C. Client', version: 1 } });
  });

  it('writes the user record in one transaction', async () => {
    await updateUser(adminOfOrg, clientOfOrg.userId, { phone: '+1 514 555 0222' });
    expect(describeWrites(transactItems(aws.dynamo))).toEqual([`Update USER#${clientOfOrg.userId}`]);
  });

  it('turns sign-in off when the user is made inactive', async () => {
    await updateUser(adminOfOrg, clientOfOrg.userId, { status: 'inactive' });
    expect(aws.cognito.commandCalls(AdminDisableUserCommand)).toHaveLength(1);
  });

  it('turns API access off at once for a user made inactive', async () => {
    const getOwnRecord = () =>
      callRoute(getUser, { routeKey: 'GET /v1/clients/{userId}', pathParameters: { userId: clientOfOrg.userId }, as: clientOfOrg });
    await getOwnRecord();
    await updateUser(adminOfOrg, clientOfOrg.userId, { status: 'inactive' });
    const { status, body } = await getOwnRecord();
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Account is inactive' });
  });

  it('refuses a user of another org with 404, writing nothing', async () => {
    const { status, body } = await updateUser(adminOfOtherOrg, clientOfOrg.userId, { status: 'inactive' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'User not found' });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses a client with 403', async () => {
    const { status } = await updateUser(clientOfOrg, clientOfOrg.userId, { name: 'Me' });
    expect(status).toBe(403);
  });

  it('refuses an empty change with 400', async () => {
    const { status, body } = await updateUser(adminOfOrg, clientOfOrg.userId, {});
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Nothing to update' });
  });

  it('refuses an unknown status with 400 naming status', async () => {
    const { status, body } = await updateUser(adminOfOrg, clientOfOrg.userId, { status: 'banned' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'status: Status must be one of active, inactive' });
  });

  it('refuses a change of role with 400 (userType is not editable)', async () => {
    const { status, body } = await updateUser(adminOfOrg, clientOfOrg.userId, { userType: 'admin' });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Unknown field: userType' });
  });
});
