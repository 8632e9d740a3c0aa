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
