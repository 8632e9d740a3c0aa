/**
 * Document storage in the firm's OneDrive (a SharePoint document library) through Microsoft Graph,
 * with the app's own permissions. Case folders are folders under the root folder named in the
 * settings; OneDrive is the source of truth for what they hold (the `catalogue`, browsing the `drive`), so a file the firm
 * drops into a case folder from OneDrive is a document of the case.
 *
 * Uploads land in a staging folder (see staging-folder.ts): the browser sends the bytes to a Graph
 * upload session in fragments (bound to the announced size), the portal checks what arrived
 * (`inspect`), moves it into its case folder under its name (`place`) and only then records it. A
 * move is idempotent: a completion retried after Graph lost the move's answer finds the item again by
 * its id (staged-uploads.ts). Names go to OneDrive by OneDrive's rules (item-names.ts), so no name is
 * ever refused by Graph. Settings and the token are resolved on each call, so the store can be made
 * at once and a filled-in secret is used without a deploy.
 */
import { NOT_FOUND } from '../../../../shared/core/refusals';
import { PAGINATION } from '../../../../shared/core/pagination';
import { config } from '../../../core/config';
import { PortalError, refusal } from '../../../core/errors';
import type { StoredItem } from '../../../../shared/documents/types';
import { ensureFolderRecord } from '../../repository/folders';
import { CASE_FOLDERS_ROOT, type DocumentCatalogue, type DocumentStore, type PlacedDocument } from '../document-store';
import { logger } from '../../../core/logger';
import { type DriveItem, type DriveItemPage, storedItemOf } from './drive-items';
import { createGraphClient, isGraphStatus } from './graph-client';
import { isGraphId } from './graph-ids';
import { type OneDriveSettings, oneDriveSettings } from './onedrive-settings';
import { type ItemKind, oneDriveItemName, plainItemName } from './item-names';
import { PLACED_NOTE_SUFFIX, type PlacedNote, SESSION_NOTE_SUFFIX, createStagedUploads } from './staged-uploads';
import { STAGING_FOLDER_NAME, createStagingFolder, stagingFileName } from './staging-folder';

/** One page of a folder's children as OneDrive lists them, and Graph's link to the next page. */
export interface DrivePage {
  items: StoredItem[];
  /** Opaque to the portal (it signs it into its own cursor); absent on the last page. */
  nextPageToken?: string;
}

/** Where an item of the drive is: the item and the ids of the folders above it, nearest first. */
export interface LocatedItem {
  item: StoredItem;
  ancestorIds: string[];
  /** Files: a short-lived link that downloads it (read with the item, so a download asks once). */
  downloadUrl?: string;
}

/** The drive as OneDrive holds it: what the catalogue is made of. */
export interface DriveBrowser {
  /** A page of at most `limit` of the folder's children (sub-folders and files; LIST_PAGE_SIZE when absent), as StoredItems. */
  list(folderId: string, pageToken?: string, limit?: number): Promise<DrivePage>;
  /** The item, its ancestors' ids and (files) its download link; undefined when there is no such item under the root folder. */
  locate(itemId: string): Promise<LocatedItem | undefined>;
}

/** The OneDrive store: the document store, and the drive it browses. */
export interface OneDriveDocumentStore extends DocumentStore {
  readonly drive: DriveBrowser;
  /** A link that downloads a staged upload (recorded documents download through the catalogue). */
  downloadUrl(key: string): Promise<string>;
}

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
/** Children per listing page when the caller names no limit (Graph's maximum is 999; the portal pages by at most 200). */
export const LIST_PAGE_SIZE = 200;
/**
 * A move noted by another completion is taken over only once that completion is surely over (a
 * route's function stops after 10 s, API Gateway after 30 s): until then it may still record it.
 */
export const PLACEMENT_TAKEOVER_MS = 60_000;
/** `locate` climbs at most this many folders towards the root folder. */
export const MAX_FOLDER_DEPTH = 20;

const RENAME_ON_CONFLICT = { '@microsoft.graph.conflictBehavior': 'rename' } as const;
const isStagingFolderName = (name: string) => name.toLowerCase() === STAGING_FOLDER_NAME;

export function createOneDriveDocumentStore(options: OneDriveStoreOptions = {}): OneDriveDocumentStore {
  const settings = options.settings ?? oneDriveSettings;
  const client = createGraphClient({
    graphBaseUrl: options.graphBaseUrl ?? config.graphBaseUrl,
    loginUrl: options.loginUrl ?? config.graphLoginUrl,
    credentials: settings,
    fetch: options.fetch,
    sleep: options.sleep,
  });
  const staging = createStagingFolder(client);
  const staged = createStagedUploads(client, settings, staging);

  /** Sends to the staging folder; once more after finding it again when it was deleted behind our back. */
  async function sendToStaging<T>(key: string, send: (path: string) => Promise<T>): Promise<T> {
    try {
      return await send(await staged.path(key));
    } catch (error) {
      if (!isGraphStatus(error, 404)) throw error;
      staging.forget();
      return send(await staged.path(key));
    }
  }

  /** The staged item of a key, or undefined when nothing (complete) was uploaded under it. */
  async function stagedItem(key: string): Promise<DriveItem | undefined> {
    try {
      const item = await client.request<DriveItem>('GET', await staged.path(key));
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

  /** The file an earlier `place` of this key moved out of staging, when it is still in that folder. */
  async function placedEarlier(key: string): Promise<{ item: DriveItem; note: PlacedNote } | undefined> {
    const note = await staged.readPlaced(key);
    if (!note) return undefined;
    const item = await itemById(note.itemId);
    if (!item?.file || item.parentReference?.id !== note.folderId) return undefined;
    return { item, note };
  }

  function checkedFolderId(folderId: string): string {
    if (!isGraphId(folderId)) throw refusal(NOT_FOUND.FOLDER);
    return folderId;
  }

  /**
   * Sends a call that names an item under its OneDrive name; should Graph refuse that name all the
   * same (400: a rule of the tenant item-names.ts does not know), once more under a plain name. A
   * name is never an error of the portal's caller.
   */
  async function withItemName<T>(name: string, kind: ItemKind, send: (oneDriveName: string) => Promise<T>): Promise<T> {
    const mapped = oneDriveItemName(name, kind);
    try {
      return await send(mapped);
    } catch (error) {
      const plain = plainItemName(name, kind);
      if (!isGraphStatus(error, 400) || plain === mapped) throw error;
      logger.warn('Microsoft Graph refused an item name: sent a plain one instead', { code: error.code, kind });
      return send(plain);
    }
  }

  const drive: DriveBrowser = {
    async list(folderId, pageToken, limit) {
      const { driveId, rootFolderId } = await settings();
      const childrenPath = `/drives/${driveId}/items/${checkedFolderId(folderId)}/children`;
      // The token is a nextLink Graph gave for this folder; anything else is not ours.
      if (pageToken !== undefined && !(client.isGraphUrl(pageToken) && new URL(pageToken).pathname.endsWith(`/items/${folderId}/children`))) {
        throw refusal(PAGINATION.INVALID_CURSOR);
      }
      // Graph's next link keeps the first page's $top.
      const top = limit === undefined ? LIST_PAGE_SIZE : Math.max(1, Math.min(Math.trunc(limit), LIST_PAGE_SIZE));
      let page: DriveItemPage;
      try {
        page = await client.request<DriveItemPage>('GET', pageToken ?? childrenPath, pageToken ? {} : { query: { $top: top } });
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

  /**
   * OneDrive is the source of truth for what the case folders hold: any folder or file under a case's
   * root folder is the case's, wherever it was made (the portal or OneDrive itself).
   */
  const catalogue: DocumentCatalogue = {
    async folderOfCase(caseRecord, folderId) {
      const located = await drive.locate(folderId);
      if (!located || located.item.type !== 'folder' || !located.ancestorIds.includes(caseRecord.caseFolderId)) return undefined;
      const folder = located.item;
      return {
        folderId: folder.id,
        caseId: caseRecord.caseId,
        orgId: caseRecord.orgId,
        ...(folder.parentId ? { parentId: folder.parentId } : {}),
        name: folder.name,
        createdDateTime: folder.createdDateTime,
        lastModifiedDateTime: folder.lastModifiedDateTime,
        createdBy: folder.createdBy.user.displayName,
        childCount: folder.folder?.childCount ?? 0,
      };
    },

    async listFolder(folderId, page, withFolders) {
      // Graph's next link travels inside the portal's signed cursor, so a caller can neither read nor forge it.
      const token = page.exclusiveStartKey?.pageToken;
      const listed = await drive.list(folderId, typeof token === 'string' ? token : undefined, page.limit);
      const newestFirst = (a: StoredItem, b: StoredItem) => b.createdDateTime.localeCompare(a.createdDateTime);
      const folders = withFolders ? listed.items.filter((entry) => entry.type === 'folder').sort(newestFirst) : [];
      const files = listed.items.filter((entry) => entry.type === 'file').sort(newestFirst);
      return { items: [...folders, ...files], lastEvaluatedKey: listed.nextPageToken ? { pageToken: listed.nextPageToken } : undefined };
    },

    async createSubFolder(_caseRecord, parent, name, createdBy) {
      // OneDrive renames a taken name.
      return { ...(await store.createFolder(parent.folderId, name, createdBy)), parentId: parent.folderId };
    },

    // Uploads are counted on a folder record: a folder the table never saw gets its record on first upload.
    prepareUploadFolder: (folder) => ensureFolderRecord(folder),

    async findDocument(caseRecord, documentId, recorded) {
      const located = await drive.locate(documentId);
      const downloadUrl = located?.downloadUrl;
      const folderId = located?.ancestorIds[0];
      if (!located || !downloadUrl || !folderId || located.item.type !== 'file' || !located.ancestorIds.includes(caseRecord.caseFolderId)) return undefined;
      return {
        name: located.item.name,
        folderId,
        status: 'available',
        // A recorded upload's checked type; a file dropped in from OneDrive is typed by OneDrive (by its name).
        contentType: recorded?.mimeType ?? located.item.file?.mimeType ?? 'application/octet-stream',
        // Graph's download link sets its own headers (an attachment, typed by OneDrive): the same
        // link serves a preview, which the browser shows from the bytes as `contentType` (docs/architecture.md).
        link: () => Promise.resolve(downloadUrl),
      };
    },
  };

  /** What `inspect` answers for a file: its size, type and first bytes. */
  async function inspectItem(item: DriveItem, headBytes: number) {
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
  }

  const store: OneDriveDocumentStore = {
    async createFolder(parentId, name) {
      const { driveId, rootFolderId } = await settings();
      // A case's folder goes in the root folder the secret names.
      const parent = checkedFolderId(parentId === undefined || parentId === CASE_FOLDERS_ROOT ? rootFolderId : parentId);
      try {
        const created = await withItemName(name, 'folder', (oneDriveName) =>
          client.request<DriveItem>('POST', `/drives/${driveId}/items/${parent}/children`, {
            body: { name: oneDriveName, folder: {}, ...RENAME_ON_CONFLICT },
          }),
        );
        return storedItemOf(created, rootFolderId);
      } catch (error) {
        if (isGraphStatus(error, 404)) throw refusal(NOT_FOUND.FOLDER);
        throw error;
      }
    },

    async deleteFolder(folderId) {
      const { driveId } = await settings();
      await staged.deletePath(`/drives/${driveId}/items/${checkedFolderId(folderId)}`);
    },

    async uploadTarget(key, size, _contentType, expiresInSeconds) {
      // Graph decides the session's lifetime (it takes no expiry) and extends it with every
      // fragment: the session's URL is noted so the portal can end it (staged-uploads.ts).
      // `fileSize` binds the session to the announced size where Graph checks it.
      const session = await sendToStaging(key, (path) =>
        client.request<{ uploadUrl: string }>('POST', `${path}:/createUploadSession`, {
          body: { item: { '@microsoft.graph.conflictBehavior': 'replace', fileSize: size } },
        }),
      );
      await staged.writeSession(key, { uploadUrl: session.uploadUrl, expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString() });
      return { url: session.uploadUrl, headers: {}, chunkSize: UPLOAD_CHUNK_SIZE };
    },

    async inspect(key, headBytes) {
      const item = (await stagedItem(key)) ?? (await placedEarlier(key))?.item;
      return item ? inspectItem(item, headBytes) : undefined;
    },

    async put(key, bytes, contentType) {
      // OneDrive types a file by its name; a declared type that is not a plain media type is not sent.
      const type = MEDIA_TYPE.test(contentType) ? contentType : 'application/octet-stream';
      await sendToStaging(key, (path) => client.request('PUT', `${path}:/content`, { body: bytes, headers: { 'content-type': type } }));
    },

    async remove(key) {
      // A refused upload: its session ends (no more bytes), its file and notes go.
      const session = await staged.readSession(key);
      if (session) await staged.endSession(session.uploadUrl);
      await Promise.all([staged.path(key), staged.path(key, SESSION_NOTE_SUFFIX), staged.path(key, PLACED_NOTE_SUFFIX)].map(async (path) => staged.deletePath(await path)));
    },

    async downloadUrl(key) {
      // Graph's link names the file as it is stored; documents of this store download through the catalogue.
      const url = (await stagedItem(key))?.['@microsoft.graph.downloadUrl'];
      if (!url) throw refusal(NOT_FOUND.DOCUMENT);
      return url;
    },

    async place(key, { folderId, fileName, attemptId }) {
      const { driveId, rootFolderId } = await settings();
      const target = checkedFolderId(folderId);
      const file = await stagedItem(key);
      if (!file) {
        // Moved already by a completion whose answer was lost: the same item, once that completion is over.
        const earlier = await placedEarlier(key);
        if (!earlier || earlier.item.parentReference?.id !== target) return undefined;
        const over = Date.now() - Date.parse(earlier.note.notedAt) > PLACEMENT_TAKEOVER_MS;
        if (!over && earlier.note.attemptId !== attemptId) return undefined;
        return placedDocument(earlier.item, rootFolderId);
      }
      // Noted before the move: item ids survive moves, so a retry finds the file wherever it went.
      await staged.writePlaced(key, { itemId: file.id, folderId: target, attemptId, notedAt: new Date().toISOString() });
      try {
        const moved = await withItemName(fileName, 'file', (oneDriveName) =>
          client.request<DriveItem>('PATCH', `/drives/${driveId}/items/${file.id}`, {
            query: RENAME_ON_CONFLICT,
            // Of two completions moving the same upload at once, one moves it; the other is told so.
            headers: file.eTag ? { 'if-match': file.eTag } : {},
            body: { parentReference: { id: target }, name: oneDriveName },
          }),
        );
        return placedDocument(moved, rootFolderId);
      } catch (error) {
        if (isGraphStatus(error, 412)) return undefined;
        if (isGraphStatus(error, 404)) throw refusal(NOT_FOUND.FOLDER);
        // The answer may be lost although Graph moved the file (a reset connection): ask where it is.
        if (error instanceof PortalError) {
          const after = await itemById(file.id).catch(() => undefined);
          if (after?.parentReference?.id === target) return placedDocument(after, rootFolderId);
        }
        throw error;
      }
    },

    async unplace(placed, key) {
      // Back into staging under its staging name, as it was before `place`.
      const itemId = placed.item?.id;
      if (!itemId || !isGraphId(itemId)) return;
      const current = await settings();
      try {
        await client.request('PATCH', `/drives/${current.driveId}/items/${itemId}`, {
          query: { '@microsoft.graph.conflictBehavior': 'replace' },
          body: { parentReference: { id: await staging.id(current) }, name: stagingFileName(key) },
        });
      } catch (error) {
        if (!isGraphStatus(error, 404)) throw error;
      }
    },

    async releaseStaged(keys) {
      // `place` moved the files out of staging; their notes are no longer needed.
      await Promise.all(
        keys.flatMap((key) => [staged.path(key, SESSION_NOTE_SUFFIX), staged.path(key, PLACED_NOTE_SUFFIX)]).map(async (path) => staged.deletePath(await path)),
      );
    },

    cleanStaging: (now = Date.now()) => staged.expire(now),

    async destroyCaseContents(caseRecord) {
      // The case folder and everything in it, in one DELETE (Graph moves it to the drive's recycle
      // bin, which the firm's Microsoft 365 retention empties); a folder gone already is fine.
      await store.deleteFolder(caseRecord.caseFolderId);
      return 1;
    },

    catalogue,
    drive,
  };
  return store;
}

/** A plain media type (`type/subtype`): nothing that could break a header. */
const MEDIA_TYPE = /^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}$/;

function placedDocument(item: DriveItem, rootFolderId: string): PlacedDocument {
  const stored = storedItemOf(item, rootFolderId);
  return { storageKey: `item:${stored.id}`, item: stored };
}
