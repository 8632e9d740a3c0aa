/**
 * Once, after GSI3 was added to a table holding documents recorded before sharing existed: each such
 * record gets its uploader's role, whether the case's client sees it (their own uploads only) and its
 * GSI2 keys (plus GSI3 when the client sees it); the client's `documentsCount`, which counted every
 * document of their cases, loses the staff-only ones. A OneDrive document recorded under the
 * portal's own id moves to its drive item's id (`item:{id}`), the id it is listed, downloaded and
 * shared by. Each record changes in its own transaction, conditional on not having been backfilled:
 * running it again (or twice at once) changes nothing twice. A migration, not request code (no function bundles it): it scans.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../shared/core/table';
import type { Refusal } from '../shared/core/refusals';
import type { Case } from '../shared/cases/types';
import { getCaseById } from '../functions/cases';
import { config } from '../functions/core/config';
import { documentClient, withoutKeys } from '../functions/core/dynamodb';
import { type GuardedWrite, isConflict, transactWrite } from '../functions/core/transact';
import { type DocumentRecord, documentIndexKeys } from '../functions/documents/repository/documents';
import { clientDocumentsWrite } from '../functions/documents/repository/counters';

/** The record was backfilled by another run meanwhile. */
const BACKFILLED: Refusal = { kind: 'conflict', code: 'document-backfilled', message: 'This document was backfilled already' };

export interface SharingBackfillResult {
  /** Document records given their role, flag and index keys. */
  documentsUpdated: number;
  /** Of those, OneDrive records moved to their drive item's id. */
  documentsRekeyed: number;
  /** Staff's documents taken off their client's Documents count. */
  clientCountsLowered: number;
}

const NOT_BACKFILLED = 'attribute_not_exists(sharedWithClient)';

function backfillWrites(tableItem: Record<string, unknown>, document: DocumentRecord, caseRecord: Case): { writes: GuardedWrite[]; rekeyed: boolean; shared: boolean } {
  const role = document.uploadedByRole ?? (document.uploadedById === caseRecord.clientId ? 'client' : 'admin');
  const shared = role === 'client';
  const itemId = document.storageKey.startsWith('item:') ? document.storageKey.slice('item:'.length) : undefined;
  const documentId = itemId ?? document.documentId;
  const rekeyed = documentId !== document.documentId;
  const fields = { uploadedByRole: role, sharedWithClient: shared, ...documentIndexKeys({ ...document, documentId }, shared) };
  const writes: GuardedWrite[] = rekeyed
    ? [
        {
          item: {
            Put: {
              TableName: config.tableName,
              Item: { ...tableItem, ...keys.document(documentId), documentId, ...fields },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          onConflict: BACKFILLED,
        },
        { item: { Delete: { TableName: config.tableName, Key: keys.document(document.documentId), ConditionExpression: NOT_BACKFILLED } }, onConflict: BACKFILLED },
      ]
    : [
        {
          item: {
            Update: {
              TableName: config.tableName,
              Key: keys.document(document.documentId),
              ConditionExpression: `attribute_exists(PK) AND ${NOT_BACKFILLED}`,
              UpdateExpression: `SET ${Object.keys(fields).map((name) => `#${name} = :${name}`).join(', ')}`,
              ExpressionAttributeNames: Object.fromEntries(Object.keys(fields).map((name) => [`#${name}`, name])),
              ExpressionAttributeValues: Object.fromEntries(Object.entries(fields).map(([name, value]) => [`:${name}`, value])),
            },
          },
          onConflict: BACKFILLED,
        },
      ];
  // The client's count counted this staff document: it no longer does.
  if (!shared) writes.push(clientDocumentsWrite(caseRecord.clientId, -1));
  return { writes, rekeyed, shared };
}

export async function backfillDocumentSharing(): Promise<SharingBackfillResult> {
  const result: SharingBackfillResult = { documentsUpdated: 0, documentsRekeyed: 0, clientCountsLowered: 0 };
  const cases = new Map<string, Promise<Case | undefined>>();
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({
        TableName: config.tableName,
        FilterExpression: `entity = :document AND ${NOT_BACKFILLED}`,
        ExpressionAttributeValues: { ':document': 'Document' },
        ExclusiveStartKey: exclusiveStartKey,
      }),
    );
    for (const tableItem of page.Items ?? []) {
      const document = withoutKeys<DocumentRecord>(tableItem);
      if (!cases.has(document.caseId)) cases.set(document.caseId, getCaseById(document.caseId));
      const caseRecord = await cases.get(document.caseId);
      if (!caseRecord) continue;
      const { writes, rekeyed, shared } = backfillWrites(tableItem, document, caseRecord);
      try {
        await transactWrite(writes);
      } catch (error) {
        if (isConflict(error, BACKFILLED)) continue;
        throw error;
      }
      result.documentsUpdated += 1;
      if (rekeyed) result.documentsRekeyed += 1;
      if (!shared) result.clientCountsLowered += 1;
    }
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return result;
}
