/**
 * Records written and not yet linked (keys.pendingActivity): what a request, a job or the mail sender
 * records is put once under a key of its own — no condition another writer could take, no read of the
 * chain first — and the linker (chain-linker.ts) moves it into its chain within seconds. So no request
 * waits on, retries against or fails because of another request's record, however many arrive at once.
 */
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { PENDING_ACTIVITY_PK_PREFIX, keys } from '../../../shared/core/table';
import { config } from '../config';
import { documentClient, withoutKeys } from '../dynamodb';
import { type TableQuery, countAll, queryItems } from '../query-all';
import type { ActivityRecord } from '../../../shared/activity/types';

/** What a request records: the record without its place in the chain (seq, prevHash, hash). */
export type NewActivity = Omit<ActivityRecord, 'seq' | 'prevHash' | 'hash'>;

/** The longest User-Agent kept with a record: enough to name any real browser, not a place to store text. */
export const MAX_USER_AGENT_LENGTH = 512;

/** The record as it will be kept: its source's user agent cut to MAX_USER_AGENT_LENGTH. */
export function boundedActivity(activity: NewActivity): NewActivity {
  const userAgent = activity.source?.userAgent;
  if (userAgent === undefined || userAgent.length <= MAX_USER_AGENT_LENGTH) return activity;
  return { ...activity, source: { ...activity.source, userAgent: userAgent.slice(0, MAX_USER_AGENT_LENGTH) } };
}

/** The put that records an activity, unlinked: a key no other writer uses. */
export function pendingActivityPut(activity: NewActivity, recordId: string = randomUUID()) {
  const kept = boundedActivity(activity);
  return {
    TableName: config.tableName,
    Item: { ...keys.pendingActivity(kept.chain, kept.at, recordId), entity: 'activity-pending', ...kept },
    // Never true for a fresh id: it only keeps a replayed write from standing for two records.
    ConditionExpression: 'attribute_not_exists(PK)',
  };
}

/** Records an activity; the linker links it into its chain. */
export async function recordActivity(activity: NewActivity): Promise<void> {
  await documentClient().send(new PutCommand(pendingActivityPut(activity)));
}

/** A record waiting to be linked: the record, and its item's keys (to remove once linked). */
export interface PendingRecord {
  activity: NewActivity;
  key: { PK: string; SK: string };
}

const pendingQuery = (chain: string): TableQuery => ({
  KeyConditionExpression: 'PK = :pk',
  ExpressionAttributeValues: { ':pk': `${PENDING_ACTIVITY_PK_PREFIX}${chain}` },
  ConsistentRead: true,
});

const pendingRecordOf = (item: Record<string, unknown>): PendingRecord => {
  const { entity: _entity, ...activity } = withoutKeys<NewActivity & { entity?: string }>(item);
  return { activity, key: { PK: String(item.PK), SK: String(item.SK) } };
};

/** Records of a chain waiting to be linked (at most `limit`), oldest first (the linker) or newest first (the log). */
export async function readPending(chain: string, options: { limit: number; newestFirst?: boolean }): Promise<PendingRecord[]> {
  const result = await documentClient().send(new QueryCommand({ TableName: config.tableName, ...pendingQuery(chain), ScanIndexForward: options.newestFirst !== true, Limit: options.limit }));
  return (result.Items ?? []).map(pendingRecordOf);
}

/** Every record of a chain waiting to be linked, oldest first, page by page. */
export async function* readAllPending(chain: string): AsyncGenerator<PendingRecord> {
  for await (const item of queryItems(pendingQuery(chain))) yield pendingRecordOf(item);
}

/** How many records of a chain wait to be linked. */
export function countPending(chain: string): Promise<number> {
  return countAll(pendingQuery(chain));
}
