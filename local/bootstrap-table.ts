/**
 * Creates the portal's table in DynamoDB Local from the shared definition (the one CDK deploys), with
 * its stream (new images, as deployed: the activity linker reads it); a table kept on disk from an
 * earlier run gets the indexes the definition gained since (UpdateTable, one index at a time, as
 * DynamoDB requires) and its stream when it had none.
 */
import {
  type CreateTableCommandInput,
  CreateTableCommand,
  DescribeTableCommand,
  UpdateTableCommand,
  type DynamoDBClient,
  ResourceInUseException,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { globalSecondaryIndexes, keyAttributeNames, tableKeys } from '../shared/core/table';

export const LOCAL_TABLE_NAME = 'portal-local';

type IndexDefinition = (typeof globalSecondaryIndexes)[number];

const indexInput = (index: IndexDefinition) => ({
  IndexName: index.indexName,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

const attributeDefinitions = () => keyAttributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

export function createTableInput(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributeDefinitions(),
    KeySchema: [
      { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: globalSecondaryIndexes.map(indexInput),
    StreamSpecification: TABLE_STREAM,
  };
}

/** The table's stream, as infra/data.ts deploys it. */
const TABLE_STREAM = { StreamEnabled: true, StreamViewType: 'NEW_IMAGE' as const };

interface TableState {
  status: string;
  streamArn?: string;
  /** Each index's status (CREATING, ACTIVE, …), by name. */
  indexes: Map<string, string>;
}

async function tableState(client: DynamoDBClient, tableName: string): Promise<TableState | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return {
      status: Table?.TableStatus ?? 'UNKNOWN',
      streamArn: Table?.StreamSpecification?.StreamEnabled ? Table.LatestStreamArn : undefined,
      indexes: new Map((Table?.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName ?? '', index.IndexStatus ?? 'UNKNOWN'])),
    };
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/** Waits until the table and every index it has are ACTIVE. */
async function untilActive(client: DynamoDBClient, tableName: string): Promise<TableState> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const state = await tableState(client, tableName);
    if (state?.status === 'ACTIVE' && [...state.indexes.values()].every((status) => status === 'ACTIVE')) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Table ${tableName} did not become ACTIVE`);
}

export interface EnsuredTable {
  /** The table was created now. */
  created: boolean;
  /** The indexes an existing table lacked and was given now (its items written before have no keys in them yet). */
  addedIndexes: string[];
  /** The table's stream (the activity linker reads it). */
  streamArn: string;
}

/** Creates the table when absent, or adds the indexes it lacks, and waits until it is ACTIVE. */
export async function ensureTable(client: DynamoDBClient, tableName: string = LOCAL_TABLE_NAME): Promise<EnsuredTable> {
  let created = false;
  if ((await tableState(client, tableName)) === undefined) {
    try {
      await client.send(new CreateTableCommand(createTableInput(tableName)));
      created = true;
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
    }
  }
  const existing = await untilActive(client, tableName);
  const addedIndexes: string[] = [];
  for (const index of globalSecondaryIndexes.filter((definition) => !existing.indexes.has(definition.indexName))) {
    await client.send(
      new UpdateTableCommand({ TableName: tableName, AttributeDefinitions: attributeDefinitions(), GlobalSecondaryIndexUpdates: [{ Create: indexInput(index) }] }),
    );
    await untilActive(client, tableName);
    addedIndexes.push(index.indexName);
  }
  let { streamArn } = await untilActive(client, tableName);
  if (!streamArn) {
    await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: TABLE_STREAM }));
    streamArn = (await untilActive(client, tableName)).streamArn;
  }
  if (!streamArn) throw new Error(`Table ${tableName} has no stream`);
  return { created, addedIndexes, streamArn };
}
