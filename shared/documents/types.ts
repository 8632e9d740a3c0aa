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

/** Who uploaded a document, as the documents list shows it: the firm's staff (`admin`) or the case's client. */
export type UploaderRole = 'admin' | 'client';

/**
 * A document of a case as `GET /v1/cases/{caseId}/documents` answers it (both roles). A client is
 * answered only what they may see: what they uploaded and what the firm shared with them.
 */
export interface CaseDocument {
  documentId: string;
  name: string;
  size: number;
  /** The type the content check decided (never the uploader's word). */
  contentType: string;
  uploadedAt: string;
  uploadedBy: { userId: string; name: string; role: UploaderRole };
  /** True when the case's client sees it: always for the client's own uploads, by the firm's choice for the firm's. */
  sharedWithClient: boolean;
  status: DocumentStatus;
  /** The case folder it is directly in. */
  folderId: string;
}

/** A page of a case's documents, newest first. */
export interface CaseDocumentPage {
  documents: CaseDocument[];
  nextCursor?: string;
}

/** A short-lived link to a document's bytes: as an attachment (download) or shown in the page (preview). */
export interface DocumentLink {
  url: string;
  fileName: string;
  /** Previews: the type the link serves the bytes as (one of PREVIEWABLE_TYPES). */
  contentType?: string;
}

/** Download links of several documents at once (staff: a selection or a folder zipped in the browser). */
export interface DocumentLinks {
  links: Array<{ documentId: string; fileName: string; url: string }>;
  /** Documents that cannot be downloaded now (still scanning, blocked, or not a document of the case). */
  skipped: Array<{ documentId: string; reason: 'scanning' | 'blocked' | 'not-found' }>;
}
