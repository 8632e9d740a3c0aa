/**
 * Document records: a folder's documents are read with a Query on GSI1, a case's with a Query on GSI2
 * and what its client sees with a Query on the sparse GSI3 (all newest first); recording a batch
 * writes its documents, each under a name unique in its folder (unique-names.ts), claims its upload
 * batch (upload-batches.ts) and moves every counter (counters.ts, folders.ts) in one transaction.
 * Sharing a document with the case's client (or no longer) moves it into (or out of) GSI3 and the
 * client's `documentsCount` in one transaction too.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys, keys } from '../../../shared/core/table';
import type { DocumentStatus, StoredItem, UploaderRole } from '../../../shared/documents/types';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import { config } from '../../core/config';
import { documentClient, withoutKeys } from '../../core/dynamodb';
import { type Page, type PageRequest, queryNewestFirst } from '../../core/query-page';
import { type GuardedWrite, transactWrite } from '../../core/transact';
import { type CountedIn, clientDocumentsWrite, documentCounterWrites } from './counters';
import { folderTouch } from './folders';
import { type NamesReadAhead, writeWithUniqueNames } from './unique-names';
import { batchClaim } from './upload-batches';

export interface DocumentRecord {
  documentId: string;
  caseId: string;
  orgId: string;
  folderId: string;
  name: string;
  size: number;
  mimeType: string;
  /** Where the bytes are in the document store. */
  storageKey: string;
  createdDateTime: string;
  createdBy: string;
  uploadedById: string;
  /** Absent on documents recorded before scanning existed: they count as available. */
  status?: DocumentStatus;
  /** Whether staff or the case's client uploaded it (absent on records older than sharing: see document-visibility.ts). */
  uploadedByRole?: UploaderRole;
  /** Whether the case's client sees it (absent on records older than sharing: their own uploads only). */
  sharedWithClient?: boolean;
}

/** Who lists a case's documents: staff (every document, GSI2) or the case's client (what they see, GSI3). */
export type DocumentAudience = 'staff' | 'client';

/**
 * The index keys of a document record: GSI2 (every document of its case) always, GSI3 (what the
 * case's client sees) only when `seenByClient`.
 */
export function documentIndexKeys(document: Pick<DocumentRecord, 'caseId' | 'createdDateTime' | 'documentId'>, seenByClient: boolean): Record<string, string> {
  const sortKey = indexKeys.byDate(document.createdDateTime, document.documentId);
  return {
    GSI2PK: indexKeys.caseDocuments(document.caseId),
    GSI2SK: sortKey,
    ...(seenByClient ? { GSI3PK: indexKeys.clientDocuments(document.caseId), GSI3SK: sortKey } : {}),
  };
}

export function documentItem(record: DocumentRecord): StoredItem {
  return {
    id: record.documentId,
    name: record.name,
    size: record.size,
    createdDateTime: record.createdDateTime,
    lastModifiedDateTime: record.createdDateTime,
    createdBy: { user: { displayName: record.createdBy } },
    webUrl: '',
    type: 'file',
    file: { mimeType: record.mimeType },
    status: record.status ?? 'available',
  };
}

export async function getDocument(documentId: string, options: { consistent?: boolean } = {}): Promise<DocumentRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.document(documentId), ...(options.consistent ? { ConsistentRead: true } : {}) }),
  );
  return Item ? withoutKeys<DocumentRecord>(Item) : undefined;
}

export function listFolderDocuments(folderId: string, page: PageRequest): Promise<Page<DocumentRecord>> {
  return queryNewestFirst<DocumentRecord>('GSI1', indexKeys.folderDocuments(folderId), page);
}

/** A page of a case's documents, newest first, in every folder: all of them (staff) or what its client sees. */
export function listCaseDocumentRecords(caseId: string, audience: DocumentAudience, page: PageRequest): Promise<Page<DocumentRecord>> {
  return audience === 'staff'
    ? queryNewestFirst<DocumentRecord>('GSI2', indexKeys.caseDocuments(caseId), page)
    : queryNewestFirst<DocumentRecord>('GSI3', indexKeys.clientDocuments(caseId), page);
}

/** A document record under the name chosen for it, listed in `folderId` (the batch's folder). */
function documentPut(document: DocumentRecord, folderId: string, name: string): GuardedWrite {
  return {
    item: {
      Put: {
        TableName: config.tableName,
        Item: {
          ...keys.document(document.documentId),
          GSI1PK: indexKeys.folderDocuments(folderId),
          GSI1SK: indexKeys.byDate(document.createdDateTime, document.documentId),
          ...documentIndexKeys(document, document.sharedWithClient === true),
          entity: 'Document',
          ...document,
          name,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    onConflict: DOCUMENTS.DOCUMENT_EXISTS,
  };
}

/** Writes of another feature that must be made with the documents or not at all (a document request's link). */
export interface LinkedWrites {
  writes: GuardedWrite[];
  /** Counters of the case they move, added to the case's own update (a transaction writes an item once). */
  caseCounters: Partial<Record<string, number>>;
}

/**
 * Records documents of one folder, each under a unique name, and moves every counter in the same
 * transaction. With `fromBatch`, the same transaction completes that upload batch: a second
 * completion fails with BATCH_CLAIMED and records nothing. `namesAhead`: the read of the folder's
 * taken names, when it was started ahead. `linked`: writes the same transaction makes, so that the
 * documents are recorded with them or not at all. Answers the records as written (with their final names).
 */
export async function recordDocuments(
  documents: DocumentRecord[],
  counted: CountedIn,
  fromBatch?: string,
  namesAhead?: NamesReadAhead,
  linked?: LinkedWrites,
): Promise<DocumentRecord[]> {
  const first = documents[0];
  if (!first) return [];
  const count = documents.length;
  const seenByClient = documents.filter((document) => document.sharedWithClient === true).length;
  const chosen = await writeWithUniqueNames(
    first.folderId,
    documents.map((document) => document.name),
    documents.map((document) => document.documentId),
    (names) => [
      ...(fromBatch ? [batchClaim(fromBatch, documents.map((document) => document.documentId))] : []),
      ...documents.map((document, i) => documentPut(document, first.folderId, names[i] ?? document.name)),
      folderTouch(first.folderId, first.createdDateTime, count),
      ...documentCounterWrites(counted, count, seenByClient, linked?.caseCounters),
      ...(linked?.writes ?? []),
    ],
    namesAhead,
  );
  return documents.map((document, i) => ({ ...document, name: chosen[i] ?? document.name }));
}

/**
 * Records the malware scan's verdict on a document. Only a document still `scanning` changes: a late
 * or repeated event never turns a blocked document available. False when there is no such document.
 */
export async function setDocumentStatus(documentId: string, status: Exclude<DocumentStatus, 'scanning'>): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.document(documentId),
        ConditionExpression: 'attribute_exists(PK) AND #status = :scanning',
        UpdateExpression: 'SET #status = :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':scanning': 'scanning', ':status': status },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * A document's sharing changed since it was read: the transaction is refused and the domain reads
 * again (a caller only ever sees COMMON.BUSY, when that keeps happening).
 */
export const SHARING_CHANGED = DOCUMENTS.SHARING_CHANGED;

/**
 * Shares a document with the case's client, or stops: in one transaction, the record (its flag, its
 * role, GSI2 and — while the client sees it — GSI3 keys), conditional on the flag `current` that was
 * read, and the client's `documentsCount` (±1). A record older than sharing (no flag) reads as not
 * shared here: only staff's documents are ever shared or unshared.
 */
export async function setDocumentSharing(document: DocumentRecord, role: UploaderRole, clientId: string, current: boolean, next: boolean): Promise<void> {
  const indexed = documentIndexKeys(document, next);
  const names = Object.keys(indexed);
  const sets = ['sharedWithClient = :next', 'uploadedByRole = :role', ...names.map((name) => `${name} = :${name}`)];
  await transactWrite([
    {
      item: {
        Update: {
          TableName: config.tableName,
          Key: keys.document(document.documentId),
          ConditionExpression: current ? 'attribute_exists(PK) AND sharedWithClient = :current' : 'attribute_exists(PK) AND (attribute_not_exists(sharedWithClient) OR sharedWithClient = :current)',
          UpdateExpression: `SET ${sets.join(', ')}${next ? '' : ' REMOVE #clientPK, #clientSK'}`,
          ...(next ? {} : { ExpressionAttributeNames: { '#clientPK': 'GSI3PK', '#clientSK': 'GSI3SK' } }),
          ExpressionAttributeValues: { ':current': current, ':next': next, ':role': role, ...Object.fromEntries(names.map((name) => [`:${name}`, indexed[name]])) },
        },
      },
      onConflict: SHARING_CHANGED,
    },
    clientDocumentsWrite(clientId, next ? 1 : -1),
  ]);
}
