/** A case folder's listing and its sub-folders, whichever store holds them. */
import type { FolderListQuery, CreateFolderBody } from '../../../shared/documents/schemas';
import { noteCaseActivity } from '../../core/activity';
import { refuseOthersPath } from '../../cases';
import type { StoredItem } from '../../../shared/documents/types';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { listPage } from '../../core/pagination';
import { documentItem, listCaseDocumentRecords } from '../repository/documents';
import { documentStore } from '../store';
import { cleanFileName } from '../store/file-names';
import { type CaseAndFolderRecords, caseAndFolder } from './case-access';

/**
 * A folder's items, newest first: for staff its documents (paged with the usual cursors) and, with
 * getMode=all, its sub-folders first; for the case's client (root folder only) the documents of the
 * case they see. The path's clientId must be the case's client.
 * `read`: the case and folder records read ahead (readCaseAndFolder of this path), checked here.
 */
export async function listFolder(
  caller: Caller,
  path: { clientId: string; caseId: string; folderId: string },
  query: FolderListQuery,
  read?: CaseAndFolderRecords,
): Promise<{ files: StoredItem[]; nextCursor?: string }> {
  if (caller.userType !== 'admin' && path.clientId !== caller.userId) await refuseOthersPath(caller, path.caseId);
  const { caseRecord, folder } = await caseAndFolder(caller, path.caseId, path.folderId, read);
  if (caseRecord.clientId !== path.clientId) throw refusal(NOT_FOUND.CASE);
  const page =
    caller.userType === 'admin'
      ? await listPage(caller, `folder:${folder.folderId}`, query, (request) =>
          documentStore().catalogue.listFolder(folder.folderId, request, query.getMode === 'all'),
        )
      : // A client (in their case's root folder, the only one they reach) is listed what they see of the
        // case: their uploads and what the firm shared with them, in any folder — as their Documents
        // count counts. A file dropped into OneDrive by hand has no record: staff's only.
        await listPage(caller, `client-documents:${caseRecord.caseId}`, query, async (request) => {
          const records = await listCaseDocumentRecords(caseRecord.caseId, 'client', request);
          return { items: records.items.map(documentItem), lastEvaluatedKey: records.lastEvaluatedKey };
        });
  noteCaseActivity(caseRecord, 'folder.viewed', { details: { folderId: folder.folderId, folderName: folder.name } });
  return page.nextCursor ? { files: page.Items, nextCursor: page.nextCursor } : { files: page.Items };
}

/** Creates a sub-folder of a folder of a case of the admin's org (a taken name gets a number). */
export async function createSubFolder(caller: Caller, caseId: string, parentFolderId: string, body: CreateFolderBody): Promise<StoredItem> {
  if (body.parentFolderId && body.parentFolderId !== parentFolderId) {
    throw refusal(DOCUMENTS.PARENT_NOT_PATH);
  }
  const { caseRecord, folder: parent } = await caseAndFolder(caller, caseId, parentFolderId);
  const created = await documentStore().catalogue.createSubFolder(caseRecord, parent, cleanFileName(body.folderName), caller.name);
  noteCaseActivity(caseRecord, 'folder.created', { details: { folderId: created.id, folderName: created.name } });
  return created;
}
