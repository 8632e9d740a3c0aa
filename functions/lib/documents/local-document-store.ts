/** Document storage on the local disk (the embedded stack): one JSON record per folder under a root directory. */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DocumentStore, newFolderItem } from './document-store';

export function createLocalDocumentStore(rootDir: string): DocumentStore {
  const folderFile = (folderId: string) => path.join(rootDir, 'folders', `${folderId}.json`);
  return {
    async createFolder(parentId, name, createdBy) {
      const folder = { ...newFolderItem(name, createdBy), parentId: parentId ?? null };
      await mkdir(path.dirname(folderFile(folder.id)), { recursive: true });
      await writeFile(folderFile(folder.id), JSON.stringify(folder, null, 2), { flag: 'wx' });
      const { parentId: _parent, ...item } = folder;
      return item;
    },
    async deleteFolder(folderId) {
      await rm(folderFile(folderId), { force: true });
    },
  };
}
