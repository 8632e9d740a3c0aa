/** Documents, folders and upload batches as the API answers them (spec section 3). */
/**
 * Where a document is in the malware scan: `scanning` until the scan answers (downloads refused),
 * then `available` or `blocked`. Without a scanner (locally) documents are available at once.
 */
export type DocumentStatus = 'scanning' | 'available' | 'blocked';

/** A file or folder in the document store (Graph DriveItem shape). */
export interface StoredItem {
  id: string;
  name: string;
  size: number;
  createdDateTime: string;
  lastModifiedDateTime: string;
  createdBy: { user: { displayName: string } };
  webUrl: string;
  downloadUrl?: string;
  type: 'file' | 'folder';
  file?: { mimeType: string };
  folder?: { childCount: number };
  /** Files only: the malware scan's verdict. */
  status?: DocumentStatus;
  /** Folders only: the folder it is in (undefined for a case's root folder). */
  parentId?: string;
}

/** One direct upload target of a batch: PUT the file's bytes to `uploadUrl` with exactly `headers`. */
export interface UploadTarget {
  index: number;
  /** The name the document will have (cleaned; a numbered suffix when taken). */
  fileName: string;
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  /**
   * Absent: one PUT of the whole file. Present (OneDrive upload sessions): the file is sent in PUTs of
   * at most this many bytes, in order, each with `Content-Range: bytes {first}-{last}/{total}`.
   */
  chunkSize?: number;
}

export interface UploadBatch {
  batchId: string;
  expiresAt: string;
  uploads: UploadTarget[];
}

export interface FileUploadItem {
  fileName: string;
  fileBase64: string;
  fileSize: number;
  fileType: string;
}
