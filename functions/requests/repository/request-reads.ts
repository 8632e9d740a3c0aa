/**
 * Reading document requests, apart from their writes (requests.ts): the mail sender reads items this
 * way, and its bundle then carries neither the writes' rules nor the feature's refusals.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { REQUEST_SK_PREFIX, keys } from '../../../shared/core/table';
import { config } from '../../core/config';
import { documentClient, withoutKeys } from '../../core/dynamodb';
import { queryAll } from '../../core/query-all';
import type { RequestRecord } from './requests';

/** Every item of a case, in the order they were added (consistent: a change is seen on the next read). */
export async function listRequestsOfCase(caseId: string): Promise<RequestRecord[]> {
  const records = await queryAll<RequestRecord>({
    // The case item shares the partition: the SK condition keeps it (and anything else) out.
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.case(caseId).PK, ':prefix': REQUEST_SK_PREFIX },
    ConsistentRead: true,
  });
  return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.position - b.position);
}

export async function getRequest(caseId: string, requestId: string): Promise<RequestRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.documentRequest(caseId, requestId), ConsistentRead: true }),
  );
  return Item ? withoutKeys<RequestRecord>(Item) : undefined;
}
