/** One page of a Query on the table or an index, newest first, with DynamoDB's continuation key. */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { IndexName } from '../../shared/core/table';
import { config } from './config';
import { documentClient, withoutKeys } from './dynamodb';

export interface PageRequest {
  limit: number;
  exclusiveStartKey?: Record<string, unknown>;
}

export interface Page<T> {
  items: T[];
  lastEvaluatedKey?: Record<string, unknown>;
}

const PARTITION_ATTRIBUTE: Record<IndexName, string> = { GSI1: 'GSI1PK', GSI2: 'GSI2PK', GSI3: 'GSI3PK' };

export async function queryNewestFirst<T>(index: IndexName, partition: string, page: PageRequest): Promise<Page<T>> {
  const result = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': PARTITION_ATTRIBUTE[index] },
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: page.limit,
      ExclusiveStartKey: page.exclusiveStartKey,
    }),
  );
  return {
    items: (result.Items ?? []).map((item) => withoutKeys<T>(item)),
    lastEvaluatedKey: result.LastEvaluatedKey,
  };
}
