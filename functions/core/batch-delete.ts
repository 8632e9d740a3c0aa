/**
 * Deleting many items by key (the retention job's destruction of a case): BatchWriteItem, 25
 * keys a request, unprocessed keys sent again. Deleting a key that is gone already is no error, so a
 * destruction cut short and run again finishes the work.
 */
import { BatchWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { IndexName } from '../../shared/core/table';
import { config } from './config';
import { documentClient } from './dynamodb';
import { queryItems } from './query-all';

export interface ItemKey {
  PK: string;
  SK: string;
}

/** Unprocessed keys are sent again this many times (a throttled table), then the deletion fails. */
const BATCH_WRITE_ROUNDS = 8;
const KEYS_PER_BATCH = 25;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deletes these items (distinct keys; duplicates are dropped). Answers how many keys were sent. */
export async function deleteItems(itemKeys: readonly ItemKey[]): Promise<number> {
  const distinct = [...new Map(itemKeys.map((key) => [`${key.PK}\u0000${key.SK}`, { PK: key.PK, SK: key.SK }])).values()];
  for (let start = 0; start < distinct.length; start += KEYS_PER_BATCH) {
    let pending: ItemKey[] = distinct.slice(start, start + KEYS_PER_BATCH);
    for (let round = 0; pending.length > 0; round += 1) {
      if (round === BATCH_WRITE_ROUNDS) throw new Error(`Could not delete ${pending.length} items: the table kept them unprocessed`);
      if (round > 0) await pause(50 * 2 ** round);
      const { UnprocessedItems } = await documentClient().send(
        new BatchWriteCommand({ RequestItems: { [config.tableName]: pending.map((Key) => ({ DeleteRequest: { Key } })) } }),
      );
      pending = (UnprocessedItems?.[config.tableName] ?? []).flatMap((request) => (request.DeleteRequest?.Key ? [request.DeleteRequest.Key as ItemKey] : []));
    }
  }
  return distinct.length;
}

/** The table keys of every item a Query finds (every page), on the table or an index. */
export async function queryKeys(
  query: Pick<QueryCommandInput, 'KeyConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> & { IndexName?: IndexName },
): Promise<ItemKey[]> {
  const found: ItemKey[] = [];
  const items = queryItems({
    ...query,
    ProjectionExpression: '#keyPK, #keySK',
    ExpressionAttributeNames: { ...query.ExpressionAttributeNames, '#keyPK': 'PK', '#keySK': 'SK' },
  });
  for await (const item of items) found.push({ PK: String(item.PK), SK: String(item.SK) });
  return found;
}

/** The keys of the items of one partition (of the table or an index) whose sort key begins with `prefix` (every item when absent). */
export function keysInPartition(partition: string, options: { index?: IndexName; prefix?: string } = {}): Promise<ItemKey[]> {
  const pk = options.index ? `${options.index}PK` : 'PK';
  const sk = options.index ? `${options.index}SK` : 'SK';
  return queryKeys({
    ...(options.index ? { IndexName: options.index } : {}),
    KeyConditionExpression: options.prefix === undefined ? '#pk = :pk' : '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': pk, ...(options.prefix === undefined ? {} : { '#sk': sk }) },
    ExpressionAttributeValues: { ':pk': partition, ...(options.prefix === undefined ? {} : { ':prefix': options.prefix }) },
  });
}
