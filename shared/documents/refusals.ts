/** What the documents routes refuse, and the document store's refusals (implied by a route's `documents` use). */
import { COMMON, namedRefusals } from '../core/refusals';
import { MAX_FILES_PER_UPLOAD } from './limits';

export const DOCUMENTS = namedRefusals({
  TOO_MANY_FILES: {
    kind: 'invalid',
    code: 'upload-too-many-files',
    message: `You can only upload up to ${MAX_FILES_PER_UPLOAD} files at a time.`,
  },
  SYSTEM_FILE: {
    kind: 'invalid',
    code: 'upload-system-file',
    message: 'System files (.DS_Store, Thumbs.db) are not uploaded',
  },
  NAME_EMPTY_ONCE_CLEANED: {
    kind: 'invalid',
    code: 'file-name-empty',
    message: 'The file name "{fileName}" has nothing left once cleaned: rename the file',
    values: ['fileName'],
  },
  TYPE_NOT_ACCEPTED: {
    kind: 'invalid',
    code: 'file-type-not-accepted',
    message: '{fileName}: this type of file is not accepted. Accepted: {accepted}',
    values: ['fileName', 'accepted'],
  },
  NOT_PLAIN_TEXT: {
    kind: 'invalid',
    code: 'file-not-plain-text',
    message: '{fileName}: the content is not plain text',
    values: ['fileName'],
  },
  CONTENT_NOT_NAME: {
    kind: 'invalid',
    code: 'file-content-not-name',
    message: '{fileName}: the content does not match its name (it is not a .{extension} file)',
    values: ['fileName', 'extension'],
  },
  NOT_UPLOADED: {
    kind: 'invalid',
    code: 'file-not-uploaded',
    message: '{fileName} was not uploaded: upload the batch again',
    values: ['fileName'],
  },
  SIZE_NOT_ANNOUNCED: {
    kind: 'invalid',
    code: 'file-size-not-announced',
    message: '{fileName} is {size} bytes, not the {announced} bytes announced: upload the batch again',
    values: ['fileName', 'size', 'announced'],
  },
  INLINE_SIZE_NOT_ANNOUNCED: {
    kind: 'invalid',
    code: 'inline-file-size-not-announced',
    message: '{fileName} is {size} bytes, not the {announced} bytes announced',
    values: ['fileName', 'size', 'announced'],
  },
  LARGER_THAN_LIMIT: {
    kind: 'invalid',
    code: 'file-too-large',
    message: '{fileName} is larger than 5 MB',
    values: ['fileName'],
  },
  BAD_BASE64: {
    kind: 'invalid',
    code: 'file-bad-base64',
    message: '{fileName}: fileBase64 is not valid base64',
    values: ['fileName'],
  },
  BATCH_EXPIRED: {
    kind: 'invalid',
    code: 'batch-expired',
    message: 'This upload batch has expired: upload the files again',
  },
  PARENT_NOT_PATH: {
    kind: 'invalid',
    code: 'parent-not-path',
    message: 'parentFolderId must be the folder of the path',
  },
  INLINE_BATCH_TOO_LARGE: {
    kind: 'too-large',
    code: 'inline-batch-too-large',
    message:
      "This batch is too large to send in one request (max 4 MB of files). Upload the files through the portal's upload card, which sends large files directly.",
  },
  BATCH_CLAIMED: {
    kind: 'conflict',
    code: 'batch-claimed',
    message: 'This upload batch was completed already, or is being completed: upload the files again if they are missing',
  },
  DOCUMENT_EXISTS: { kind: 'conflict', code: 'document-exists', message: 'This document was recorded already' },
  FOLDER_EXISTS: { kind: 'conflict', code: 'folder-exists', message: 'Folder already exists' },
  /** Internal: a taken name is retried with a number, never answered. */
  NAME_TAKEN: { kind: 'conflict', code: 'name-taken', message: 'This name is taken in this folder' },
  /** Internal: a document's sharing changed since it was read; read again, and COMMON.BUSY when that keeps happening. */
  SHARING_CHANGED: { ...COMMON.BUSY, code: 'document-sharing-changed' },
  NO_FREE_NAME: {
    kind: 'conflict',
    code: 'no-free-name',
    message: 'Could not find a free name in this folder. Please rename the file and try again.',
  },
  STILL_SCANNING: {
    kind: 'conflict',
    code: 'document-scanning',
    message: 'This document is still being checked for malware. Please try again in a minute.',
  },
  BLOCKED: {
    kind: 'conflict',
    code: 'document-blocked',
    message: 'This document was blocked by the malware scan and cannot be downloaded.',
  },
  NOT_PREVIEWABLE: {
    kind: 'invalid',
    code: 'not-previewable',
    message: 'This document cannot be shown in the page (only PDFs and images can): download it instead',
  },
  CLIENT_UPLOAD_ALWAYS_SHARED: {
    kind: 'invalid',
    code: 'client-upload-always-shared',
    message: 'The client uploaded this document: they always see it',
  },
});

/** The document store (S3, or OneDrive through Microsoft Graph) cannot serve a request. */
export const STORE = namedRefusals({
  NOT_CONFIGURED: {
    kind: 'unavailable',
    code: 'store-not-configured',
    message: 'The document store is not configured yet: an administrator must fill in the OneDrive settings of this portal',
  },
  /** Graph answered 403: the app lacks the permission or the grant on the site (docs/deploy.md). */
  NO_ACCESS: {
    kind: 'unavailable',
    code: 'store-no-access',
    message: "The portal may not use the firm's OneDrive: an administrator must grant the portal's app access to it",
  },
  TOO_MANY_REQUESTS: {
    kind: 'too-many-requests',
    code: 'store-busy',
    message: 'The document store is busy. Please wait a moment and try again.',
  },
  UNAVAILABLE: {
    kind: 'unavailable',
    code: 'store-unavailable',
    message: 'The document store is not available right now. Please try again in a moment.',
  },
});
