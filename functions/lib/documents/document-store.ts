/**
 * Where case documents live. Handlers see only this interface; the adapter is chosen by
 * configuration (`DOCUMENT_STORE`): `local` files for the embedded stack, `s3` in AWS.
 */
import { randomUUID } from 'node:crypto';
import type { StoredItem } from '../../../shared/types';

export interface DocumentStore {
  /** Creates a folder under `parentId` (the root when undefined) and returns it. */
  createFolder(parentId: string | undefined, name: string, createdBy: string): Promise<StoredItem>;
  /** Removes a folder created moments ago (compensation when a later step failed). */
  deleteFolder(folderId: string): Promise<void>;
}

/** A new, empty folder as the stores describe it. */
export function newFolderItem(name: string, createdBy: string, now = new Date().toISOString()): StoredItem {
  return {
    id: randomUUID(),
    name,
    size: 0,
    createdDateTime: now,
    lastModifiedDateTime: now,
    createdBy: { user: { displayName: createdBy } },
    webUrl: '',
    type: 'folder',
    folder: { childCount: 0 },
  };
}
