/**
 * Where case documents live. Handlers see only this interface; the adapter is chosen by
 * configuration (`DOCUMENT_STORE`): `s3` (in AWS and against the local S3) or `onedrive`.
 *
 * The upload path: the browser sends bytes to a staging key (`uploadTarget`, or `put` for inline
 * batches), the completion `inspect`s them, `place`s the checked ones where the document will live,
 * records them, then `releaseStaged`; a refused upload is `remove`d at once and a placement that
 * could not be recorded is `unplace`d.
 */
import { randomUUID } from 'node:crypto';
import type { StoredItem } from '../../../shared/documents/types';

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
  /** Which bytes these are (S3: the ETag), so that placing them moves exactly what was checked. */
  version?: string;
}

/** A checked upload to put in its place: whose document it becomes, where, and as what. */
export interface DocumentPlacement {
  caseId: string;
  documentId: string;
  folderId: string;
  fileName: string;
  /** The type the content check decided: stored and served as the document's type. */
  mimeType: string;
  /** The `version` inspect saw. */
  version?: string;
  /** One completion's own id: two completions of one batch never write the same object. */
  attemptId: string;
}

/** Where a placed upload now is: the key the document is recorded with and, for a store that names its own items, the item. */
export interface PlacedDocument {
  storageKey: string;
  /** The item as the store now lists it (OneDrive renames a taken name). */
  item?: StoredItem;
}

/**
 * The document store. Keys are made by the server only (staging `uploads/{batchId}/{documentId}`, S3 documents
 * `cases/{caseId}/documents/{documentId}/{attemptId}`),
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
  /** A short-lived link that downloads the object as an attachment named `fileName`, served as `contentType`. */
  downloadUrl(key: string, fileName: string, expiresInSeconds: number, contentType?: string): Promise<string>;
  /**
   * Puts a checked upload (under its staging key) where the document will live, before it is
   * recorded: S3 copies the checked bytes out of staging under a key of this completion's own;
   * OneDrive moves the file from its staging folder into the case folder (a taken name is renamed,
   * not failed). Undefined when the staged upload is no longer there as it was checked (another
   * completion took it, or it changed).
   */
  place(stagingKey: string, placement: DocumentPlacement): Promise<PlacedDocument | undefined>;
  /** Undoes a placement that was not recorded, so that staging is as before (S3 deletes the copy; OneDrive moves it back). */
  unplace(placed: PlacedDocument, stagingKey: string): Promise<void>;
  /** After recording: drops what staging still holds of a batch's uploads (S3 deletes the staged objects in one request; OneDrive moved them already). */
  releaseStaged(stagingKeys: readonly string[]): Promise<void>;
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
