/**
 * Direct uploads in batches of at most 5 files of at most 5 MB: upload targets (the browser PUTs the
 * bytes straight to the store's staging) → completion (upload-recording.ts checks and records them),
 * once: a repeated completion answers the documents the first recorded.
 */
import { randomUUID } from 'node:crypto';
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
import { type CaseAndFolderRecords, caseAndFolder, checkCaseForCaller } from './case-access';
import { getCaseById } from '../../cases';
import { inspectUploads, recordUploads, refuseUploads } from './upload-recording';

/** Upload targets live this long. */
export const UPLOAD_TARGET_SECONDS = 15 * 60;

/**
 * Starts a direct-upload batch: one upload target per file, for its exact size and type. `read`: the
 * case and folder records read ahead (readCaseAndFolder of this case and folder), checked here.
 */
export async function createUploadBatch(
  caller: Caller,
  caseId: string,
  folderId: string,
  files: FileDescriptor[],
  read?: CaseAndFolderRecords,
  shareWithClient?: boolean,
): Promise<UploadBatch> {
  const { caseRecord, folder } = await caseAndFolder(caller, caseId, folderId, read);
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
 * the first. Only the caller who started the batch may complete it. `read`: the batch and case
 * records read ahead (readCompletionRecords of this case and batch), checked here.
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
  try {
    // The batch is claimed in the recording transaction: of two completions, one records.
    return await recordUploads(caller, caseRecord, batch.files, verdicts, { fromBatch: batchId, namesAhead });
  } catch (error) {
    if (isConflict(error, BATCH_CLAIMED)) return answerClaimedBatch(batch);
    // Another completion may have taken the staged uploads meanwhile: it answers for the batch.
    if (error instanceof PortalError && (await getUploadBatch(batchId))?.completed) return answerClaimedBatch(batch);
    throw error;
  }
}

/** A repeated completion answers the documents the first one recorded (under the ids its claim noted). */
async function answerClaimedBatch(batch: UploadBatchRecord): Promise<StoredItem[]> {
  // A batch read before another completion claimed it does not know those ids yet.
  const claimed = batch.documentIds ? batch : ((await getUploadBatch(batch.batchId)) ?? batch);
  const documentIds = claimed.documentIds ?? batch.files.map((file) => file.documentId);
  const documents = await Promise.all(documentIds.map((documentId) => getDocument(documentId)));
  if (documents.every((document) => document !== undefined)) return documents.map((document) => documentItem(document as DocumentRecord));
  throw refusal(BATCH_CLAIMED);
}
