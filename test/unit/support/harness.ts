/**
 * The setting of every handler and domain test: the environment (set once, before the first test),
 * the AWS clients mocked, a fake table holding the principals and their orgs, the local document
 * store in a temporary directory, and no caller remembered from a previous test.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StoredItem } from '../../../shared/types';
import type { CognitoMock } from './identity';
import { orgs } from './records';
import { type DynamoMock, FakeTable, orgItem, registeredUser } from './table';
import { principals } from './users';

export const TEST_TABLE = 'unit-test-table';
export const TEST_USER_POOL = 'us-east-1_unitTest';

export interface Harness {
  dynamo: DynamoMock;
  cognito: CognitoMock;
  table: FakeTable;
  /** The folder records the local document store holds (written since the test began). */
  foldersOnDisk(): (StoredItem & { parentId: string | null })[];
}

export function useHarness(): Harness {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const cognito = mockClient(CognitoIdentityProviderClient);
  const table = new FakeTable();
  let documentsDir = '';
  const foldersDir = () => path.join(documentsDir, 'folders');

  beforeAll(() => {
    documentsDir = mkdtempSync(path.join(tmpdir(), 'portal-unit-documents-'));
    Object.assign(process.env, {
      TABLE_NAME: TEST_TABLE,
      USER_POOL_ID: TEST_USER_POOL,
      CURSOR_SECRET: 'unit-test-cursor-secret',
      DOCUMENT_STORE: 'local',
      DOCUMENTS_DIR: documentsDir,
      LOG_LEVEL: 'silent',
    });
  });

  beforeEach(() => {
    dynamo.reset();
    cognito.reset();
    rmSync(foldersDir(), { recursive: true, force: true });
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
    rmSync(documentsDir, { recursive: true, force: true });
  });

  return {
    dynamo,
    cognito,
    table,
    foldersOnDisk: () => {
      let files: string[];
      try {
        files = readdirSync(foldersDir());
      } catch {
        return [];
      }
      return files.map((file) => JSON.parse(readFileSync(path.join(foldersDir(), file), 'utf8')));
    },
  };
}
