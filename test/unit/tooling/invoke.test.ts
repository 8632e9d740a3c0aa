/** `npm run invoke`'s event preparation and stack lookup (local/invoke.ts), without a running stack. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import {
  defaultUserFor,
  fillPlaceholders,
  type HttpApiEvent,
  NoRunningStackError,
  prepareEvent,
  runningStack,
  type SignedInUser,
} from '../../../local';
import { findRoute } from '../../../shared/routes';
import type { RouteDefinition } from '../../../shared/core/route-definition';
import { sampleEvent } from '../../../scripts/lib/sample-events';

const dynamo = mockClient(DynamoDBDocumentClient);

const client: SignedInUser = {
  email: 'client@demo.test',
  accessToken: 'header.payload.signature',
  claims: { sub: 'client-1', token_use: 'access', client_id: 'app', exp: 1_900_000_000, 'cognito:groups': ['staff', 'x'] },
  sub: 'client-1',
  record: {
    userId: 'client-1',
    orgId: 'org-1',
    name: 'Casey Client',
    email: 'client@demo.test',
    phone: '',
    userType: 'client',
    status: 'active',
    dateCreated: '2025-01-01T00:00:00.000Z',
    photoURL: '',
  },
};

function route(id: string): RouteDefinition {
  const found = findRoute(id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
}

beforeAll(() => {
  Object.assign(process.env, { TABLE_NAME: 'unit-test-table', AWS_REGION: 'us-east-1', LOG_LEVEL: 'silent' });
});

beforeEach(() => {
  dynamo.reset();
});

describe('prepareEvent', () => {
  it('fills the caller placeholders and rebuilds the path from them', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ caseId: 'case-9', orgId: 'org-1', clientId: 'client-1' }] });
    const event = await prepareEvent(route('getClientCase'), await sampleEvent(route('getClientCase')), client);
    expect(event.pathParameters).toEqual({ clientId: 'client-1', caseId: 'case-9' });
    expect(event.rawPath).toBe('/v1/clients/client-1/cases/case-9');
    expect(event.requestContext.http.path).toBe('/v1/clients/client-1/cases/case-9');
  });

  it('looks the case up among the client’s own cases (GSI2), newest first', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ caseId: 'case-9' }] });
    await fillPlaceholders({ caseId: '<case>' }, client);
    const input = dynamo.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(input).toMatchObject({ IndexName: 'GSI2', ScanIndexForward: false, ExpressionAttributeValues: { ':pk': 'CLIENT#client-1#CASES' } });
  });

  it('puts the token claims where API Gateway puts them, every value a string', async () => {
    const event = await prepareEvent(route('getUser'), await sampleEvent(route('getUser')), client);
    expect(event.requestContext.authorizer).toEqual({
      jwt: {
        claims: { sub: 'client-1', token_use: 'access', client_id: 'app', exp: '1900000000', 'cognito:groups': '[staff x]' },
        scopes: null,
      },
    });
    expect(event.headers.authorization).toBe('Bearer header.payload.signature');
    expect(event.pathParameters).toEqual({ userId: 'client-1' });
  });

  it('fills the org placeholder from the Users record, not from the token', async () => {
    const event = await prepareEvent(route('getOrg'), await sampleEvent(route('getOrg')), { ...client, claims: { ...client.claims, 'custom:orgId': 'other-org' } });
    expect(event.pathParameters).toEqual({ orgId: 'org-1' });
  });

  it('leaves the sample untouched', async () => {
    const sample = await sampleEvent(route('getUser'));
    const copy: HttpApiEvent = structuredClone(sample);
    await prepareEvent(route('getUser'), sample, client);
    expect(sample).toEqual(copy);
  });

  it('keeps values that are not placeholders', async () => {
    expect(await fillPlaceholders({ caseId: 'case-1' }, undefined)).toEqual({ caseId: 'case-1' });
  });

  it('asks for --as when a placeholder has no user to fill it', async () => {
    await expect(fillPlaceholders({ userId: '<self>' }, undefined)).rejects.toThrow('pass --as <e-mail>');
  });

  it('refuses an unknown placeholder by name', async () => {
    await expect(fillPlaceholders({ userId: '<someone>' }, client)).rejects.toThrow('Unknown placeholder <someone>');
  });
});

describe('defaultUserFor', () => {
  it('calls admin routes as the demo admin, the others as the demo client, public ones as nobody', () => {
    expect(defaultUserFor('admin')).toBe('admin@demo.test');
    expect(defaultUserFor('client')).toBe('client@demo.test');
    expect(defaultUserFor('signedIn')).toBe('client@demo.test');
    expect(defaultUserFor('public')).toBeUndefined();
  });
});

describe('runningStack', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-invoke-test-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const stackFile = (pid: number) =>
    writeFileSync(
      path.join(dataDir, 'stack.json'),
      JSON.stringify({
        url: 'http://localhost:1',
        port: 1,
        dynamoDbEndpoint: 'http://localhost:2',
        cognitoEndpoint: 'http://localhost:3',
        s3Endpoint: 'http://127.0.0.1:4',
        documentsBucket: 'portal-documents',
        userPoolId: 'pool',
        userPoolClientId: 'client',
        userPoolEmailCodeClientId: 'email-code-client',
        tableName: 'table',
        region: 'us-east-1',
        defaultOrgId: 'demo-org',
        mailInboxUrl: 'http://localhost:5',
        mailApiUrl: 'http://localhost:5/api',
        mailSmtpUrl: 'smtp://127.0.0.1:6',
        sqsEndpoint: 'http://127.0.0.1:7',
        mailQueueUrl: 'http://127.0.0.1:7/000000000000/portal-mail',
        dataDir,
        pid,
      }),
    );

  it('says to run npm start when no stack runs from the data directory', () => {
    expect(() => runningStack(dataDir)).toThrow(NoRunningStackError);
    expect(() => runningStack(dataDir)).toThrow('run `npm start` first');
  });

  it('takes a stack.json whose process is gone for no stack', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    stackFile(gone);
    expect(() => runningStack(dataDir)).toThrow(NoRunningStackError);
  });

  it('reads the stack of a live process', () => {
    stackFile(process.pid);
    expect(runningStack(dataDir)).toMatchObject({ tableName: 'table', dataDir });
  });
});
