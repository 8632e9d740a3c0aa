/**
 * Who may reach which case folder: an admin, every folder of a case of their org; a client, the root
 * folder of their own cases only. Anything else answers 404, as if it did not exist. Who may reach the
 * case itself, the cases feature decides (caseForCaller, checkCaseForCaller).
 */
import type { Case } from '../../../shared/cases/types';
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { Caller } from '../../core/caller';
import { checkCaseForCaller, getCaseById } from '../../cases';
import { refusal } from '../../core/errors';
import { type FolderRecord, ensureFolderRecord, getFolder } from '../repository/folders';
import { documentStore } from '../store';

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

/** A case's and a folder's records as stored, read before anything is decided from them (e.g. while the caller is read: define-route's readAhead). */
export interface CaseAndFolderRecords {
  caseRecord: Case | undefined;
  folder: FolderRecord | undefined;
}

/** Reads the case and the folder's record at once; nothing is checked yet (caseAndFolder does). */
export async function readCaseAndFolder(caseId: string, folderId: string): Promise<CaseAndFolderRecords> {
  const [caseRecord, folder] = await Promise.all([getCaseById(caseId), getFolder(folderId)]);
  return { caseRecord, folder };
}

/**
 * A case the caller may work on and a folder of it they may use: the case's root folder, or — for
 * admins — a folder of the case. The case and the folder's record are read at once, or were read
 * ahead (`read`: readCaseAndFolder of this very case and folder).
 */
export async function caseAndFolder(
  caller: Caller,
  caseId: string,
  folderId: string,
  read?: CaseAndFolderRecords,
): Promise<{ caseRecord: Case; folder: FolderRecord }> {
  const records = read ?? (await readCaseAndFolder(caseId, folderId));
  const caseRecord = checkCaseForCaller(caller, records.caseRecord);
  return { caseRecord, folder: await checkFolderOfCase(caller, caseRecord, folderId, records.folder) };
}
