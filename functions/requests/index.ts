/**
 * The document requests feature's public entry. The documents feature records a client's (or staff's)
 * upload against a requested item together with the item's change, in one transaction:
 *
 *   const link = requestUploadLink(caseId, requestId, caller);
 *   const { writes, caseCounters } = await link.writesFor(recordedDocumentIds);   // joined to the recording
 *
 * The item moves to `uploaded` with the ids appended; `writesFor` refuses with REQUESTS.REQUEST_MISSING
 * (404), REQUESTS.CLOSED or REQUESTS.TOO_MANY_DOCUMENTS (409), which the calling route declares, and a
 * transaction refused with `link.changed` is tried again. `markRequestUploaded(caseId, requestId,
 * documentIds, caller)` links documents already recorded, in a transaction of its own. Before the
 * upload starts, `checkRequestTakesUpload(caseId, requestId, caller, fileCount)` refuses the same way.
 *
 * The reminders job and the expiring documents list read items by date (repository/request-dates.ts).
 */
export { checkRequestTakesUpload, markRequestUploaded, requestUploadLink } from './domain/uploads';
export type { RequestLinkWrites, RequestUploadLink } from './domain/uploads';
export { listRequestsDueOn, listRequestsExpiringOn } from './repository/request-dates';
export { destroyCaseRequests, getRequest, listRequestsOfCase } from './repository/requests';
/** An item as the API answers it to a reader (their language; the client's part of its history): the exports' copy. */
export { toDocumentRequest as requestAsRead } from './domain/request-changes';
export type { RequestReader } from './domain/request-changes';
export type { RequestRecord } from './repository/requests';
export { REQUEST_MAIL_SETTINGS, publishRequestMail } from './mail/events';
export type { RequestMailEvent, RequestMails, RequestRef } from './mail/events';
