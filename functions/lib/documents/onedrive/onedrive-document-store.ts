/**
 * Document storage in the firm's OneDrive (a SharePoint document library) through Microsoft Graph,
 * with the app's own permissions. Case folders are folders under the root folder named in the
 * settings; OneDrive is the source of truth for what they hold (the `catalogue`), so a file the firm
 * drops into a case folder from OneDrive is a document of the case.
 *
 * Uploads land in a staging folder (see staging-folder.ts): the browser sends the bytes to a Graph
 * upload session in fragments, the portal checks what arrived (`inspect`), records it and only then
 * moves it into its case folder under its name (`place`). Settings and the token are resolved on each
 * call, so the store can be made at once and a filled-in secret is used without a deploy.
 */
import { CASES, NOT_FOUND } from '../../../../shared/refusals';
import { config } from '../../config';
import { refusal } from '../../errors';
import { CASE_FOLDERS_ROOT, type DocumentStore, type FolderCatalogue } from '../document-store';
import { type DriveItem, type DriveItemPage, storedItemOf } from './drive-items';
import { createGraphClient, isGraphStatus } from './graph-client';
import { isGraphId } from './graph-ids';
import { type OneDriveSettings, oneDriveSettings } from './onedrive-settings';
import { STAGING_FOLDER_NAME, createStagingFolder, stagingFileName } from './staging-folder';

export interface OneDriveStoreOptions {
  /** The current settings (default: ONEDRIVE_SECRET or the secret at ONEDRIVE_SECRET_ARN). */
  settings?: () => Promise<OneDriveSettings>;
  graphBaseUrl?: string;
  loginUrl?: string;
  fetch?: typeof fetch;
  sleep?: (milliseconds: number) => Promise<void>;
}

/** Upload-session fragments must be multiples of 320 KiB; 3.2 MB sends a 5 MB file in two PUTs. */
export const UPLOAD_CHUNK_SIZE = 10 * 327_680;
/** Children per listing page (Graph's maximum is 999; the portal pages by 200). */
export const LIST_PAGE_SIZE = 200;
/** `locate` climbs at most this many folders towards the root folder. */
export const MAX_FOLDER_DEPTH = 20;

const RENAME_ON_CONFLICT = { '@microsoft.graph.conflictBehavior': 'rename' } as const;
const isStagingFolderName = (name: string) => name.toLowerCase() === STAGING_FOLDER_NAME;

export function createOneDriveDocumentStore(options: OneDriveStoreOptions = {}): DocumentStore {
  const settings = options.settings ?? oneDriveSettings;
  const client = createGraphClient({
    graphBaseUrl: options.graphBaseUrl ?? config.graphBaseUrl,
    loginUrl: options.loginUrl ?? config.graphLoginUrl,
    credentials: settings,
    fetch: options.fetch,
    sleep: options.sleep,
  });
  const staging = createStagingFolder(client);

  /** The staged file of a key, addressed by path: `/drives/{d}/items/{staging}:/{name}`. */
  async function stagedPath(key: string): Promise<string> {
    const current = await settings();
    return `/drives/${current.driveId}/items/${await staging.id(current)}:/${stagingFileName(key)}`;
  }

  /** Sends to the staging folder; once more after finding it again when it was deleted behind our back. */
  async function sendToStaging<T>(key: string, send: (path: string) => Promise<T>): Promise<T> {
    try {
      return await send(await stagedPath(key));
    } catch (error) {
      if (!isGraphStatus(error, 404)) throw error;
      staging.forget();
      return send(await stagedPath(key));
    }
  }

  /** The staged item of a key, or undefined when nothing (complete) was uploaded under it. */
  async function stagedItem(key: string): Promise<DriveItem | undefined> {
    try {
      const item = await client.request<DriveItem>('GET', await stagedPath(key));
      return item.file ? item : undefined;
    } catch (error) {
      if (isGraphStatus(error, 404)) return undefined;
      throw error;
    }
  }

  /** A drive item by id; undefined when it is not there (or the id cannot be one). */
  async function itemById(itemId: string, select?: string): Promise<DriveItem | undefined> {
    if (!isGraphId(itemId)) return undefined;
    const { driveId } = await settings();
    try {
      return await client.request<DriveItem>('GET', `/drives/${driveId}/items/${itemId}`, select ? { query: { $select: select } } : {});
    } catch (error) {
      if (isGraphStatus(error, 404)) return undefined;
      throw error;
    }
  }

  function checkedFolderId(folderId: string): string {
    if (!isGraphId(folderId)) throw refusal(NOT_FOUND.FOLDER);
    return folderId;
  }

  const catalogue: FolderCatalogue = {
    async list(folderId, pageToken) {
      const { driveId, rootFolderId } = await settings();
      const childrenPath = `/drives/${driveId}/items/${checkedFolderId(folderId)}/children`;
      // The token is a nextLink Graph gave for this folder; anything else is not ours.
      if (pageToken !== undefined && !(client.isGraphUrl(pageToken) && new URL(pageToken).pathname.endsWith(`/items/${folderId}/children`))) {
        throw refusal(CASES.INVALID_CURSOR);
      }
      let page: DriveItemPage;
      try {
        page = await client.request<DriveItemPage>('GET', pageToken ?? childrenPath, pageToken ? {} : { query: { $top: LIST_PAGE_SIZE } });
      } catch (error) {
        if (isGraphStatus(error, 404)) throw refusal(NOT_FOUND.FOLDER);
        throw error;
      }
      const items = page.value
        .filter((item) => !(folderId === rootFolderId && isStagingFolderName(item.name)))
        .map((item) => storedItemOf(item, rootFolderId));
      const nextPageToken = client.nextLink(page);
      return nextPageToken ? { items, nextPageToken } : { items };
    },

    async locate(itemId) {
      const { driveId, rootFolderId } = await settings();
      const item = await itemById(itemId);
      if (!item || item.id === rootFolderId || (item.parentReference?.driveId !== undefined && item.parentReference.driveId !== driveId)) return undefined;
      const ancestorIds: string[] = [];
      let topmost: DriveItem = item;
      let parentId = item.parentReference?.id;
      while (parentId !== rootFolderId) {
        // Above the drive's root, or deeper than any case folder goes: not an item of the portal.
        if (parentId === undefined || ancestorIds.length >= MAX_FOLDER_DEPTH) return undefined;
        const parent = await itemById(parentId, 'id,name,parentReference');
        if (!parent) return undefined;
        ancestorIds.push(parent.id);
        topmost = parent;
        parentId = parent.parentReference?.id;
      }
      // Staged uploads are not documents until they are placed.
      if (isStagingFolderName(topmost.name)) return undefined;
      const downloadUrl = item.file ? item['@microsoft.graph.downloadUrl'] : undefined;
      return { item: storedItemOf(item, rootFolderId), ancestorIds, ...(downloadUrl ? { downloadUrl } : {}) };
    },
  };

  return {
    async createFolder(parentId, name) {
      const { driveId, rootFolderId } = await settings();
      // A case's folder goes in the root folder the secret names.
      const parent = checkedFolderId(parentId === undefined || parentId === CASE_FOLDERS_ROOT ? rootFolderId : parentId);
      try {
        const created = await client.request<DriveItem>('POST', `/drives/${driveId}/items/${parent}/children`, {
          body: { name, folder: {}, ...RENAME_ON_CONFLICT },
        });
        return storedItemOf(created, rootFolderId);
      } catch (error) {
        if (isGraphStatus(error, 404)) throw refusal(NOT_FOUND.FOLDER);
        throw error;
      }
    },

    async deleteFolder(folderId) {
      const { driveId } = await settings();
      try {
        await client.request('DELETE', `/drives/${driveId}/items/${checkedFolderId(folderId)}`);
      } catch (error) {
        if (!isGraphStatus(error, 404)) throw error;
      }
    },

    async uploadTarget(key) {
      // Graph decides the session's lifetime; the browser's PUTs carry no Authorization.
      const session = await sendToStaging(key, (path) =>
        client.request<{ uploadUrl: string }>('POST', `${path}:/createUploadSession`, {
          body: { item: { '@microsoft.graph.conflictBehavior': 'replace' } },
        }),
      );
      return { url: session.uploadUrl, headers: {}, chunkSize: UPLOAD_CHUNK_SIZE };
    },

    async inspect(key, headBytes) {
      const item = await stagedItem(key);
      if (!item) return undefined;
      const size = item.size ?? 0;
      const contentType = item.file?.mimeType;
      if (size === 0 || headBytes <= 0) return { size, contentType, head: new Uint8Array() };
      const downloadUrl = item['@microsoft.graph.downloadUrl'];
      if (!downloadUrl) throw new Error('Microsoft Graph answered a file without its download URL');
      try {
        const head = await client.download(downloadUrl, { range: `bytes=0-${Math.min(headBytes, size) - 1}` });
        return { size, contentType, head: head.subarray(0, headBytes) };
      } catch (error) {
        // Deleted between the two calls.
        if (isGraphStatus(error, 404)) return undefined;
        throw error;
      }
    },

    async put(key, bytes, contentType) {
      await sendToStaging(key, (path) => client.request('PUT', `${path}:/content`, { body: bytes, headers: { 'content-type': contentType } }));
    },

    async remove(key) {
      try {
        await client.request('DELETE', await stagedPath(key));
      } catch (error) {
        if (!isGraphStatus(error, 404)) throw error;
      }
    },

    async downloadUrl(key) {
      // Graph's link names the file as it is stored; documents of this store download through the catalogue.
      const url = (await stagedItem(key))?.['@microsoft.graph.downloadUrl'];
      if (!url) throw refusal(NOT_FOUND.DOCUMENT);
      return url;
    },

    async place(key, folderId, fileName) {
      const { rootFolderId } = await settings();
      const target = checkedFolderId(folderId);
      try {
        const moved = await client.request<DriveItem>('PATCH', await stagedPath(key), {
          query: RENAME_ON_CONFLICT,
          body: { parentReference: { id: target }, name: fileName },
        });
        return storedItemOf(moved, rootFolderId);
      } catch (error) {
        if (isGraphStatus(error, 404)) throw refusal(NOT_FOUND.FOLDER);
        throw error;
      }
    },

    catalogue,
  };
}
