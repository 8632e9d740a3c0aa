/**
 * The document requests feature's public entry. The documents feature calls `markRequestUploaded`
 * once a client's (or staff's) upload against a requested item is recorded:
 *
 *   await markRequestUploaded(caseId, requestId, recordedDocumentIds, caller);
 *
 * It moves the item to `uploaded` and appends the ids; it refuses with REQUESTS.REQUEST_MISSING (404),
 * REQUESTS.CLOSED or REQUESTS.TOO_MANY_DOCUMENTS (409), which the calling route declares.
 */
export { markRequestUploaded } from './domain/requests';
