import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { handler } from '../../../functions/users/get-user';
import { forgetCallers } from '../../../functions/lib/caller';
import { keys } from '../../../shared/table';
import type { User } from '../../../shared/types';
import { accessClaims, lambdaContext, routeEvent } from '../support/route-event';

const dynamo = mockClient(DynamoDBDocumentClient);

function user(overrides: Partial<User>): User {
  return {
    userId: 'u-client-a',
    orgId: 'org-1',
    name: 'Casey Client',
    email: 'casey@example.test',
    phone: '',
    userType: 'client',
    status: 'active',
    dateCreated: '2026-01-01T00:00:00.000Z',
    photoURL: '',
    ...overrides,
  };
}

const people: Record<string, User> = {
  'u-client-a': user({}),
  'u-client-b': user({ userId: 'u-client-b', name: 'Blake Client', email: 'blake@example.test' }),
  'u-admin-1': user({ userId: 'u-admin-1', userType: 'admin', name: 'Alex Admin' }),
  'u-admin-2': user({ userId: 'u-admin-2', userType: 'admin', orgId: 'org-2' }),
  'u-inactive': user({ userId: 'u-inactive', status: 'inactive' }),
};

beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
  process.env.LOG_LEVEL = 'silent';
});

beforeEach(() => {
  dynamo.reset();
  forgetCallers();
  dynamo.on(GetCommand).callsFake((input: { Key: { PK: string } }) => {
    const id = input.Key.PK.replace(/^USER#/, '');
    const found = people[id];
    return { Item: found ? { ...keys.user(id), ...found } : undefined };
  });
});

async function getUser(callerId: string | undefined, userId: string, claims?: Record<string, string | number>) {
  const event = routeEvent({
    routeKey: 'GET /v1/clients/{userId}',
    pathParameters: { userId },
    claims: claims ?? (callerId ? accessClaims(callerId) : {}),
  });
  const response = await handler(event, lambdaContext);
  return { status: response.statusCode, body: JSON.parse(response.body ?? '{}') };
}

describe('GET /v1/clients/{userId}', () => {
  it('returns the caller’s own record without key attributes', async () => {
    const { status, body } = await getUser('u-client-a', 'u-client-a');
    expect(status).toBe(200);
    expect(body.Item).toEqual(people['u-client-a']);
  });

  it('lets an admin read a user of the same org', async () => {
    const { status, body } = await getUser('u-admin-1', 'u-client-b');
    expect(status).toBe(200);
    expect(body.Item.email).toBe('blake@example.test');
  });

  it('refuses a client reading another client with 404', async () => {
    const { status, body } = await getUser('u-client-a', 'u-client-b');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'User not found' });
  });

  it('refuses an admin of another org with 404', async () => {
    const { status } = await getUser('u-admin-2', 'u-client-a');
    expect(status).toBe(404);
  });

  it('refuses an inactive caller with 403', async () => {
    const { status, body } = await getUser('u-inactive', 'u-inactive');
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Account is inactive' });
  });

  it('refuses an ID token (token_use id) with 401', async () => {
    const { status } = await getUser(undefined, 'u-client-a', { sub: 'u-client-a', token_use: 'id' });
    expect(status).toBe(401);
  });

  it('refuses a caller with no Users record with 403', async () => {
    const { status } = await getUser('u-unknown', 'u-unknown');
    expect(status).toBe(403);
  });

  it('answers a database fault with a generic 500 and no internals', async () => {
    dynamo.on(GetCommand).rejects(new Error('connection reset at 10.0.0.1'));
    const { status, body } = await getUser('u-client-a', 'u-client-a');
    expect(status).toBe(500);
    expect(body).toEqual({ message: 'Internal Server Error' });
  });
});
