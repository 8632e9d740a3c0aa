/**
 * Where case documents live, behind one interface: the domain (../domain) never asks which store it
 * talks to. The adapter is chosen by configuration (`DOCUMENT_STORE`): `s3` (S3 for the bytes, the
 * table as the catalogue of folders and documents; in AWS and against the local S3) or `onedrive`
 * (the firm's OneDrive through Microsoft Graph, which is itself the catalogue).
 *
 * The upload path: the browser sends bytes to a staging key (`uploadTarget`, or `put` for inline
 * batches), the completion `inspect`s them, `place`s the checked ones where the document will live,
 * records them, then `releaseStaged`; a refused upload is `remove`d at once and a placement that
 * could not be recorded is `unplace`d.
 */
import { randomUUID } from 'node:crypto';
import type { Case } from '../../../shared/cases/types';
import type { DocumentStatus, StoredItem } from '../../../shared/documents/types';
import type { Page, PageRequest } from '../../core/query-page';
import type { DocumentRecord } from '../repository/documents';
import type { FolderRecord } from '../repository/folders';
import type { DispositionType } from './content-disposition';

/** Where the browser sends one file's bytes: a PUT with exactly these headers, before `expiresAt`. */
export interface DirectUploadTarget {
  url: string;
  headers: Record<string, string>;
  /** Set when the bytes go in several PUTs of at most this size, each with a Content-Range (see UploadTarget). */
  chunkSize?: number;
}

/** A document of a case, found for a download or a preview: where it is, whether it may be downloaded, and its link. */
export interface CatalogueDocument {
  name: string;
  /** The folder it is directly in. */
  folderId: string;
  status: DocumentStatus;
  /** The type the content check decided (recorded documents), else the type the store gives it. */
  contentType: string;
  /**
   * A short-lived link to its bytes under its name: an attachment (a download, the default) or
   * `inline` (a preview). A store that cannot set the disposition of its links (OneDrive) answers its
   * one download link for both.
   */
  link(expiresInSeconds: number, disposition?: DispositionType): Promise<string>;
}

/**
 * What the case folders hold: their sub-folders, their documents, listings and downloads. The S3
 * store's catalogue is the table (folder and document records); OneDrive's is OneDrive itself (a file
 * the firm drops into a case folder from OneDrive is a document of the case), the table keeping an
 * upload log (counters, who uploaded). A case's root folder always has its record in the table.
 */
export interface DocumentCatalogue {
  /**
   * A folder below the case's root folder, as a folder record; undefined when there is no such
   * folder in the case. `recorded` is the table's record of `folderId` when it has one (read with the
   * case, at once).
   */
  folderOfCase(caseRecord: Case, folderId: string, recorded: FolderRecord | undefined): Promise<FolderRecord | undefined>;
  /**
   * One page of a folder's items: files newest first, after (`withFolders`) its sub-folders. The
   * page's continuation key is opaque to the portal (it signs it into its own cursor).
   */
  listFolder(folderId: string, page: PageRequest, withFolders: boolean): Promise<Page<StoredItem>>;
  /** Creates a sub-folder of `parent` (a taken name is numbered or renamed, never refused) and answers it. */
  createSubFolder(caseRecord: Case, parent: FolderRecord, name: string, createdBy: string): Promise<StoredItem>;
  /** Before uploads are recorded against `folder`: its record exists (OneDrive's folders get theirs on first upload). */
  prepareUploadFolder(folder: FolderRecord): Promise<void>;
  /**
   * A document of the case (anywhere under its root folder); undefined when there is none.
   * `recorded` is the table's record of `documentId` when it has one of this case (read by the
   * caller, who decides from it who may see the document).
   */
  findDocument(caseRecord: Case, documentId: string, recorded: DocumentRecord | undefined): Promise<CatalogueDocument | undefined>;
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
 * The document store: its catalogue and the bytes. Keys are made by the server only (staging `uploads/{batchId}/{documentId}`, S3 documents
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
  /** The case folders' contents (see DocumentCatalogue). */
  readonly catalogue: DocumentCatalogue;
  /**
   * The scheduled cleanup of staging (the cleanUploadStaging job): OneDrive ends the upload sessions
   * of expired batches and deletes uploads never completed, older than UPLOAD_STAGING_EXPIRY_DAYS;
   * undefined when the store expires staging itself (S3: a lifecycle rule).
   */
  cleanStaging(now?: number): Promise<{ sessionsEnded: number; itemsDeleted: number } | undefined>;
  /**
   * Destroys what the store holds of a case (the retention job): S3 deletes every object
   * under `cases/{caseId}/` and the markers of `folderIds` (the bucket's noncurrent versions expire by
   * its lifecycle rule); OneDrive deletes the case folder with everything in it, files dropped there
   * from OneDrive too. Answers how many objects S3 deleted (OneDrive: the folder, 1). Safe to repeat:
   * what is gone already is skipped.
   */
  destroyCaseContents(caseRecord: Pick<Case, 'caseId' | 'caseFolderId'>, folderIds: readonly string[]): Promise<number>;
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
