/**
 * Destroying a case's documents (the retention job): what the store holds of the case (S3:
 * every object under cases/{caseId}/ and the folder markers; OneDrive: the case folder and all in it),
 * then every table record of them: document records, folder records (the root and every sub-folder),
 * the name guards and name counters of their folders. The store goes first: a run cut short after it
 * leaves records that the next run finds and removes (the case item, which names the root folder,
 * is removed last, by the cases feature).
 */
import { indexKeys, keys } from '../../../shared/core/table';
import type { Case } from '../../../shared/cases/types';
import { type ItemKey, deleteItems } from '../../core/batch-delete';
import { allItems, countAll } from '../../core/query-all';
import { queryNewestFirst } from '../../core/query-page';
import type { DocumentRecord } from '../repository/documents';
import { type FolderRecord, getFolder, listSubFolders } from '../repository/folders';
import { unnumberedName } from '../repository/unique-names';
import { documentStore } from '../store';

export interface DestroyedDocuments {
  /** Document records removed. */
  documents: number;
  /** Folder records removed (the case's root folder and its sub-folders). */
  folders: number;
  /** Objects the store deleted (S3: documents' bytes; OneDrive: the case folder, 1). */
  storedObjects: number;
}

/** Every folder of the case: its root's record (when there is one) and every sub-folder, level by level. */
async function caseFolders(rootFolderId: string): Promise<{ root?: FolderRecord; below: FolderRecord[] }> {
  const root = await getFolder(rootFolderId);
  const below: FolderRecord[] = [];
  let level = [rootFolderId];
  while (level.length > 0) {
    const children = (await Promise.all(level.map((folderId) => listSubFolders(folderId)))).flat();
    below.push(...children);
    level = children.map((folder) => folder.folderId);
  }
  return { ...(root ? { root } : {}), below };
}

/** Every document record of the case (GSI2, every page). */
function caseDocuments(caseId: string): Promise<DocumentRecord[]> {
  return allItems((page) => queryNewestFirst<DocumentRecord>('GSI2', indexKeys.caseDocuments(caseId), page), 100);
}

/** The guard of a name in its folder, and the counters of the name and of what it was numbered from. */
function nameKeys(folderId: string, name: string): ItemKey[] {
  return [keys.itemName(folderId, name), keys.nameCounter(folderId, name), keys.nameCounter(folderId, unnumberedName(name))];
}

export async function destroyCaseDocuments(caseRecord: Pick<Case, 'caseId' | 'caseFolderId'>): Promise<DestroyedDocuments> {
  const [folders, documents] = await Promise.all([caseFolders(caseRecord.caseFolderId), caseDocuments(caseRecord.caseId)]);
  const folderIds = [caseRecord.caseFolderId, ...folders.below.map((folder) => folder.folderId)];
  const storedObjects = await documentStore().destroyCaseContents(caseRecord, folderIds);
  await deleteItems([
    ...documents.flatMap((document) => [keys.document(document.documentId), ...nameKeys(document.folderId, document.name)]),
    ...folders.below.flatMap((folder) => [keys.folder(folder.folderId), ...(folder.parentId ? nameKeys(folder.parentId, folder.name) : [])]),
    // The root folder last: a run cut short finds the case's folders again from it.
    ...(folders.root ? [keys.folder(caseRecord.caseFolderId)] : []),
  ]);
  return { documents: documents.length, folders: folders.below.length + (folders.root ? 1 : 0), storedObjects };
}

/** How many of the case's documents its client sees (GSI3): what their `documentsCount` counts of this case. */
export function countClientDocuments(caseId: string): Promise<number> {
  return countAll({ IndexName: 'GSI3', KeyConditionExpression: 'GSI3PK = :pk', ExpressionAttributeValues: { ':pk': indexKeys.clientDocuments(caseId) } });
}
