/** Creates the portal's table in DynamoDB Local from the shared definition (the one CDK deploys). */
import {
  type CreateTableCommandInput,
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceInUseException,
  ResourceNotFoundException,
} from '@aws-sdk/client-dynamodb';
import { globalSecondaryIndexes, keyAttributeNames, tableKeys } from '../shared/core/table';

export const LOCAL_TABLE_NAME = 'portal-local';

export function createTableInput(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

async function tableStatus(client: DynamoDBClient, tableName: string): Promise<string | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return Table?.TableStatus ?? 'UNKNOWN';
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/** Creates the table when absent and waits until it is ACTIVE; returns whether it was created. */
export async function ensureTable(client: DynamoDBClient, tableName: string = LOCAL_TABLE_NAME): Promise<boolean> {
  let created = false;
  if ((await tableStatus(client, tableName)) === undefined) {
    try {
      await client.send(new CreateTableCommand(createTableInput(tableName)));
      created = true;
    } catch (error) {
      if (!(error instanceof ResourceInUseException)) throw error;
    }
  }
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await tableStatus(client, tableName)) === 'ACTIVE') return created;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Table ${tableName} did not become ACTIVE`);
}
