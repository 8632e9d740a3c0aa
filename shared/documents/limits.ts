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

/**
 * The checked types a document may be previewed as, in the page (`Content-Disposition: inline`): PDFs
 * in a frame, images in an image element. Anything else is only downloaded, as an attachment.
 */
export const PREVIEWABLE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type PreviewableType = (typeof PREVIEWABLE_TYPES)[number];
export const isPreviewable = (contentType: string): contentType is PreviewableType => (PREVIEWABLE_TYPES as readonly string[]).includes(contentType);

/** Download links asked for at once (a ZIP asks in rounds of this many). */
export const MAX_LINKS_PER_REQUEST = 50;
