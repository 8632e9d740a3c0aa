/**
 * Who may reach which case folder: an admin, every folder of a case of their org; a client, the root
 * folder of their own cases only. Anything else answers 404, as if it did not exist.
 */
import type { Case } from '../../../shared/cases/types';
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { Caller } from '../../core/caller';
import { getCaseOfClient, getCaseOfOrg } from '../../cases';
import { refusal } from '../../core/errors';
import { type FolderRecord, ensureFolderRecord, getFolder } from '../repository/folders';
import { documentStore } from '../store';

/** A case the caller may work on: an admin's org's, or the client's own. */
export function caseForCaller(caller: Caller, caseId: string): Promise<Case> {
  return caller.userType === 'admin' ? getCaseOfOrg(caller, caseId) : getCaseOfClient(caller.userId, caseId);
}

const rootRecord = (caseRecord: Case): FolderRecord => ({
  folderId: caseRecord.caseFolderId,
  caseId: caseRecord.caseId,
  orgId: caseRecord.orgId,
  name: caseRecord.caseFolderName || caseRecord.caseName,
  createdDateTime: caseRecord.openDate,
  lastModifiedDateTime: caseRecord.openDate,
  createdBy: caseRecord.attorneyName,
  childCount: 0,
});

/** Checks a folder for this case: the case's root (its record, in any store), or — for admins — a folder the store's catalogue finds in the case. */
async function checkFolderOfCase(caller: Caller, caseRecord: Case, folderId: string, recorded: FolderRecord | undefined): Promise<FolderRecord> {
  if (folderId === caseRecord.caseFolderId) {
    if (recorded) return recorded;
    // Cases older than folder records get their root's record on first use.
    const record = rootRecord(caseRecord);
    await ensureFolderRecord(record);
    return record;
  }
  if (caller.userType !== 'admin') throw refusal(NOT_FOUND.FOLDER);
  const folder = await documentStore().catalogue.folderOfCase(caseRecord, folderId, recorded);
  if (!folder) throw refusal(NOT_FOUND.FOLDER);
  return folder;
}

/** A folder of this case the caller may use (see checkFolderOfCase). */
export async function folderOfCase(caller: Caller, caseRecord: Case, folderId: string): Promise<FolderRecord> {
  return checkFolderOfCase(caller, caseRecord, folderId, await getFolder(folderId));
}

/**
 * A case the caller may work on and a folder of it they may use: the case's root folder, or — for
 * admins — a folder of the case. The case and the folder's record are read at once.
 */
export async function caseAndFolder(caller: Caller, caseId: string, folderId: string): Promise<{ caseRecord: Case; folder: FolderRecord }> {
  const [caseRecord, recorded] = await Promise.all([caseForCaller(caller, caseId), getFolder(folderId)]);
  return { caseRecord, folder: await checkFolderOfCase(caller, caseRecord, folderId, recorded) };
}
