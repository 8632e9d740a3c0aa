/**
 * Every refusal the API answers with, named once: its kind (the error middleware makes the status
 * of it), the sentence the caller reads, and — for refusals code reacts to — a code. The route table
 * (shared/routes.ts) declares which of these each route may answer; docs/api.md is generated from
 * those declarations, and the integration tests fail when a route answers one it does not declare.
 *
 * A `…` in a message is filled when the refusal is thrown (a file name, a number).
 */
import { MAX_FILES_PER_UPLOAD } from './constants';

/** The response header that carries a named refusal's code, for a client that must react to it. */
export const REFUSAL_CODE_HEADER = 'x-refusal-code';

export type ErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'too-many-requests' | 'unavailable';

export interface Refusal {
  readonly kind: ErrorKind;
  readonly message: string;
  readonly code?: string;
}

const named = <const T extends Record<string, Refusal>>(refusals: T): T => refusals;

/** What any route may answer, whatever it does: the gateway's and the shared middleware's refusals. */
export const COMMON = named({
  UNAUTHORIZED: { kind: 'unauthorized', message: 'Unauthorized' },
  NOT_REGISTERED: { kind: 'forbidden', message: 'Account is not registered with the portal' },
  INACTIVE: { kind: 'forbidden', message: 'Account is inactive' },
  FORBIDDEN: { kind: 'forbidden', message: 'Forbidden' },
  INVALID_JSON: { kind: 'invalid', message: 'Request body must be valid JSON' },
  BUSY: { kind: 'conflict', message: 'Another change to the same record is in progress. Please try again.' },
  /** Requiring two-factor sign-in of the staff needs the admin's own first (else they would be locked out). */
  TWO_FACTOR_SELF_FIRST: {
    kind: 'conflict',
    message: 'Turn on two-factor sign-in for yourself first (Settings → Security), then require it of your staff',
  },
  /** An admin of a firm that requires two-factor sign-in for its staff, without it. */
  TWO_FACTOR_REQUIRED: {
    kind: 'forbidden',
    code: 'two-factor-required',
    message: "Your firm requires two-factor sign-in: turn it on in Settings → Security to work on the firm's cases and documents",
  },
});

export const NOT_FOUND = named({
  USER: { kind: 'not-found', message: 'User not found' },
  CLIENT: { kind: 'not-found', message: 'Client not found' },
  CASE: { kind: 'not-found', message: 'Case not found' },
  ORG: { kind: 'not-found', message: 'Organization not found', code: 'org-missing' },
  FOLDER: { kind: 'not-found', message: 'Folder not found', code: 'folder-missing' },
  DOCUMENT: { kind: 'not-found', message: 'Document not found' },
  UPLOAD_BATCH: { kind: 'not-found', message: 'Upload batch not found' },
});

export const USERS = named({
  EMAIL_TAKEN: { kind: 'conflict', code: 'email-taken', message: 'A user with this email already exists' },
  USER_TAKEN: { kind: 'conflict', code: 'user-taken', message: 'User already exists' },
  USER_CHANGED: { kind: 'conflict', code: 'user-changed', message: 'This user was changed by someone else. Please reload and try again.' },
  LAST_ADMIN: { kind: 'conflict', code: 'last-admin', message: 'An organization must keep at least one active admin' },
  EMAIL_NOT_VERIFIED: { kind: 'conflict', message: 'The new e-mail address is not verified yet: enter the code that was sent to it first' },
});

export const CASES = named({
  CASE_NUMBER_TAKEN: { kind: 'conflict', code: 'case-number-taken', message: 'Case number already exists' },
  CASE_EXISTS: { kind: 'conflict', code: 'case-exists', message: 'Case already exists' },
  CASE_CHANGED: { kind: 'conflict', code: 'case-changed', message: 'This case was changed by someone else. Please reload and try again.' },
  INVALID_CURSOR: { kind: 'invalid', message: 'Invalid cursor' },
});

export const DOCUMENTS = named({
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
});

/** The document store (S3, or OneDrive through Microsoft Graph) cannot serve a request. */
export const STORE = named({
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

/** What the identity provider's refusals become (by its error name); anything else is UNAVAILABLE. */
export const IDENTITY = named({
  NO_SIGN_IN: { kind: 'not-found', message: 'This user has no sign-in with the identity provider' },
  REFUSED: { kind: 'conflict', message: 'The identity provider refused this change for this user' },
  EMAIL_TAKEN: USERS.EMAIL_TAKEN,
  INVALID_VALUE: { kind: 'invalid', message: 'The identity provider refused a value of this request: check the email and name' },
  TOO_MANY_REQUESTS: { kind: 'too-many-requests', message: 'Too many requests to the identity provider. Please wait a moment and try again.' },
  UNAVAILABLE: { kind: 'unavailable', message: 'The identity provider is not available right now. Please try again in a moment.' },
});

/** The sentence of a refusal with its `…` filled, in order. */
export function fillMessage(message: string, parts: readonly (string | number)[]): string {
  let next = 0;
  return message.replace(/…/g, (placeholder) => (next < parts.length ? String(parts[next++]) : placeholder));
}

/** True when `message` is what `refusal` answers, its `…` standing for anything. */
export function matchesRefusal(refusal: Refusal, message: string): boolean {
  const pattern = refusal.message
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${pattern}$`).test(message);
}
