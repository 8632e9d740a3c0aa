/**
 * Uploads against a requested item, for the documents feature (functions/requests/index.ts): checked
 * before the upload starts, marked `uploaded` with its documents once they are recorded.
 */
import { REQUESTS } from '../../../shared/requests/refusals';
import type { DocumentRequest } from '../../../shared/requests/types';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { type RequestRecord, getRequest } from '../repository/requests';
import { changeRequest, toDocumentRequest, updatedBy } from './request-changes';
import { afterUpload, checkTakesUpload } from './transitions';

/**
 * For the documents feature, before an upload against a requested item starts (its targets): the item
 * is on this case, the caller may upload against it (the case's client, or staff of its org), it takes
 * uploads (neither accepted nor waived) and room for `fileCount` more documents. Refuses as
 * markRequestUploaded would; the case itself was checked by the caller.
 */
export async function checkRequestTakesUpload(caseId: string, requestId: string, caller: Caller, fileCount: number): Promise<void> {
  const record = await getRequest(caseId, requestId);
  if (!record || !mayUploadAgainst(record, caseId, caller)) throw refusal(REQUESTS.REQUEST_MISSING);
  checkTakesUpload(record, fileCount);
}

function mayUploadAgainst(record: RequestRecord, caseId: string, caller: Caller): boolean {
  return record.caseId === caseId && (caller.userType === 'admin' ? record.orgId === caller.orgId : record.clientId === caller.userId);
}

/**
 * For the documents feature, once documents are recorded against a requested item: the item becomes
 * `uploaded` (from requested, rejected or uploaded) and the documents' ids are appended. The caller
 * is the uploader: the case's client, or staff of its org uploading for them; anyone else, or an
 * item not on this case, answers `request-missing` (404). An accepted or waived item refuses
 * (`request-closed`, 409); more than REQUEST_LIMITS.documentsPerItem documents, `request-documents-limit`.
 * Documents already linked to the item are linked once: marking the same ids again answers the item as it is.
 */
export async function markRequestUploaded(
  caseId: string,
  requestId: string,
  documentIds: readonly string[],
  caller: Caller,
  now = () => new Date().toISOString(),
): Promise<DocumentRequest> {
  const readFresh = async () => {
    const record = await getRequest(caseId, requestId);
    return record && mayUploadAgainst(record, caseId, caller) ? record : undefined;
  };
  // Linking again what is already linked (a repeated completion of the same batch) changes nothing.
  const current = await readFresh();
  if (current && documentIds.length > 0 && documentIds.every((documentId) => current.documentIds.includes(documentId))) return toDocumentRequest(current);
  let firstRead = true;
  const read = () => {
    if (!firstRead) return readFresh();
    firstRead = false;
    return Promise.resolve(current);
  };
  const after = await changeRequest(caseId, requestId, read, (before) => ({
    ...before,
    status: 'uploaded',
    // The reason was the rejection's: the new upload answers it.
    reason: '',
    documentIds: afterUpload(before, documentIds),
    updatedAt: now(),
    updatedBy: updatedBy(caller),
  }));
  return toDocumentRequest(after);
}
