/**
 * Case folders, documents and upload batches in the one table. A folder's documents and its
 * sub-folders are read with Queries on GSI1 (newest first); a name is unique within a folder (a
 * guard item per name); recording documents moves every counter that counts them in the same
 * transaction: the case's docsNum, the org's total and this month's count, the client's count.
 */
import { GetCommand, PutCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE, indexKeys, keys } from '../../../shared/core/table';
import type { DocumentStatus, StoredItem } from '../../../shared/documents/types';
import { config } from '../../lib/config';
import { documentClient, withoutKeys } from '../../lib/dynamodb';
import { type Page, type PageRequest, queryNewestFirst } from '../../lib/repositories/query-page';
import type { GuardedWrite, TransactItem } from '../../lib/repositories/transact';
import { writeWithUniqueNames } from './unique-names';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import { NOT_FOUND, type Refusal } from '../../../shared/core/refusals';

export interface FolderRecord {
  folderId: string;
  caseId: string;
  orgId: string;
  /** Undefined for a case's root folder. */
  parentId?: string;
  name: string;
  createdDateTime: string;
  lastModifiedDateTime: string;
  createdBy: string;
  childCount: number;
}

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

export interface BatchFile {
  index: number;
  fileName: string;
  documentId: string;
  /** Where the browser uploads the bytes (shared/upload-staging.ts). */
  stagingKey: string;
  size: number;
  mimeType: string;
}

export interface UploadBatchRecord {
  batchId: string;
  caseId: string;
  folderId: string;
  callerId: string;
  files: BatchFile[];
  expiresAt: string;
  completed?: boolean;
}

/** What the counters of one recorded batch are attached to. */
export interface CountedIn {
  orgId: string;
  caseId: string;
  clientId: string;
  /** `YYYY-MM` of the recording (UTC). */
  month: string;
}

export const monthCounter = (month: string) => `documentsUploaded_${month.replace('-', '_')}`;

export function folderItem(record: FolderRecord): StoredItem {
  return {
    id: record.folderId,
    name: record.name,
    size: 0,
    createdDateTime: record.createdDateTime,
    lastModifiedDateTime: record.lastModifiedDateTime,
    createdBy: { user: { displayName: record.createdBy } },
    webUrl: '',
    type: 'folder',
    folder: { childCount: record.childCount },
    ...(record.parentId ? { parentId: record.parentId } : {}),
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

const folderPut = (record: FolderRecord) => ({
  Put: {
    TableName: config.tableName,
    Item: {
      ...keys.folder(record.folderId),
      ...(record.parentId ? { GSI1PK: indexKeys.folderFolders(record.parentId), GSI1SK: indexKeys.byDate(record.createdDateTime, record.folderId) } : {}),
      entity: 'Folder',
      ...record,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/** The root folder record of a new case: written in the case's own transaction. */
export function rootFolderWrite(record: FolderRecord): GuardedWrite {
  return { item: folderPut(record), onConflict: DOCUMENTS.FOLDER_EXISTS };
}

export async function getFolder(folderId: string): Promise<FolderRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: keys.folder(folderId) }));
  return Item ? withoutKeys<FolderRecord>(Item) : undefined;
}

export async function getDocument(documentId: string): Promise<DocumentRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: config.tableName, Key: keys.document(documentId) }));
  return Item ? withoutKeys<DocumentRecord>(Item) : undefined;
}

export function listFolderDocuments(folderId: string, page: PageRequest): Promise<Page<DocumentRecord>> {
  return queryNewestFirst<DocumentRecord>('GSI1', indexKeys.folderDocuments(folderId), page);
}

/** Every sub-folder of a folder (a case has few; paged through all of them). */
export async function listSubFolders(folderId: string): Promise<FolderRecord[]> {
  const folders: FolderRecord[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await queryNewestFirst<FolderRecord>('GSI1', indexKeys.folderFolders(folderId), { limit: 100, exclusiveStartKey });
    folders.push(...page.items);
    exclusiveStartKey = page.lastEvaluatedKey;
  } while (exclusiveStartKey);
  return folders;
}

const FOLDER_GONE = NOT_FOUND.FOLDER;

/** Writes a case's root folder record when the case predates folder records (idempotent). */
export async function ensureFolderRecord(record: FolderRecord): Promise<void> {
  try {
    await documentClient().send(new PutCommand(folderPut(record).Put));
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
}

const parentTouch = (folderId: string, now: string, added: number): TransactItem => ({
  Update: {
    TableName: config.tableName,
    Key: keys.folder(folderId),
    ConditionExpression: 'attribute_exists(PK)',
    UpdateExpression: 'SET lastModifiedDateTime = :now ADD childCount :added',
    ExpressionAttributeValues: { ':now': now, ':added': added },
  },
});

/** Creates a sub-folder (a taken name gets a number) and touches its parent. */
export async function createFolderRecord(record: FolderRecord): Promise<FolderRecord> {
  const [name] = await writeWithUniqueNames(record.parentId ?? record.folderId, [record.name], [record.folderId], ([chosen]) => [
    { item: folderPut({ ...record, name: chosen ?? record.name }) },
    ...(record.parentId ? [{ item: parentTouch(record.parentId, record.createdDateTime, 1), onConflict: FOLDER_GONE }] : []),
  ]);
  return { ...record, name: name ?? record.name };
}

/** The upload batch was completed (or is being completed) by another request. */
export const BATCH_CLAIMED = DOCUMENTS.BATCH_CLAIMED;

/** Marks an upload batch completed, if it exists and nobody completed it yet. */
function batchClaim(batchId: string): GuardedWrite {
  return {
    item: {
      Update: {
        TableName: config.tableName,
        Key: keys.uploadBatch(batchId),
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(completed)',
        UpdateExpression: 'SET completed = :claimed',
        ExpressionAttributeValues: { ':claimed': true },
      },
    },
    onConflict: BATCH_CLAIMED,
  };
}

/**
 * Records documents of one folder, each under a unique name, and moves every counter in the same
 * transaction. With `fromBatch`, the same transaction completes that upload batch: a second
 * completion fails with BATCH_CLAIMED and records nothing. Answers the records as written (with
 * their final names).
 */
export async function recordDocuments(documents: DocumentRecord[], counted: CountedIn, fromBatch?: string): Promise<DocumentRecord[]> {
  if (documents.length === 0) return [];
  const folderId = documents[0]?.folderId ?? '';
  const count = documents.length;
  const chosen = await writeWithUniqueNames(
    folderId,
    documents.map((document) => document.name),
    documents.map((document) => document.documentId),
    (names) => [
      ...(fromBatch ? [batchClaim(fromBatch)] : []),
      ...documents.map((document, i) => ({
        item: {
          Put: {
            TableName: config.tableName,
            Item: {
              ...keys.document(document.documentId),
              GSI1PK: indexKeys.folderDocuments(folderId),
              GSI1SK: indexKeys.byDate(document.createdDateTime, document.documentId),
              entity: 'Document',
              ...document,
              name: names[i] ?? document.name,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        onConflict: DOCUMENTS.DOCUMENT_EXISTS,
      })),
      { item: parentTouch(folderId, documents[0]?.createdDateTime ?? new Date().toISOString(), count), onConflict: FOLDER_GONE },
      addTo(keys.case(counted.caseId), ['docsNum'], count, NOT_FOUND.CASE),
      addTo(keys.org(counted.orgId), ['documentsUploadedCount', monthCounter(counted.month)], count, NOT_FOUND.ORG),
      addTo(keys.user(counted.clientId), ['documentsCount'], count, NOT_FOUND.CLIENT),
    ],
  );
  return documents.map((document, i) => ({ ...document, name: chosen[i] ?? document.name }));
}

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

const BATCH_KEEP_SECONDS = 24 * 60 * 60;

export async function putUploadBatch(batch: UploadBatchRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: config.tableName,
      Item: {
        ...keys.uploadBatch(batch.batchId),
        entity: 'UploadBatch',
        ...batch,
        [TTL_ATTRIBUTE]: Math.floor(Date.parse(batch.expiresAt) / 1000) + BATCH_KEEP_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getUploadBatch(batchId: string): Promise<UploadBatchRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.uploadBatch(batchId), ConsistentRead: true }),
  );
  return Item ? withoutKeys<UploadBatchRecord>(Item) : undefined;
}

/** Marks a batch completed, once: false when another completion got there first. */
export async function claimUploadBatch(batchId: string): Promise<boolean> {
  try {
    await documentClient().send(new UpdateCommand(batchClaim(batchId).item.Update as UpdateCommandInput));
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
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
