/** What the documents routes refuse, and the document store's refusals (implied by a route's `documents` use). */
import { namedRefusals } from '../core/refusals';
import { MAX_FILES_PER_UPLOAD } from './limits';

export const DOCUMENTS = namedRefusals({
  TOO_MANY_FILES: { kind: 'invalid', message: `You can only upload up to ${MAX_FILES_PER_UPLOAD} files at a time.` },
  SYSTEM_FILE: { kind: 'invalid', message: 'System files (.DS_Store, Thumbs.db) are not uploaded' },
  NAME_EMPTY_ONCE_CLEANED: { kind: 'invalid', message: 'The file name "…" has nothing left once cleaned: rename the file' },
  TYPE_NOT_ACCEPTED: { kind: 'invalid', message: '…: this type of file is not accepted. Accepted: …' },
  NOT_PLAIN_TEXT: { kind: 'invalid', message: '…: the content is not plain text' },
  CONTENT_NOT_NAME: { kind: 'invalid', message: '…: the content does not match its name (it is not a .… file)' },
  NOT_UPLOADED: { kind: 'invalid', message: '… was not uploaded: upload the batch again' },
  SIZE_NOT_ANNOUNCED: { kind: 'invalid', message: '… is … bytes, not the … bytes announced: upload the batch again' },
  INLINE_SIZE_NOT_ANNOUNCED: { kind: 'invalid', message: '… is … bytes, not the … bytes announced' },
  LARGER_THAN_LIMIT: { kind: 'invalid', message: '… is larger than 5 MB' },
  BAD_BASE64: { kind: 'invalid', message: '…: fileBase64 is not valid base64' },
  BATCH_EXPIRED: { kind: 'invalid', message: 'This upload batch has expired: upload the files again' },
  PARENT_NOT_PATH: { kind: 'invalid', message: 'parentFolderId must be the folder of the path' },
  INLINE_BATCH_TOO_LARGE: {
    kind: 'too-large',
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
  NO_FREE_NAME: { kind: 'conflict', message: 'Could not find a free name in this folder. Please rename the file and try again.' },
  STILL_SCANNING: { kind: 'conflict', message: 'This document is still being checked for malware. Please try again in a minute.' },
  BLOCKED: { kind: 'conflict', message: 'This document was blocked by the malware scan and cannot be downloaded.' },
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
    message: "The portal may not use the firm's OneDrive: an administrator must grant the portal's app access to it",
  },
  TOO_MANY_REQUESTS: { kind: 'too-many-requests', message: 'The document store is busy. Please wait a moment and try again.' },
  UNAVAILABLE: { kind: 'unavailable', message: 'The document store is not available right now. Please try again in a moment.' },
});
