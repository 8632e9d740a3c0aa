/** One page of a Query on the table or an index, with DynamoDB's continuation key (a whole result: query-all.ts). */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
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

/** A page of any Query (its own key condition, order, consistency): at most `limit` records (DynamoDB's 1 MB when none), from `exclusiveStartKey`. */
export async function queryPage<T>(
  query: Omit<QueryCommandInput, 'TableName' | 'Limit' | 'ExclusiveStartKey'>,
  page: Partial<PageRequest>,
): Promise<Page<T>> {
  const result = await documentClient().send(
    new QueryCommand({ TableName: config.tableName, ...query, Limit: page.limit, ExclusiveStartKey: page.exclusiveStartKey }),
  );
  return {
    items: (result.Items ?? []).map((item) => withoutKeys<T>(item)),
    lastEvaluatedKey: result.LastEvaluatedKey,
  };
}

const PARTITION_ATTRIBUTE: Record<IndexName, string> = { GSI1: 'GSI1PK', GSI2: 'GSI2PK', GSI3: 'GSI3PK' };

/** A page of an index partition, newest first. */
export function queryNewestFirst<T>(index: IndexName, partition: string, page: PageRequest): Promise<Page<T>> {
  return queryPage<T>(
    {
      IndexName: index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': PARTITION_ATTRIBUTE[index] },
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
    },
    page,
  );
}
