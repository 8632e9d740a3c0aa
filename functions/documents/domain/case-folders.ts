/** The root folder of a new case, as the cases feature opens one (its `CaseFolders` port). */
import type { CaseFolders } from '../../cases';
import { rootFolderWrite } from '../repository/folders';
import { documentStore } from '../store';
import { CASE_FOLDERS_ROOT } from '../store/document-store';

export const caseFolders: CaseFolders = {
  create: (name, createdBy) => documentStore().createFolder(CASE_FOLDERS_ROOT, name, createdBy),
  rootFolderWrite: (folder, owner, now) =>
    rootFolderWrite({
      folderId: folder.id,
      caseId: owner.caseId,
      orgId: owner.orgId,
      name: folder.name,
      createdDateTime: now,
      lastModifiedDateTime: now,
      createdBy: owner.createdBy,
      childCount: 0,
    }),
  remove: (folderId) => documentStore().deleteFolder(folderId),
};
