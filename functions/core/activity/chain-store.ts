/**
 * Activity chains in the table (keys.activity): the last record (to link after it), a linked record's
 * item, and reading in order. Only the linker (chain-linker.ts) writes chain records — requests write
 * theirs once, unlinked (pending-store.ts) — so a chain has one writer and no request waits on another.
 * Records are never updated here; only the destruction job removes a destroyed case's chain.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry, ActivityRecord } from '../../../shared/activity/types';
import { ACTIVITY_PK_PREFIX, PENDING_ACTIVITY_PK_PREFIX, indexKeys, keys } from '../../../shared/core/table';
import { deleteItems, keysInPartition } from '../batch-delete';
import { config } from '../config';
import { documentClient, withoutKeys } from '../dynamodb';
import { type TableQuery, queryItems } from '../query-all';
import { queryPage } from '../query-page';
import { GENESIS_HASH, hashRecord, type UnhashedRecord } from './chain-hash';
import { type NewActivity, readAllPending, readPending } from './pending-store';

export type { NewActivity } from './pending-store';

/** Where a chain ends: its last record's seq and hash (seq 0 and the genesis hash when empty). */
export interface ChainHead {
  seq: number;
  hash: string;
}

export const EMPTY_CHAIN: ChainHead = { seq: 0, hash: GENESIS_HASH };

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

/** The put that links a record into its chain: only when its seq is still free. */
export function chainAppendPut(record: ActivityRecord) {
  return {
    TableName: config.tableName,
    Item: chainRecordItem(record),
    ConditionExpression: 'attribute_not_exists(PK)',
  };
}

/** A record placed after `after`, hashed. */
export function chainedRecord(activity: NewActivity, after: ChainHead): ActivityRecord {
  const unhashed: UnhashedRecord = { ...activity, seq: after.seq + 1, prevHash: after.hash };
  return { ...unhashed, hash: hashRecord(unhashed) };
}

export interface ChainPage {
  records: ActivityRecord[];
  lastEvaluatedKey?: Record<string, unknown>;
}

export type ChainView = { by: 'all' } | { by: 'client' } | { by: 'actor'; userId: string } | { by: 'kind'; kind: string };

/** The Query of a chain (or of one view of it), newest first or oldest first. */
function chainQuery(chain: string, view: ChainView, oldestFirst: boolean | undefined): TableQuery {
  const [index, attribute, partition] =
    view.by === 'client'
      ? (['GSI1', 'GSI1PK', indexKeys.activityForClient(chain)] as const)
      : view.by === 'actor'
        ? (['GSI2', 'GSI2PK', indexKeys.activityByActor(chain, view.userId)] as const)
        : view.by === 'kind'
          ? (['GSI3', 'GSI3PK', indexKeys.activityByKind(chain, view.kind)] as const)
          : ([undefined, 'PK', `${ACTIVITY_PK_PREFIX}${chain}`] as const);
  return {
    IndexName: index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': attribute },
    ExpressionAttributeValues: { ':pk': partition },
    ScanIndexForward: oldestFirst === true,
    ConsistentRead: index === undefined ? true : undefined,
  };
}

/** A page of a chain (or of one view of it), newest first or oldest first. */
export async function readChainPage(
  chain: string,
  options: { view?: ChainView; limit?: number; oldestFirst?: boolean; exclusiveStartKey?: Record<string, unknown> } = {},
): Promise<ChainPage> {
  const page = await queryPage<ActivityRecord>(chainQuery(chain, options.view ?? { by: 'all' }, options.oldestFirst), options);
  return { records: page.items, lastEvaluatedKey: page.lastEvaluatedKey };
}

/** Every record of a chain (or of one view of it), oldest first, page by page (the verification and the exports read it so). */
export async function* readWholeChain(chain: string, view: ChainView = { by: 'all' }): AsyncGenerator<ActivityRecord> {
  for await (const item of queryItems(chainQuery(chain, view, true))) yield withoutKeys<ActivityRecord>(item);
}

/**
 * Everything recorded on a chain, oldest first: its linked records, then those still waiting to be
 * linked (the exports read it so: what was just done is in them too).
 */
export async function* readWholeLog(chain: string): AsyncGenerator<ActivityEntry> {
  yield* readWholeChain(chain);
  for await (const { activity } of readAllPending(chain)) yield { ...activity, pending: true };
}

/** The chain names (keys.activity's `chain`). */
export const chains = {
  ofCase: (caseId: string) => `CASE#${caseId}`,
  ofClient: (userId: string) => `CLIENT#${userId}`,
  ofOrg: (orgId: string) => `ORG#${orgId}`,
};

/**
 * Removes a whole chain, linked and waiting records alike (the retention job destroying a case removes
 * the case's own chain; no route may: IAM denies the routes deleting activity items). Answers how many
 * records it removed.
 */
export async function destroyChain(chain: string): Promise<number> {
  const waiting = await deleteItems(await keysInPartition(`${PENDING_ACTIVITY_PK_PREFIX}${chain}`));
  return waiting + (await deleteItems(await keysInPartition(`${ACTIVITY_PK_PREFIX}${chain}`)));
}

/** True when the chain has a record of this kind about this case, linked (GSI3, the chain's records of a kind) or waiting to be. */
export async function chainHasRecordAbout(chain: string, kind: string, caseId: string): Promise<boolean> {
  for await (const record of readWholeChain(chain, { by: 'kind', kind })) if (record.caseId === caseId) return true;
  const waiting = await readPending(chain, { limit: 1000 });
  return waiting.some(({ activity }) => activity.kind === kind && activity.caseId === caseId);
}
