/** Small batches sent inside the JSON body (the spec's upload calls): decoded, staged, then checked and recorded as a direct upload is. */
import { randomUUID } from 'node:crypto';
import { noteUploads } from './document-activity';
import { sharedOnUpload } from './document-visibility';
import type { Case } from '../../../shared/cases/types';
import { MAX_FILES_PER_UPLOAD } from '../../../shared/documents/limits';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import type { StoredItem } from '../../../shared/documents/types';
import { uploadStagingKey } from '../../../shared/documents/upload-staging';
import type { Caller } from '../../core/caller';
import { refusal } from '../../core/errors';
import { documentStore } from '../store';
import { cleanBatchNames } from '../store/file-names';
import { expectedMimeType } from '../store/file-types';
import { folderOfCase } from './case-access';
import { inspectUploads, recordUploads } from './upload-recording';

/** A JSON body larger than this cannot carry a base64 batch through API Gateway and Lambda. */
export const MAX_INLINE_BATCH_BYTES = 4 * 1024 * 1024;

export interface InlineFile {
  fileName: string;
  fileBase64: string;
  fileSize: number;
  fileType: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64(file: InlineFile): Uint8Array {
  const text = file.fileBase64.replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw refusal(DOCUMENTS.BAD_BASE64, { fileName: file.fileName });
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== file.fileSize) throw refusal(DOCUMENTS.INLINE_SIZE_NOT_ANNOUNCED, { fileName: file.fileName, size: bytes.length, announced: file.fileSize });
  return bytes;
}

/**
 * A small batch sent inside the JSON body: decoded, stored, checked, recorded. A client's own uploads
 * are shared with them; staff's only with `shareWithClient` (the routes never set it: the seed does).
 */
export async function uploadInline(caller: Caller, caseRecord: Case, folderId: string, files: InlineFile[], shareWithClient?: boolean): Promise<StoredItem[]> {
  if (files.length > MAX_FILES_PER_UPLOAD) throw refusal(DOCUMENTS.TOO_MANY_FILES);
  const decoded = files.map(decodeBase64);
  return uploadBytes(caller, caseRecord, folderId, files.map((file, index) => ({ fileName: file.fileName, fileType: file.fileType, bytes: decoded[index] ?? new Uint8Array() })), shareWithClient);
}

/** Files the server holds (decoded, or made by it), stored, checked and recorded as every upload is. */
export async function uploadBytes(
  caller: Caller,
  caseRecord: Case,
  folderId: string,
  files: readonly { fileName: string; fileType: string; bytes: Uint8Array }[],
  shareWithClient?: boolean,
): Promise<StoredItem[]> {
  const folder = await folderOfCase(caller, caseRecord, folderId);
  const store = documentStore();
  await store.catalogue.prepareUploadFolder(folder);
  const names = cleanBatchNames(files.map((file) => file.fileName));
  const stagingId = `inline-${randomUUID()}`;
  const incoming = files.map((file, index) => {
    const documentId = randomUUID();
    const fileName = names[index] ?? file.fileName;
    return { fileName, documentId, stagingKey: uploadStagingKey(stagingId, documentId), size: file.bytes.length, mimeType: expectedMimeType(fileName, file.fileType) };
  });
  await Promise.all(incoming.map((file, index) => store.put(file.stagingKey, files[index]?.bytes ?? new Uint8Array(), file.mimeType)));
  const recorded = await recordUploads(caller, caseRecord, incoming, await inspectUploads(caller, caseRecord, folder.folderId, incoming, shareWithClient));
  noteUploads(caseRecord, recorded, caller.userType === 'client' || sharedOnUpload(caller, shareWithClient));
  return recorded;
}
