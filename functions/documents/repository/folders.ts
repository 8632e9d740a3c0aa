/**
 * Folder records of the case folders: a case's root folder (written with the case) and, in a store
 * that does not hold its own folders (S3), every sub-folder; sub-folders are read with a Query on
 * GSI1 (newest first). Uploads count on a folder's record (childCount, lastModifiedDateTime), in
 * either store.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { indexKeys, keys } from '../../../shared/core/table';
import type { StoredItem } from '../../../shared/documents/types';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import { NOT_FOUND } from '../../../shared/core/refusals';
import { config } from '../../core/config';
import { documentClient, withoutKeys } from '../../core/dynamodb';
import { queryNewestFirst } from '../../core/query-page';
import { allItems } from '../../core/query-all';
import type { GuardedWrite, TransactItem } from '../../core/transact';
import { writeWithUniqueNames } from './unique-names';

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

/** Every sub-folder of a folder (a case has few; paged through all of them). */
export function listSubFolders(folderId: string): Promise<FolderRecord[]> {
  return allItems((page) => queryNewestFirst<FolderRecord>('GSI1', indexKeys.folderFolders(folderId), page), 100);
}

/** Writes a folder record unless there is one (idempotent): a case's root that predates folder records, a OneDrive folder's first upload. */
export async function ensureFolderRecord(record: FolderRecord): Promise<void> {
  try {
    await documentClient().send(new PutCommand(folderPut(record).Put));
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
}

/** The write that counts `added` new children of a folder (404 when the folder is gone). */
export function folderTouch(folderId: string, now: string, added: number): GuardedWrite {
  const item: TransactItem = {
    Update: {
      TableName: config.tableName,
      Key: keys.folder(folderId),
      ConditionExpression: 'attribute_exists(PK)',
      UpdateExpression: 'SET lastModifiedDateTime = :now ADD childCount :added',
      ExpressionAttributeValues: { ':now': now, ':added': added },
    },
  };
  return { item, onConflict: NOT_FOUND.FOLDER };
}

/** Creates a sub-folder (a taken name gets a number) and touches its parent. */
export async function createFolderRecord(record: FolderRecord): Promise<FolderRecord> {
  const [name] = await writeWithUniqueNames(record.parentId ?? record.folderId, [record.name], [record.folderId], ([chosen]) => [
    { item: folderPut({ ...record, name: chosen ?? record.name }) },
    ...(record.parentId ? [folderTouch(record.parentId, record.createdDateTime, 1)] : []),
  ]);
  return { ...record, name: name ?? record.name };
}
