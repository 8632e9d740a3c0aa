import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from './ensure-client';
import { useHarness } from '../../test/unit/support/harness';
import { INVITED_SUB, givenNoSignInYet } from '../../test/unit/support/identity';
import { callRoute } from '../../test/unit/support/route-event';
import { counterChanges, describeWrites, transactItems } from '../../test/unit/support/table';
import { ORG_ID, adminOfOrg, clientOfOrg, clientOfOtherOrg, newcomer } from '../../test/unit/support/users';

const aws = useHarness();

const newcomerBody = { email: newcomer.email, name: newcomer.name };

const ensureClient = (as: { userId: string }, body: unknown) =>
  callRoute(handler, { routeKey: 'POST /v1/admin/clients', body, as });

beforeEach(() => givenNoSignInYet(aws.cognito));

describe('POST /v1/admin/clients', () => {
  it('answers 200 with the existing client and created false', async () => {
    const { status, body } = await ensureClient(adminOfOrg, { email: clientOfOrg.email, name: clientOfOrg.name });
    expect(status).toBe(200);
    expect(body).toEqual({ userId: clientOfOrg.userId, created: false, Item: clientOfOrg });
  });

  it('writes nothing and invites no one for an existing client', async () => {
    await ensureClient(adminOfOrg, { email: clientOfOrg.email, name: clientOfOrg.name });
    expect(aws.dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(aws.cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('answers 201 with the invited client and created true', async () => {
    const { status, body } = await ensureClient(adminOfOrg, newcomerBody);
    expect(status).toBe(201);
    expect(body).toEqual({
      userId: INVITED_SUB,
      created: true,
      Item: expect.objectContaining({ userId: INVITED_SUB, email: newcomer.email, orgId: ORG_ID, userType: 'client' }),
    });
  });

  it('writes the new client, its e-mail guard and one more client in one transaction', async () => {
    await ensureClient(adminOfOrg, newcomerBody);
    const items = transactItems(aws.dynamo);
    expect(describeWrites(items)).toEqual([`Put USER#${INVITED_SUB}`, `Put EMAIL#${newcomer.email}`, 'Update ORG#org-1', 'Update ORG#org-1 ANALYTICS']);
    expect(counterChanges(items, ORG_ID)).toEqual({ clientsCount: 1 });
  });

  it('refuses an e-mail of another org’s user with 409', async () => {
    const { status, body } = await ensureClient(adminOfOrg, { email: clientOfOtherOrg.email, name: 'Charlie' });
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'A user with this email already exists' });
  });

  it('refuses a client with 403', async () => {
    const { status } = await ensureClient(clientOfOrg, newcomerBody);
    expect(status).toBe(403);
  });

  it('refuses a missing name with 400 naming name', async () => {
    const { status, body } = await ensureClient(adminOfOrg, { email: newcomer.email });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'name: Name is required' });
  });

  it('refuses a request without a body with 400', async () => {
    const { status } = await ensureClient(adminOfOrg, undefined);
    expect(status).toBe(400);
  });
});
