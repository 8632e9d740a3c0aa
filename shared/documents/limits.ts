/** Limits of documents, folders and upload batches (the request schemas and the web forms read them from here). */
export const DOCUMENT_LIMITS = {
  folderName: 200,
  /** A file name as sent; the stored name is cleaned to at most `storedFileName`. */
  fileName: 1000,
  storedFileName: 200,
  fileType: 200,
  parentFolderId: 256,
} as const;

export const MAX_FILES_PER_UPLOAD = 5;
export const MAX_FILE_SIZE_BYTES = 5 * 1024 * 1024;
export const IGNORED_SYSTEM_FILES = ['.DS_Store', 'Thumbs.db'] as const;
