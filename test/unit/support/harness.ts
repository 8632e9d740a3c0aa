/**
 * The setting of every handler and domain test: the environment (set once, before the first test),
 * the AWS clients mocked, a fake table holding the principals and their orgs, and the document
 * store's bucket mocked (S3), whose folder markers the tests can read back.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { StoredItem } from '../../../shared/documents/types';
import type { CognitoMock } from './identity';

const newS3Mock = () => mockClient(S3Client);
export type S3Mock = ReturnType<typeof newS3Mock>;
import { orgs } from './records';
import { type DynamoMock, FakeTable, orgItem, registeredUser } from './table';
import { principals } from './users';

export const TEST_TABLE = 'unit-test-table';
export const TEST_USER_POOL = 'us-east-1_unitTest';

export interface Harness {
  dynamo: DynamoMock;
  cognito: CognitoMock;
  s3: S3Mock;
  table: FakeTable;
  /** The folders the document store holds: markers put (and not deleted) since the test began. */
  foldersOnDisk(): (StoredItem & { parentId: string | null })[];
}

export function useHarness(): Harness {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const cognito = mockClient(CognitoIdentityProviderClient);
  const s3 = newS3Mock();
  const table = new FakeTable();

  beforeAll(() => {
    Object.assign(process.env, {
      TABLE_NAME: TEST_TABLE,
      USER_POOL_ID: TEST_USER_POOL,
      CURSOR_SECRET: 'unit-test-cursor-secret',
      DOCUMENT_STORE: 's3',
      DOCUMENTS_BUCKET: 'unit-test-documents',
      LOG_LEVEL: 'silent',
    });
  });

  beforeEach(() => {
    dynamo.reset();
    cognito.reset();
    s3.reset();
    s3.on(PutObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});
    table.clear();
    table.put(...principals.flatMap(registeredUser), ...orgs.map(orgItem));
    dynamo.on(GetCommand).callsFake((input: { Key: { PK: string; SK: string } }) => ({ Item: table.get(input.Key) }));
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: Parameters<FakeTable['apply']>[0] }) => {
      table.apply(input.TransactItems);
      return {};
    });
  });

  afterAll(() => {
    dynamo.restore();
    cognito.restore();
    s3.restore();
  });

  return {
    dynamo,
    cognito,
    table,
    s3,
    foldersOnDisk: () => {
      const deleted = new Set(s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key));
      return s3
        .commandCalls(PutObjectCommand)
        .map((call) => call.args[0].input)
        .filter((input) => input.Key?.startsWith('folders/') && !deleted.has(input.Key))
        .map((input) => ({
          id: input.Key?.split('/')[1] ?? '',
          name: decodeURIComponent(input.Metadata?.name ?? ''),
          parentId: input.Metadata?.parent || null,
        })) as (StoredItem & { parentId: string | null })[];
    },
  };
}
