/**
 * Document requests in the table: one item per requested document in its case's partition
 * (`CASE#{caseId}` / `REQ#{requestId}`), read all at once by one Query, and the case's counters moved
 * in the same transaction as the items that move them.
 */
import { NOT_FOUND } from '../../../shared/core/refusals';
import { indexKeys, keys, REQUEST_SK_PREFIX } from '../../../shared/core/table';
import { REQUEST_LIMITS } from '../../../shared/requests/limits';
import { REQUESTS } from '../../../shared/requests/refusals';
import type { DocumentRequest, RequestHistoryEntry, RequestTitles } from '../../../shared/requests/types';
import { deleteItems, keysInPartition } from '../../core/batch-delete';
import { config } from '../../core/config';
import { type GuardedWrite, transactWrite } from '../../core/transact';
import { ITEMS_ADDED_COUNTER, REQUEST_COUNTERS, type RequestCounter, counterDelta, countsOf } from '../domain/transitions';

/**
 * An item as stored: the answer's fields (`title` the main one, as first typed; `instructions` as
 * typed), plus its texts per language, its history, whose case it is and its place and version.
 * Items stored before the texts per language and the history were kept have neither
 * (functions/requests/domain/texts.ts and history.ts read them as they are).
 */
export interface RequestRecord extends Omit<DocumentRequest, 'titles' | 'history'> {
  titles?: RequestTitles;
  /** A template's instructions in both languages, until the firm rewrites them. */
  instructionTexts?: RequestTitles;
  history?: RequestHistoryEntry[];
  orgId: string;
  clientId: string;
  /** Its place among the items added at the same time. */
  position: number;
  /** Each change adds 1; a write is conditional on the version it read. */
  version: number;
}

/**
 * The index entries an item's state calls for (docs/data-model.md, "Document requests"): waiting on
 * the client with a due date → GSI1 by due day (the reminders job); accepted with an expiry date →
 * GSI2 per org by expiry (the expiring documents list) and GSI3 by expiry day (staff's reminders).
 * Every write of an item is a whole Put, so an entry its new state no longer calls for goes with it.
 */
export function requestIndexKeys(record: Pick<RequestRecord, 'orgId' | 'caseId' | 'requestId' | 'status' | 'dueDate' | 'expiresOn'>): Record<string, string> {
  const ids = `${record.caseId}#${record.requestId}`;
  const waitingOnClient = record.status === 'requested' || record.status === 'rejected';
  return {
    ...(waitingOnClient && record.dueDate ? { GSI1PK: indexKeys.requestsDue(record.dueDate), GSI1SK: `${record.orgId}#${ids}` } : {}),
    ...(record.status === 'accepted' && record.expiresOn
      ? {
          GSI2PK: indexKeys.orgExpiringRequests(record.orgId),
          GSI2SK: `${record.expiresOn}#${ids}`,
          GSI3PK: indexKeys.requestsExpiring(record.expiresOn),
          GSI3SK: `${record.orgId}#${ids}`,
        }
      : {}),
  };
}

export function toRequestItem(record: RequestRecord) {
  return { ...keys.documentRequest(record.caseId, record.requestId), ...requestIndexKeys(record), entity: 'DocumentRequest', ...record };
}

export { getRequest, listRequestsOfCase } from './request-reads';

/** `ADD` of counters on the case item (which must still exist), plus an optional extra condition. */
function caseCounterUpdate(
  caseId: string,
  counters: Partial<Record<string, number>>,
  extra?: { condition: string; names: Record<string, string>; values: Record<string, unknown>; onConflict: GuardedWrite['onConflict'] },
): GuardedWrite {
  const entries = Object.entries(counters).filter((entry): entry is [string, number] => entry[1] !== undefined);
  return {
    item: {
      Update: {
        TableName: config.tableName,
        Key: keys.case(caseId),
        ConditionExpression: extra ? `attribute_exists(PK) AND ${extra.condition}` : 'attribute_exists(PK)',
        UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
        ExpressionAttributeNames: { ...Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])), ...extra?.names },
        ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([, change], i) => [`:d${i}`, change])), ...extra?.values },
      },
    },
    onConflict: extra?.onConflict ?? NOT_FOUND.CASE,
  };
}

/**
 * Adds items to a case in one transaction: each item (new: `attribute_not_exists`) and the case's
 * counters, conditional on the case's limit of items (`requestsCount`) still having room for them.
 */
export async function addRequestRecords(caseId: string, records: readonly RequestRecord[]): Promise<void> {
  const room = REQUEST_LIMITS.itemsPerCase - records.length;
  // Every counter is written (ADD 0 makes it 0): a case with items has all of them, for the lists' filters.
  const zero = Object.fromEntries(REQUEST_COUNTERS.map((counter) => [counter, 0]));
  const counters = { ...zero, ...counterDelta(records.map((record) => ({ to: record.status }))), [ITEMS_ADDED_COUNTER]: records.length };
  await transactWrite([
    ...records.map(
      (record): GuardedWrite => ({
        item: { Put: { TableName: config.tableName, Item: toRequestItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
        onConflict: REQUESTS.CHANGED,
      }),
    ),
    caseCounterUpdate(caseId, counters, {
      condition: '(attribute_not_exists(#added) OR #added <= :room)',
      names: { '#added': ITEMS_ADDED_COUNTER },
      values: { ':room': room },
      onConflict: REQUESTS.TOO_MANY_ON_CASE,
    }),
  ]);
}

/** An item's change as a transaction's parts: its write, and the case's counters it moves. */
export interface RequestChangeWrites {
  /** The item's new state, conditional on the version that was read (a concurrent change: `request-changed`). */
  write: GuardedWrite;
  /** The changes of the case's counters (only the non-zero ones), for the case item's update. */
  caseCounters: Partial<Record<RequestCounter, number>>;
}

export function requestChangeWrites(before: RequestRecord, after: RequestRecord): RequestChangeWrites {
  return {
    write: {
      item: {
        Put: {
          TableName: config.tableName,
          Item: toRequestItem(after),
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': before.version },
        },
      },
      onConflict: REQUESTS.CHANGED,
    },
    caseCounters: counterDelta([{ from: before.status, to: after.status }]),
  };
}

/**
 * Writes an item's new state, conditional on the version that was read (a concurrent change answers
 * `request-changed`), and moves the case's counters by its status change in the same transaction.
 */
export async function saveRequestChange(before: RequestRecord, after: RequestRecord): Promise<void> {
  const { write, caseCounters } = requestChangeWrites(before, after);
  await transactWrite(Object.keys(caseCounters).length > 0 ? [write, caseCounterUpdate(before.caseId, caseCounters)] : [write]);
}

/**
 * Deletes an item, conditional on the version that was read (a change since, an upload among them,
 * answers `request-changed`), and takes it out of the case's counters, its place in the case's limit
 * of items included, in the same transaction.
 */
export async function deleteRequestRecord(before: RequestRecord): Promise<void> {
  const removed = Object.entries(countsOf(before.status)).filter(([, count]) => count !== 0);
  const counters = { ...Object.fromEntries(removed.map(([counter, count]) => [counter, -count])), [ITEMS_ADDED_COUNTER]: -1 };
  await transactWrite([
    {
      item: {
        Delete: {
          TableName: config.tableName,
          Key: keys.documentRequest(before.caseId, before.requestId),
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': before.version },
        },
      },
      onConflict: REQUESTS.CHANGED,
    },
    caseCounterUpdate(before.caseId, counters),
  ]);
}

/** Destroys every document request of a case (the retention job); answers how many it removed. */
export async function destroyCaseRequests(caseId: string): Promise<number> {
  return deleteItems(await keysInPartition(keys.case(caseId).PK, { prefix: REQUEST_SK_PREFIX }));
}
