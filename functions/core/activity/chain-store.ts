/**
 * Activity chains in the table (keys.activity): the last record (to append after it), appending (a
 * conditional put: only when that seq is still free), and reading in order. Records are never
 * updated nor deleted here — IAM denies the routes UpdateItem and DeleteItem on ACTIVITY# keys — only
 * the destruction job removes a destroyed case's chain (functions/jobs).
 *
 * Concurrent appends to one chain: each writer tries the seq after the last it knows; the one that
 * loses the race gets the winner's record back with its refusal (ReturnValuesOnConditionCheckFailure)
 * and tries the next seq at once, linked to it: no lost record, no broken link, one round trip per
 * step and no re-read.
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { ActivityRecord } from '../../../shared/activity/types';
import { ACTIVITY_PK_PREFIX, indexKeys, keys } from '../../../shared/core/table';
import { config } from '../config';
import { documentClient, withoutKeys } from '../dynamodb';
import { GENESIS_HASH, hashRecord, type UnhashedRecord } from './chain-hash';

/** Where a chain ends: its last record's seq and hash (seq 0 and the genesis hash when empty). */
export interface ChainHead {
  seq: number;
  hash: string;
}

export const EMPTY_CHAIN: ChainHead = { seq: 0, hash: GENESIS_HASH };

/** Steps an append may take past records written meanwhile before it gives up. */
const MAX_APPEND_STEPS = 200;

export async function readChainHead(chain: string): Promise<ChainHead> {
  const result = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `${ACTIVITY_PK_PREFIX}${chain}` },
      ProjectionExpression: 'seq, #hash',
      ExpressionAttributeNames: { '#hash': 'hash' },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  const last = result?.Items?.[0];
  return last ? { seq: Number(last.seq), hash: String(last.hash) } : EMPTY_CHAIN;
}

/** What an append writes: the record without its place in the chain (seq, prevHash, hash). */
export type NewActivity = Omit<ActivityRecord, 'seq' | 'prevHash' | 'hash'>;

function indexAttributes(record: ActivityRecord): Record<string, string> {
  const seqKey = keys.activity(record.chain, record.seq).SK;
  return {
    ...(record.visibleToClient ? { GSI1PK: indexKeys.activityForClient(record.chain), GSI1SK: seqKey } : {}),
    GSI2PK: indexKeys.activityByActor(record.chain, record.actor.userId),
    GSI2SK: seqKey,
    GSI3PK: indexKeys.activityByKind(record.chain, record.kind),
    GSI3SK: seqKey,
  };
}

/** A record as the table holds it: its keys, the indexes it is listed in, and the record itself. */
export function chainRecordItem(record: ActivityRecord): Record<string, unknown> {
  return { ...keys.activity(record.chain, record.seq), ...indexAttributes(record), entity: 'activity', ...record };
}

/** The put that appends a record: only when its seq is still free, answering the holder when not. */
export function chainAppendPut(record: ActivityRecord) {
  return {
    TableName: config.tableName,
    Item: chainRecordItem(record),
    ConditionExpression: 'attribute_not_exists(PK)',
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  };
}

/** A record placed after `after`, hashed. */
export function chainedRecord(activity: NewActivity, after: ChainHead): ActivityRecord {
  const unhashed: UnhashedRecord = { ...activity, seq: after.seq + 1, prevHash: after.hash };
  return { ...unhashed, hash: hashRecord(unhashed) };
}

/** The record that holds a seq we tried, from a refused put (undefined when the store did not return it). */
function heldBy(error: unknown): ChainHead | undefined {
  if (!(error instanceof Error) || error.name !== 'ConditionalCheckFailedException') return undefined;
  const item = (error as { Item?: Record<string, unknown> }).Item;
  if (!item) return undefined;
  const plain = unmarshall(item as Parameters<typeof unmarshall>[0]);
  return { seq: Number(plain.seq), hash: String(plain.hash) };
}

const isConditionFailure = (error: unknown) => error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * Appends a record after `head` (the chain's last record as last known; read when not given) and
 * answers it as written.
 */
export async function appendToChain(activity: NewActivity, head?: ChainHead): Promise<ActivityRecord> {
  let after = head ?? (await readChainHead(activity.chain));
  for (let step = 0; step < MAX_APPEND_STEPS; step += 1) {
    const record = chainedRecord(activity, after);
    try {
      await documentClient().send(new PutCommand(chainAppendPut(record)));
      return record;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Someone appended this seq meanwhile: go on after theirs.
      after = heldBy(error) ?? (await readChainHead(activity.chain));
    }
  }
  throw new Error(`Could not append to activity chain ${activity.chain} after ${MAX_APPEND_STEPS} steps`);
}

export interface ChainPage {
  records: ActivityRecord[];
  lastEvaluatedKey?: Record<string, unknown>;
}

export type ChainView = { by: 'all' } | { by: 'client' } | { by: 'actor'; userId: string } | { by: 'kind'; kind: string };

/** A page of a chain (or of one view of it), newest first or oldest first. */
export async function readChainPage(
  chain: string,
  options: { view?: ChainView; limit?: number; oldestFirst?: boolean; exclusiveStartKey?: Record<string, unknown> } = {},
): Promise<ChainPage> {
  const view = options.view ?? { by: 'all' };
  const [index, attribute, partition] =
    view.by === 'client'
      ? (['GSI1', 'GSI1PK', indexKeys.activityForClient(chain)] as const)
      : view.by === 'actor'
        ? (['GSI2', 'GSI2PK', indexKeys.activityByActor(chain, view.userId)] as const)
        : view.by === 'kind'
          ? (['GSI3', 'GSI3PK', indexKeys.activityByKind(chain, view.kind)] as const)
          : ([undefined, 'PK', `${ACTIVITY_PK_PREFIX}${chain}`] as const);
  const result = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': attribute },
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: options.oldestFirst === true,
      Limit: options.limit,
      ExclusiveStartKey: options.exclusiveStartKey,
      ConsistentRead: index === undefined ? true : undefined,
    }),
  );
  return {
    records: (result.Items ?? []).map((item) => withoutKeys<ActivityRecord>(item)),
    lastEvaluatedKey: result.LastEvaluatedKey,
  };
}

/** Every record of a chain, oldest first, page by page (the verification and the exports read it so). */
export async function* readWholeChain(chain: string): AsyncGenerator<ActivityRecord> {
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await readChainPage(chain, { oldestFirst: true, exclusiveStartKey });
    yield* page.records;
    exclusiveStartKey = page.lastEvaluatedKey;
  } while (exclusiveStartKey);
}

/** The chain names (keys.activity's `chain`). */
export const chains = {
  ofCase: (caseId: string) => `CASE#${caseId}`,
  ofClient: (userId: string) => `CLIENT#${userId}`,
  ofOrg: (orgId: string) => `ORG#${orgId}`,
};
