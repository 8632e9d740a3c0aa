/**
 * The counters that count recorded documents, moved in the recording's own transaction: the case's
 * `docsNum` (every document: staff see them all), the org's total and this month's count, the
 * client's `documentsCount` (only what the client sees: their uploads and what the firm shared, the
 * client dashboard's Documents card, equal to what their lists show).
 */
import { keys } from '../../../shared/core/table';
import { NOT_FOUND, type Refusal } from '../../../shared/core/refusals';
import { config } from '../../core/config';
import type { GuardedWrite } from '../../core/transact';

/** What the counters of one recorded batch are attached to. */
export interface CountedIn {
  orgId: string;
  caseId: string;
  clientId: string;
  /** `YYYY-MM` of the recording (UTC). */
  month: string;
}

/** The org's counter of the documents uploaded in `month` (`YYYY-MM`). */
export const monthCounter = (month: string) => `documentsUploaded_${month.replace('-', '_')}`;

/** Adds `n` to counters of an existing item (404 with `missing` when the item is gone). */
function addTo(key: { PK: string; SK: string }, counters: readonly string[], n: number, missing: Refusal): GuardedWrite {
  const names = Object.fromEntries(counters.map((counter, i) => [`#c${i}`, counter]));
  return {
    item: {
      Update: {
        TableName: config.tableName,
        Key: key,
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: `ADD ${counters.map((_, i) => `#c${i} :n`).join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':n': n },
      },
    },
    onConflict: missing,
  };
}

/** Adds `n` (may be negative) to the documents the client sees (a write of a transaction). */
export function clientDocumentsWrite(clientId: string, n: number): GuardedWrite {
  return addTo(keys.user(clientId), ['documentsCount'], n, NOT_FOUND.CLIENT);
}

/**
 * The writes that add `count` recorded documents to every counter that counts them, `seenByClient`
 * of them shared with the case's client (none: the client's record is not touched).
 */
export function documentCounterWrites(counted: CountedIn, count: number, seenByClient: number): GuardedWrite[] {
  return [
    addTo(keys.case(counted.caseId), ['docsNum'], count, NOT_FOUND.CASE),
    addTo(keys.org(counted.orgId), ['documentsUploadedCount', monthCounter(counted.month)], count, NOT_FOUND.ORG),
    ...(seenByClient > 0 ? [clientDocumentsWrite(counted.clientId, seenByClient)] : []),
  ];
}
