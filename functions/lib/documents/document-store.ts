/**
 * Where case documents live. Handlers see only this interface; the adapter is chosen by
 * configuration (`DOCUMENT_STORE`): `local` files for the embedded stack, `s3` in AWS.
 */
import { randomUUID } from 'node:crypto';
import type { StoredItem } from '../../../shared/types';

/** Where the browser sends one file's bytes: a PUT with exactly these headers, before `expiresAt`. */
export interface DirectUploadTarget {
  url: string;
  headers: Record<string, string>;
  /** Set when the bytes go in several PUTs of at most this size, each with a Content-Range (see UploadTarget). */
  chunkSize?: number;
}

/** One page of a folder's items as the store lists them, and the store's token for the next page. */
export interface CataloguePage {
  items: StoredItem[];
  /** Opaque to the portal (it signs it into its own cursor); absent on the last page. */
  nextPageToken?: string;
}

/** Where an item of the store is: the item and the ids of the folders above it, nearest first. */
export interface LocatedItem {
  item: StoredItem;
  ancestorIds: string[];
  /** Files: a short-lived link that downloads it (read with the item, so a download asks once). */
  downloadUrl?: string;
}

/**
 * A store that is the source of truth for what its folders hold (OneDrive: a file the firm drops into
 * a case folder from OneDrive itself is a document of the case). Listings, items and downloads then
 * come from the store; the table keeps an upload log (counters, who uploaded).
 */
export interface FolderCatalogue {
  /** A page of at most `limit` of the folder's items (sub-folders and files; the store's own page size when absent), as StoredItems. */
  list(folderId: string, pageToken?: string, limit?: number): Promise<CataloguePage>;
  /** The item, its ancestors' ids and (files) its download link; undefined when there is no such item. */
  locate(itemId: string): Promise<LocatedItem | undefined>;
}

/** What the store holds under a key: its size, its declared type and its first bytes (for sniffing). */
export interface StoredObject {
  size: number;
  contentType?: string;
  head: Uint8Array;
}

/**
 * The document store. Keys are made by the server only (`cases/{caseId}/documents/{documentId}`),
 * from ids it generated or checked against the table, never from request text. An adapter for
 * another backend (OneDrive through Microsoft Graph) implements the same operations.
 */
export interface DocumentStore {
  /** Creates a folder under `parentId` (the root when undefined) and returns it. */
  createFolder(parentId: string | undefined, name: string, createdBy: string): Promise<StoredItem>;
  /** Removes a folder created moments ago (compensation when a later step failed). */
  deleteFolder(folderId: string): Promise<void>;
  /** A short-lived direct upload target for exactly `size` bytes of `contentType` under `key`. */
  uploadTarget(key: string, size: number, contentType: string, expiresInSeconds: number): Promise<DirectUploadTarget>;
  /** The object under `key`, with its first `headBytes` bytes; undefined when nothing was uploaded. */
  inspect(key: string, headBytes: number): Promise<StoredObject | undefined>;
  /** Stores bytes sent through the API (the small base64 batches). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Deletes an object (a refused upload). */
  remove(key: string): Promise<void>;
  /** A short-lived link that downloads the object as an attachment named `fileName`. */
  downloadUrl(key: string, fileName: string, expiresInSeconds: number): Promise<string>;
  /**
   * Puts a checked and recorded upload in its folder under its name (a taken name is renamed, not
   * failed) and answers the item as the store now lists it. S3 keeps documents where they were
   * uploaded and answers undefined; OneDrive moves them from its staging folder into the case folder.
   */
  place(key: string, folderId: string, fileName: string): Promise<StoredItem | undefined>;
  /** Present when the store is the source of truth for its folders' contents (OneDrive). */
  readonly catalogue?: FolderCatalogue;
  /**
   * Present when staging needs a scheduled cleanup (OneDrive; S3 has a lifecycle rule): ends the
   * upload sessions of expired batches and deletes uploads never completed, older than
   * UPLOAD_STAGING_EXPIRY_DAYS. Run by the cleanUploadStaging job.
   */
  cleanStaging?(now?: number): Promise<{ sessionsEnded: number; itemsDeleted: number }>;
}

/**
 * The fixed parent of every case folder (the spec's root folder). A request's `parentFolderId` is
 * never used: ids from request text do not reach the store's keys or headers.
 */
export const CASE_FOLDERS_ROOT = 'case-folders';

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
