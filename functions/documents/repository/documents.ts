/**
 * Document records: a folder's documents are read with a Query on GSI1 (newest first); recording a
 * batch writes its documents, each under a name unique in its folder (unique-names.ts), claims its
 * upload batch (upload-batches.ts) and moves every counter (counters.ts, folders.ts) in one
 * transaction.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys, keys } from '../../../shared/core/table';
import type { DocumentStatus, StoredItem } from '../../../shared/documents/types';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import { config } from '../../core/config';
import { documentClient, withoutKeys } from '../../core/dynamodb';
import { type Page, type PageRequest, queryNewestFirst } from '../../core/query-page';
import type { GuardedWrite } from '../../core/transact';
import { type CountedIn, documentCounterWrites } from './counters';
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

export async function getDocument(documentId: string): Promise<DocumentRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: keys.document(documentId) }));
  return Item ? withoutKeys<DocumentRecord>(Item) : undefined;
}

export function listFolderDocuments(folderId: string, page: PageRequest): Promise<Page<DocumentRecord>> {
  return queryNewestFirst<DocumentRecord>('GSI1', indexKeys.folderDocuments(folderId), page);
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

/**
 * Records documents of one folder, each under a unique name, and moves every counter in the same
 * transaction. With `fromBatch`, the same transaction completes that upload batch: a second
 * completion fails with BATCH_CLAIMED and records nothing. `namesAhead`: the read of the folder's
 * taken names, when it was started ahead. Answers the records as written (with their final names).
 */
export async function recordDocuments(
  documents: DocumentRecord[],
  counted: CountedIn,
  fromBatch?: string,
  namesAhead?: NamesReadAhead,
): Promise<DocumentRecord[]> {
  const first = documents[0];
  if (!first) return [];
  const count = documents.length;
  const chosen = await writeWithUniqueNames(
    first.folderId,
    documents.map((document) => document.name),
    documents.map((document) => document.documentId),
    (names) => [
      ...(fromBatch ? [batchClaim(fromBatch)] : []),
      ...documents.map((document, i) => documentPut(document, first.folderId, names[i] ?? document.name)),
      folderTouch(first.folderId, first.createdDateTime, count),
      ...documentCounterWrites(counted, count),
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
