/**
 * Where uploads land before they are checked: the folder `.portal-uploads` under the root folder of
 * the case folders, one file per storage key. A checked and recorded upload is then moved into its
 * case folder under its name (the store's `place`); a refused one is deleted where it is. The folder
 * is found by path and created when missing; its id is kept per drive and root folder.
 */
import type { DriveItem } from './drive-items';
import { type GraphClient, isGraphStatus } from './graph-client';
import type { OneDriveSettings } from './onedrive-settings';

export const STAGING_FOLDER_NAME = '.portal-uploads';

/** Keys are made by the server (`cases/{caseId}/documents/{documentId}`): one flat name each. */
const STAGING_NAME = /^[A-Za-z0-9._-]{1,200}$/;

/** The staging file of a storage key: `cases/c1/documents/d1` → `cases_c1_documents_d1`. */
export function stagingFileName(key: string): string {
  const name = key.replace(/\//g, '_');
  if (!STAGING_NAME.test(name)) throw new Error('A storage key must be made of ids and slashes');
  return name;
}

export interface StagingFolder {
  /** The staging folder's id in this drive, created when missing. */
  id(settings: OneDriveSettings): Promise<string>;
  /** Forgets the kept id (the folder was deleted behind the portal's back). */
  forget(): void;
}

export function createStagingFolder(client: GraphClient): StagingFolder {
  let kept: { where: string; id: Promise<string> } | undefined;

  async function findOrCreate({ driveId, rootFolderId }: OneDriveSettings): Promise<string> {
    const byPath = `/drives/${driveId}/items/${rootFolderId}:/${encodeURIComponent(STAGING_FOLDER_NAME)}`;
    const find = () => client.request<DriveItem>('GET', byPath, { query: { $select: 'id' } });
    try {
      return (await find()).id;
    } catch (error) {
      if (!isGraphStatus(error, 404)) throw error;
    }
    try {
      const created = await client.request<DriveItem>('POST', `/drives/${driveId}/items/${rootFolderId}/children`, {
        body: { name: STAGING_FOLDER_NAME, folder: {}, '@microsoft.graph.conflictBehavior': 'fail' },
      });
      return created.id;
    } catch (error) {
      // Another function created it in the meantime.
      if (isGraphStatus(error, 409)) return (await find()).id;
      throw error;
    }
  }

  return {
    id(settings) {
      const where = `${settings.driveId}/${settings.rootFolderId}`;
      if (kept?.where !== where) {
        const entry = { where, id: findOrCreate(settings) };
        // A failed look-up is not kept: the next call tries again.
        entry.id.catch(() => {
          if (kept === entry) kept = undefined;
        });
        kept = entry;
      }
      return kept.id;
    },
    forget() {
      kept = undefined;
    },
  };
}
