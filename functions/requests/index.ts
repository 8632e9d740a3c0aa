/**
 * The document requests feature's public entry. The documents feature calls `markRequestUploaded`
 * once a client's (or staff's) upload against a requested item is recorded:
 *
 *   await markRequestUploaded(caseId, requestId, recordedDocumentIds, caller);
 *
 * It moves the item to `uploaded` and appends the ids; it refuses with REQUESTS.REQUEST_MISSING (404),
 * REQUESTS.CLOSED or REQUESTS.TOO_MANY_DOCUMENTS (409), which the calling route declares. Before the
 * upload starts, `checkRequestTakesUpload(caseId, requestId, caller, fileCount)` refuses the same way.
 *
 * The reminders job and the expiring documents list read items by date (repository/request-dates.ts).
 */
export { checkRequestTakesUpload, markRequestUploaded } from './domain/uploads';
export { listRequestsDueOn, listRequestsExpiringOn } from './repository/request-dates';
export { destroyCaseRequests, getRequest, listRequestsOfCase } from './repository/requests';
export type { RequestRecord } from './repository/requests';
