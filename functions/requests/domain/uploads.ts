/**
 * Uploads against a requested item, for the documents feature (functions/requests/index.ts): checked
 * before the upload starts, and linked — `uploaded`, with its documents — in the very transaction
 * that records the documents (requestUploadLink), so neither is ever written without the other.
 */
import type { Refusal } from '../../../shared/core/refusals';
import { REQUESTS } from '../../../shared/requests/refusals';
import type { DocumentRequest } from '../../../shared/requests/types';
import { mayReachCase } from '../../cases';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import type { GuardedWrite } from '../../core/transact';
import { type RequestRecord, getRequest, requestChangeWrites } from '../repository/requests';
import { historyOf, withHistoryEntry } from './history';
import { changeRequest, readerOf, toDocumentRequest, updatedBy } from './request-changes';
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
  return record.caseId === caseId && mayReachCase(caller, record);
}

/** The item once these documents are uploaded against it: `uploaded`, the documents appended, the upload in its history (its version is the writer's to move). */
function uploadedItem(before: RequestRecord, documentIds: readonly string[], caller: Caller, at: string): Omit<RequestRecord, 'version'> {
  const documents = afterUpload(before, documentIds);
  const added = documents.filter((documentId) => !before.documentIds.includes(documentId));
  const by = updatedBy(caller);
  return {
    ...before,
    status: 'uploaded',
    // The reason was the rejection's: the new upload answers it.
    reason: '',
    documentIds: documents,
    updatedAt: at,
    updatedBy: by,
    history: withHistoryEntry(historyOf(before), { at, by, action: 'uploaded', documentIds: added }),
  };
}

/** What joins the recording's transaction to link its documents to the item. */
export interface RequestLinkWrites {
  /** The item's write (conditional on the version read: `changed` when someone changed it since). */
  writes: GuardedWrite[];
  /** The case's counters the item's move changes, to add to the case item's own update (a transaction writes an item once). */
  caseCounters: Partial<Record<string, number>>;
}

/** The link of an upload to a requested item, as the documents feature's recording takes it. */
export interface RequestUploadLink {
  /** Reads the item afresh and answers the writes that link these documents (their recorded ids) to it; refuses as markRequestUploaded. */
  writesFor(documentIds: readonly string[]): Promise<RequestLinkWrites>;
  /** The refusal of a transaction whose item changed since it was read: the recording reads it again and retries. */
  changed: Refusal;
}

/**
 * For the documents feature, when it records documents against a requested item: the writes that
 * make the item `uploaded` with the documents appended, to be written in the recording's own
 * transaction. The item must be on this case, the caller's to answer (else `request-missing`), and
 * still take uploads (else `request-closed`, `request-documents-limit`): then nothing is recorded.
 */
export function requestUploadLink(caseId: string, requestId: string, caller: Caller, now = () => new Date().toISOString()): RequestUploadLink {
  return {
    changed: REQUESTS.CHANGED,
    async writesFor(documentIds) {
      const before = await getRequest(caseId, requestId);
      if (!before || !mayUploadAgainst(before, caseId, caller)) throw refusal(REQUESTS.REQUEST_MISSING);
      const after: RequestRecord = { ...uploadedItem(before, documentIds, caller, now()), version: before.version + 1 };
      const { write, caseCounters } = requestChangeWrites(before, after);
      return { writes: [write], caseCounters };
    },
  };
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
  if (current && documentIds.length > 0 && documentIds.every((documentId) => current.documentIds.includes(documentId))) return toDocumentRequest(current, readerOf(caller));
  let firstRead = true;
  const read = () => {
    if (!firstRead) return readFresh();
    firstRead = false;
    return Promise.resolve(current);
  };
  const after = await changeRequest(caseId, requestId, read, (before) => uploadedItem(before, documentIds, caller, now()));
  return toDocumentRequest(after, readerOf(caller));
}
