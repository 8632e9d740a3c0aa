import type { Case } from '../../../shared/cases/types';
import { keys } from '../../../shared/core/table';
import type { TableItem } from './table';

/** The record of a case's root folder, as the table holds it. */
export function rootFolderItem(caseRecord: Case): TableItem {
  return {
    ...keys.folder(caseRecord.caseFolderId),
    entity: 'Folder',
    folderId: caseRecord.caseFolderId,
    caseId: caseRecord.caseId,
    orgId: caseRecord.orgId,
    name: caseRecord.caseFolderName,
    createdDateTime: caseRecord.openDate,
    lastModifiedDateTime: caseRecord.openDate,
    createdBy: caseRecord.attorneyName,
    childCount: 0,
  };
}

/** What a document store answers for a folder it has just created. */
export function freshFolder(name: string, createdBy: string) {
  return {
    id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    name,
    size: 0,
    createdDateTime: expect.any(String),
    lastModifiedDateTime: expect.any(String),
    createdBy: { user: { displayName: createdBy } },
    webUrl: '',
    type: 'folder',
    folder: { childCount: 0 },
  };
}
