/**
 * Direct uploads in batches of at most 5 files of at most 5 MB: upload targets (the browser PUTs the
 * bytes straight to the store's staging) → completion (upload-recording.ts checks and records them),
 * once: a repeated completion answers the documents the first recorded.
 */
import { randomUUID } from 'node:crypto';
import { noteUploads } from './document-activity';
import { sharedOnUpload } from './document-visibility';
import type { FileDescriptor } from '../../../shared/documents/schemas';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import type { StoredItem, UploadBatch } from '../../../shared/documents/types';
import type { Case } from '../../../shared/cases/types';
import { uploadStagingKey } from '../../../shared/documents/upload-staging';
import { NOT_FOUND } from '../../../shared/core/refusals';
import type { Caller } from '../../core/caller';
import { PortalError, refusal } from '../../core/errors';
import { isConflict } from '../../core/transact';
import { type DocumentRecord, documentItem, getDocument } from '../repository/documents';
import { readNamesAhead } from '../repository/unique-names';
import { BATCH_CLAIMED, type UploadBatchRecord, claimUploadBatch, getUploadBatch, putUploadBatch } from '../repository/upload-batches';
import { documentStore } from '../store';
import { cleanBatchNames } from '../store/file-names';
import { expectedMimeType } from '../store/file-types';
import { type CaseAndFolderRecords, caseAndFolder } from './case-access';
import { checkCaseForCaller, getCaseById } from '../../cases';
import { checkRequestTakesUpload, requestUploadLink } from '../../requests';
import { inspectUploads, recordUploads, refuseUploads } from './upload-recording';

/** Upload targets live this long. */
export const UPLOAD_TARGET_SECONDS = 15 * 60;

/** What a batch is for, beyond its files. */
export interface UploadBatchOptions {
  /** Staff: whether the case's client sees the documents (a client's own uploads always). */
  shareWithClient?: boolean;
  /** A document request of the case the files answer. */
  requestId?: string;
}

/**
 * Starts a direct-upload batch: one upload target per file, for its exact size and type. `read`: the
 * case and folder records read ahead (readCaseAndFolder of this case and folder), checked here. With a
 * `requestId`, the item must take the upload now (on this case, the caller's to answer, neither
 * accepted nor waived, room for the files), so a refused upload is refused before any byte is sent.
 */
export async function createUploadBatch(
  caller: Caller,
  caseId: string,
  folderId: string,
  files: FileDescriptor[],
  read?: CaseAndFolderRecords,
  { shareWithClient, requestId }: UploadBatchOptions = {},
): Promise<UploadBatch> {
  const { caseRecord, folder } = await caseAndFolder(caller, caseId, folderId, read);
  if (requestId !== undefined) await checkRequestTakesUpload(caseRecord.caseId, requestId, caller, files.length);
  const store = documentStore();
  await store.catalogue.prepareUploadFolder(folder);
  const names = cleanBatchNames(files.map((file) => file.fileName));
  const batchId = randomUUID();
  const expiresAt = new Date(Date.now() + UPLOAD_TARGET_SECONDS * 1000).toISOString();
  const planned = files.map((file, index) => {
    const documentId = randomUUID();
    const fileName = names[index] ?? file.fileName;
    return { index, fileName, documentId, stagingKey: uploadStagingKey(batchId, documentId), size: file.fileSize, mimeType: expectedMimeType(fileName, file.fileType) };
  });
  // The batch is recorded while the targets are made: no target is answered unless both succeed.
  const [, uploads] = await Promise.all([
    putUploadBatch({
      batchId,
      caseId: caseRecord.caseId,
      folderId: folder.folderId,
      callerId: caller.userId,
      files: planned,
      expiresAt,
      // Applied at completion; only staff choose (a client's own uploads are always shared with them).
      ...(caller.userType === 'admin' && shareWithClient !== undefined ? { shareWithClient } : {}),
      ...(requestId !== undefined ? { requestId } : {}),
    }),
    Promise.all(
      planned.map(async (file) => {
        const target = await store.uploadTarget(file.stagingKey, file.size, file.mimeType, UPLOAD_TARGET_SECONDS);
        return {
          index: file.index,
          fileName: file.fileName,
          uploadUrl: target.url,
          method: 'PUT' as const,
          headers: target.headers,
          ...(target.chunkSize ? { chunkSize: target.chunkSize } : {}),
        };
      }),
    ),
  ]);
  return { batchId, expiresAt, uploads };
}

/** A completion's batch and case records as stored, read before anything is decided from them (e.g. while the caller is read). */
export interface CompletionRecords {
  batch: UploadBatchRecord | undefined;
  caseRecord: Case | undefined;
}

/** Reads the batch and the case at once; nothing is checked yet (completeUploadBatch does). */
export async function readCompletionRecords(caseId: string, batchId: string): Promise<CompletionRecords> {
  const [batch, caseRecord] = await Promise.all([getUploadBatch(batchId), getCaseById(caseId)]);
  return { batch, caseRecord };
}

/**
 * Completes a direct-upload batch, once: a repeated completion answers the documents recorded by
 * the first. Only the caller who started the batch may complete it. A batch against a document
 * request is recorded together with the item's move to `uploaded`; when the item no longer takes it
 * (accepted or waived meanwhile: `request-closed`), the completion is refused whole: nothing is
 * recorded, listed or counted and the staged uploads are deleted. `read`: the batch and case records
 * read ahead (readCompletionRecords of this case and batch), checked here.
 */
export async function completeUploadBatch(caller: Caller, caseId: string, batchId: string, read?: CompletionRecords): Promise<StoredItem[]> {
  const records = read ?? (await readCompletionRecords(caseId, batchId));
  const caseRecord = checkCaseForCaller(caller, records.caseRecord);
  const { batch } = records;
  if (!batch || batch.caseId !== caseId || batch.callerId !== caller.userId) throw refusal(NOT_FOUND.UPLOAD_BATCH);
  if (batch.completed) return answerClaimedBatch(batch);
  if (Date.parse(batch.expiresAt) < Date.now()) {
    if (await claimUploadBatch(batchId)) return refuseUploads(batch.files, refusal(DOCUMENTS.BATCH_EXPIRED));
    return answerClaimedBatch(batch);
  }
  // Which of the batch's names the folder has is read while the bytes are checked.
  const namesAhead = readNamesAhead(batch.folderId, batch.files.map((file) => file.fileName));
  const verdicts = await inspectUploads(caller, caseRecord, batch.folderId, batch.files, batch.shareWithClient);
  // A batch against a document request is recorded with the item's change to `uploaded`, or not at all.
  const link = batch.requestId === undefined ? undefined : requestUploadLink(batch.caseId, batch.requestId, caller);
  let recorded: StoredItem[];
  try {
    // The batch is claimed in the recording transaction: of two completions, one records.
    recorded = await recordUploads(caller, caseRecord, batch.files, verdicts, { fromBatch: batchId, namesAhead, ...(link ? { link } : {}) });
  } catch (error) {
    if (isConflict(error, BATCH_CLAIMED)) return answerClaimedBatch(batch);
    // Another completion may have taken the staged uploads meanwhile: it answers for the batch.
    if (error instanceof PortalError && (await getUploadBatch(batchId))?.completed) return answerClaimedBatch(batch);
    throw error;
  }
  noteUploads(caseRecord, recorded, caller.userType === 'client' || sharedOnUpload(caller, batch.shareWithClient));
  return recorded;
}

/** A repeated completion answers the documents the first one recorded (under the ids its claim noted), linked to its request in that same recording. */
async function answerClaimedBatch(batch: UploadBatchRecord): Promise<StoredItem[]> {
  // A batch read before another completion claimed it does not know those ids yet.
  const claimed = batch.documentIds ? batch : ((await getUploadBatch(batch.batchId)) ?? batch);
  const documentIds = claimed.documentIds ?? batch.files.map((file) => file.documentId);
  const documents = await Promise.all(documentIds.map((documentId) => getDocument(documentId)));
  if (!documents.every((document) => document !== undefined)) throw refusal(BATCH_CLAIMED);
  return documents.map((document) => documentItem(document as DocumentRecord));
}
