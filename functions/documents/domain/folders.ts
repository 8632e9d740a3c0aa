/** A case folder's listing and its sub-folders, whichever store holds them. */
import type { FolderListQuery, CreateFolderBody } from '../../../shared/documents/schemas';
import type { StoredItem } from '../../../shared/documents/types';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { listPage } from '../../core/pagination';
import { documentStore } from '../store';
import { cleanFileName } from '../store/file-names';
import { type CaseAndFolderRecords, caseAndFolder } from './case-access';

/**
 * A folder's items, newest first: its documents (paged with the usual cursors) and, with
 * getMode=all (admins), its sub-folders first. The path's clientId must be the case's client.
 * `read`: the case and folder records read ahead (readCaseAndFolder of this path), checked here.
 */
export async function listFolder(
  caller: Caller,
  path: { clientId: string; caseId: string; folderId: string },
  query: FolderListQuery,
  read?: CaseAndFolderRecords,
): Promise<{ files: StoredItem[]; nextCursor?: string }> {
  if (caller.userType !== 'admin' && path.clientId !== caller.userId) throw refusal(NOT_FOUND.CASE);
  const { caseRecord, folder } = await caseAndFolder(caller, path.caseId, path.folderId, read);
  if (caseRecord.clientId !== path.clientId) throw refusal(NOT_FOUND.CASE);
  const withFolders = query.getMode === 'all' && caller.userType === 'admin';
  const { catalogue } = documentStore();
  const page = await listPage(caller, `folder:${folder.folderId}`, query, (request) => catalogue.listFolder(folder.folderId, request, withFolders));
  return page.nextCursor ? { files: page.Items, nextCursor: page.nextCursor } : { files: page.Items };
}

/** Creates a sub-folder of a folder of a case of the admin's org (a taken name gets a number). */
export async function createSubFolder(caller: Caller, caseId: string, parentFolderId: string, body: CreateFolderBody): Promise<StoredItem> {
  if (body.parentFolderId && body.parentFolderId !== parentFolderId) {
    throw refusal(DOCUMENTS.PARENT_NOT_PATH);
  }
  const { caseRecord, folder: parent } = await caseAndFolder(caller, caseId, parentFolderId);
  return documentStore().catalogue.createSubFolder(caseRecord, parent, cleanFileName(body.folderName), caller.name);
}
