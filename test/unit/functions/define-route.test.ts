import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { z } from 'zod';
import { forgetCallers } from '../../../functions/lib/caller';
import { defineRoute } from '../../../functions/lib/define-route';
import { httpError, ok } from '../../../functions/lib/http';
import { accessClaims, lambdaContext, routeEvent } from '../support/route-event';

const dynamo = mockClient(DynamoDBDocumentClient);

const echo = defineRoute(
  {
    access: 'admin',
    params: z.object({ caseId: z.string().min(1) }),
    body: z.strictObject({ caseName: z.string().min(1, 'Case name is required').max(200) }),
  },
  async ({ caller, params, body }) => ok({ caller: caller.userId, params, body }),
);

const failing = defineRoute({ access: 'public' }, async () => {
  throw httpError(409, 'Case number already exists');
});

async function call(body: string | undefined, sub = 'admin-1') {
  const event = routeEvent({ pathParameters: { caseId: 'c1' }, body, claims: accessClaims(sub) });
  const response = await echo(event, lambdaContext);
  return { status: response.statusCode, body: JSON.parse(response.body ?? '{}') };
}

beforeAll(() => {
  process.env.TABLE_NAME = 'test-table';
  process.env.LOG_LEVEL = 'silent';
});

beforeEach(() => {
  dynamo.reset();
  forgetCallers();
  dynamo.on(GetCommand).callsFake((input: { Key: { PK: string } }) => {
    const userId = input.Key.PK.replace(/^USER#/, '');
    const userType = userId.startsWith('admin') ? 'admin' : 'client';
    return { Item: { userId, orgId: 'org-1', userType, status: 'active', name: userId, email: `${userId}@x.test` } };
  });
});

describe('defineRoute', () => {
  it('hands the validated input to the handler', async () => {
    const { status, body } = await call(JSON.stringify({ caseName: 'Visa' }));
    expect(status).toBe(200);
    expect(body).toEqual({ caller: 'admin-1', params: { caseId: 'c1' }, body: { caseName: 'Visa' } });
  });

  it('answers malformed JSON with 400 and a sentence', async () => {
    const { status, body } = await call('{"caseName":');
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Request body must be valid JSON' });
  });

  it('answers a missing field with 400 naming the field', async () => {
    const { status, body } = await call(JSON.stringify({ caseName: '' }));
    expect(status).toBe(400);
    expect(body.message).toBe('caseName: Case name is required');
  });

  it('answers an unknown field with 400 (no mass assignment)', async () => {
    const { status, body } = await call(JSON.stringify({ caseName: 'Visa', orgId: 'org-2' }));
    expect(status).toBe(400);
    expect(body.message).toBe('Unknown field: orgId');
  });

  it('refuses a client on an admin route with 403', async () => {
    const { status } = await call(JSON.stringify({ caseName: 'Visa' }), 'client-1');
    expect(status).toBe(403);
  });

  it('turns a typed error into its status and message', async () => {
    const response = await failing(routeEvent(), lambdaContext);
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.body ?? '{}')).toEqual({ message: 'Case number already exists' });
  });
});
