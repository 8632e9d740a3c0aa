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

/** Adds to counters of an existing item, each its own change (404 with `missing` when the item is gone). */
function addTo(key: { PK: string; SK: string }, changes: Readonly<Record<string, number>>, missing: Refusal): GuardedWrite {
  const entries = Object.entries(changes);
  return {
    item: {
      Update: {
        TableName: config.tableName,
        Key: key,
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([counter], i) => [`#c${i}`, counter])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, n], i) => [`:d${i}`, n])),
      },
    },
    onConflict: missing,
  };
}

/** Adds `n` (may be negative) to the documents the client sees (a write of a transaction). */
export function clientDocumentsWrite(clientId: string, n: number): GuardedWrite {
  return addTo(keys.user(clientId), { documentsCount: n }, NOT_FOUND.CLIENT);
}

/**
 * The writes that add `count` recorded documents to every counter that counts them, `seenByClient`
 * of them shared with the case's client (none: the client's record is not touched). `alsoOnCase`:
 * other counters of the case the same transaction moves (a transaction writes the case item once).
 */
export function documentCounterWrites(counted: CountedIn, count: number, seenByClient: number, alsoOnCase: Partial<Record<string, number>> = {}): GuardedWrite[] {
  const onCase = Object.fromEntries(Object.entries(alsoOnCase).filter((entry): entry is [string, number] => entry[1] !== undefined && entry[1] !== 0));
  return [
    addTo(keys.case(counted.caseId), { docsNum: count, ...onCase }, NOT_FOUND.CASE),
    addTo(keys.org(counted.orgId), { documentsUploadedCount: count, [monthCounter(counted.month)]: count }, NOT_FOUND.ORG),
    ...(seenByClient > 0 ? [clientDocumentsWrite(counted.clientId, seenByClient)] : []),
  ];
}
