/**
 * Case documents as the firm and its clients share them: folders, direct uploads in batches of at
 * most 5 files of at most 5 MB (targets → the browser PUTs the bytes straight to the store →
 * completion checks and records them), small base64 batches through the API, listings, downloads.
 *
 * Who may do what: an admin, in every folder of a case of their org; a client, in the root folder of
 * their own cases only. Anything else answers 404, as if it did not exist.
 */
import { randomUUID } from 'node:crypto';
import type { CreateFolderBody, FileDescriptor, FolderListQuery } from '../../../shared/documents/schemas';
import { MAX_FILE_SIZE_BYTES, MAX_FILES_PER_UPLOAD } from '../../../shared/documents/limits';
import type { Case } from '../../../shared/cases/types';
import type { StoredItem, UploadBatch } from '../../../shared/documents/types';
import type { Caller } from '../../lib/caller';
import { documentStore } from '../store';
import { newMailEventId, publishMailEvent } from '../../lib/mail/publish';
import type { FolderCatalogue, PlacedDocument } from '../store/document-store';
import { uploadStagingKey } from '../../../shared/documents/upload-staging';
import { cleanBatchNames, cleanFileName } from '../store/file-names';
import { SNIFF_BYTES, expectedMimeType, sniffDocumentType } from '../store/file-types';
import { config } from '../../lib/config';
import { describeError, logger } from '../../lib/logger';
import { countMetric } from '../../lib/metrics';
import { listPage } from '../../lib/pagination';
import { METRICS } from '../../../shared/core/observability';
import { isConflict } from '../../lib/repositories/transact';
import {
  type DocumentRecord,
  type FolderRecord,
  type UploadBatchRecord,
  BATCH_CLAIMED,
  claimUploadBatch,
  createFolderRecord,
  documentItem,
  ensureFolderRecord,
  folderItem,
  getDocument,
  getFolder,
  getUploadBatch,
  listFolderDocuments,
  listSubFolders,
  putUploadBatch,
  recordDocuments,
} from '../repository/documents';
import { getCaseOfClient, getCaseOfOrg } from '../../lib/domain/cases';
import { PortalError, refusal } from '../../lib/errors';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import { NOT_FOUND } from '../../../shared/core/refusals';

/** Upload targets and download links live this long. */
export const UPLOAD_TARGET_SECONDS = 15 * 60;
export const DOWNLOAD_LINK_SECONDS = 5 * 60;
/** A JSON body larger than this cannot carry a base64 batch through API Gateway and Lambda. */
export const MAX_INLINE_BATCH_BYTES = 4 * 1024 * 1024;

/** A case the caller may work on: an admin's org's, or the client's own. */
export function caseForCaller(caller: Caller, caseId: string): Promise<Case> {
  return caller.userType === 'admin' ? getCaseOfOrg(caller, caseId) : getCaseOfClient(caller.userId, caseId);
}

const rootRecord = (item: Case): FolderRecord => ({
  folderId: item.caseFolderId,
  caseId: item.caseId,
  orgId: item.orgId,
  name: item.caseFolderName || item.caseName,
  createdDateTime: item.openDate,
  lastModifiedDateTime: item.openDate,
  createdBy: item.attorneyName,
  childCount: 0,
});

/**
 * A folder of the case that the store holds (OneDrive): any folder under the case's root folder,
 * wherever it was made (the portal or OneDrive itself).
 */
async function catalogueFolderOfCase(catalogue: FolderCatalogue, item: Case, folderId: string): Promise<FolderRecord> {
  const located = await catalogue.locate(folderId);
  if (!located || located.item.type !== 'folder' || !located.ancestorIds.includes(item.caseFolderId)) throw refusal(NOT_FOUND.FOLDER);
  const folder = located.item;
  return {
    folderId: folder.id,
    caseId: item.caseId,
    orgId: item.orgId,
    ...(folder.parentId ? { parentId: folder.parentId } : {}),
    name: folder.name,
    createdDateTime: folder.createdDateTime,
    lastModifiedDateTime: folder.lastModifiedDateTime,
    createdBy: folder.createdBy.user.displayName,
    childCount: folder.folder?.childCount ?? 0,
  };
}

/** Checks a folder record read for this case: the case's root, or — for admins — a folder of the case. */
async function checkFolderOfCase(caller: Caller, item: Case, folderId: string, found: FolderRecord | undefined): Promise<FolderRecord> {
  if (folderId === item.caseFolderId) {
    if (found) return found;
    // Cases older than folder records get their root's record on first use.
    const record = rootRecord(item);
    await ensureFolderRecord(record);
    return record;
  }
  if (caller.userType !== 'admin') throw refusal(NOT_FOUND.FOLDER);
  const { catalogue } = documentStore();
  if (catalogue) return catalogueFolderOfCase(catalogue, item, folderId);
  if (!found || found.caseId !== item.caseId) throw refusal(NOT_FOUND.FOLDER);
  return found;
}

/** A folder of this case the caller may use (see checkFolderOfCase). */
async function folderOfCase(caller: Caller, item: Case, folderId: string): Promise<FolderRecord> {
  return checkFolderOfCase(caller, item, folderId, await getFolder(folderId));
}

/**
 * A case the caller may work on and a folder of it they may use: the case's root folder, or — for
 * admins — a folder recorded as the case's. Both records are read at once.
 */
export async function caseAndFolder(caller: Caller, caseId: string, folderId: string): Promise<{ item: Case; folder: FolderRecord }> {
  const [item, found] = await Promise.all([caseForCaller(caller, caseId), getFolder(folderId)]);
  return { item, folder: await checkFolderOfCase(caller, item, folderId, found) };
}

/**
 * A folder's items, newest first: its documents (paged with the usual cursors) and, with
 * getMode=all (admins), its sub-folders first. The path's clientId must be the case's client.
 */
export async function listFolder(
  caller: Caller,
  path: { clientId: string; caseId: string; folderId: string },
  query: FolderListQuery,
): Promise<{ files: StoredItem[]; nextCursor?: string }> {
  if (caller.userType !== 'admin' && path.clientId !== caller.userId) throw refusal(NOT_FOUND.CASE);
  const { item, folder } = await caseAndFolder(caller, path.caseId, path.folderId);
  if (item.clientId !== path.clientId) throw refusal(NOT_FOUND.CASE);
  const withFolders = query.getMode === 'all' && caller.userType === 'admin';
  const { catalogue } = documentStore();
  if (catalogue) return listCatalogueFolder(caller, catalogue, folder.folderId, query, withFolders);
  const page = await listPage(caller, `folder:${folder.folderId}`, query, (request) => listFolderDocuments(folder.folderId, request));
  const folders = withFolders && !query.cursor ? (await listSubFolders(folder.folderId)).map(folderItem) : [];
  const files = [...folders, ...page.Items.map(documentItem)];
  return page.nextCursor ? { files, nextCursor: page.nextCursor } : { files };
}

/**
 * A folder's items as the store lists them (OneDrive is the source of truth): sub-folders first
 * (with getMode=all, admins), then files newest first. The store's page token travels inside the
 * portal's own signed cursor, so a caller can neither read nor forge it.
 */
async function listCatalogueFolder(
  caller: Caller,
  catalogue: FolderCatalogue,
  folderId: string,
  query: FolderListQuery,
  withFolders: boolean,
): Promise<{ files: StoredItem[]; nextCursor?: string }> {
  const page = await listPage(caller, `folder:${folderId}`, query, async (request) => {
    const token = request.exclusiveStartKey?.pageToken;
    const listed = await catalogue.list(folderId, typeof token === 'string' ? token : undefined, request.limit);
    return { items: listed.items, lastEvaluatedKey: listed.nextPageToken ? { pageToken: listed.nextPageToken } : undefined };
  });
  const newestFirst = (a: StoredItem, b: StoredItem) => b.createdDateTime.localeCompare(a.createdDateTime);
  const folders = withFolders ? page.Items.filter((entry) => entry.type === 'folder').sort(newestFirst) : [];
  const files = [...folders, ...page.Items.filter((entry) => entry.type === 'file').sort(newestFirst)];
  return page.nextCursor ? { files, nextCursor: page.nextCursor } : { files };
}

/**
 * Uploads are recorded against a folder record (its counters, its name guards). A store that holds
 * its own folders (OneDrive) has folders the table never saw: they get their record on first upload.
 */
async function ensureUploadFolderRecorded(folder: FolderRecord): Promise<void> {
  if (documentStore().catalogue) await ensureFolderRecord(folder);
}

/** Creates a sub-folder of a folder of a case of the admin's org (a taken name gets a number). */
export async function createSubFolder(caller: Caller, caseId: string, parentFolderId: string, body: CreateFolderBody): Promise<StoredItem> {
  if (body.parentFolderId && body.parentFolderId !== parentFolderId) {
    throw refusal(DOCUMENTS.PARENT_NOT_PATH);
  }
  const { item, folder: parent } = await caseAndFolder(caller, caseId, parentFolderId);
  const name = cleanFileName(body.folderName);
  const store = documentStore();
  // OneDrive holds its folders itself (a taken name is renamed there).
  if (store.catalogue) return { ...(await store.createFolder(parent.folderId, name, caller.name)), parentId: parent.folderId };
  const now = new Date().toISOString();
  const folder = await createFolderRecord({
    folderId: randomUUID(),
    caseId: item.caseId,
    orgId: item.orgId,
    parentId: parent.folderId,
    name,
    createdDateTime: now,
    lastModifiedDateTime: now,
    createdBy: caller.name,
    childCount: 0,
  });
  return folderItem(folder);
}

/** Starts a direct-upload batch: one presigned PUT per file, for its exact size and type. */
export async function createUploadBatch(caller: Caller, caseId: string, folderId: string, files: FileDescriptor[]): Promise<UploadBatch> {
  const { item, folder } = await caseAndFolder(caller, caseId, folderId);
  await ensureUploadFolderRecorded(folder);
  const names = cleanBatchNames(files.map((file) => file.fileName));
  const batchId = randomUUID();
  const expiresAt = new Date(Date.now() + UPLOAD_TARGET_SECONDS * 1000).toISOString();
  const planned = files.map((file, index) => {
    const documentId = randomUUID();
    const fileName = names[index] ?? file.fileName;
    return { index, fileName, documentId, stagingKey: uploadStagingKey(batchId, documentId), size: file.fileSize, mimeType: expectedMimeType(fileName, file.fileType) };
  });
  await putUploadBatch({ batchId, caseId: item.caseId, folderId: folder.folderId, callerId: caller.userId, files: planned, expiresAt });
  const store = documentStore();
  const uploads = await Promise.all(
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
  );
  return { batchId, expiresAt, uploads };
}

interface IncomingFile {
  fileName: string;
  documentId: string;
  /** Where the bytes wait for the completion (see shared/upload-staging.ts). */
  stagingKey: string;
  size: number;
  mimeType: string;
}

/** A checked upload: the record to write once it is placed, and which bytes were checked. */
interface CheckedUpload {
  file: IncomingFile;
  record: Omit<DocumentRecord, 'storageKey'>;
  version?: string;
}

/** Deletes staged uploads (refused ones); a failure is logged, never answered: the lifecycle rule removes what is left. */
async function removeStaged(files: readonly IncomingFile[]): Promise<void> {
  const store = documentStore();
  await Promise.all(
    files.map((file) =>
      store.remove(file.stagingKey).catch((error: unknown) => logger.error('Could not delete a refused upload', { key: file.stagingKey, ...describeError(error) })),
    ),
  );
}

/** Refuses the whole batch: its staged objects are deleted, nothing is recorded. */
async function refuse(files: readonly IncomingFile[], why: PortalError): Promise<never> {
  await removeStaged(files);
  throw why;
}

/** Checks each staged object (there, of the announced size, bytes of the named type): a checked upload or a refusal. */
function inspectUploads(caller: Caller, item: Case, folderId: string, files: readonly IncomingFile[]): Promise<Array<CheckedUpload | PortalError>> {
  const store = documentStore();
  const now = new Date().toISOString();
  return Promise.all(
    files.map(async (file): Promise<CheckedUpload | PortalError> => {
      const stored = await store.inspect(file.stagingKey, SNIFF_BYTES);
      if (!stored) return refusal(DOCUMENTS.NOT_UPLOADED, file.fileName);
      if (stored.size !== file.size) return refusal(DOCUMENTS.SIZE_NOT_ANNOUNCED, file.fileName, stored.size, file.size);
      if (stored.size > MAX_FILE_SIZE_BYTES) return refusal(DOCUMENTS.LARGER_THAN_LIMIT, file.fileName);
      let mimeType: string;
      try {
        mimeType = await sniffDocumentType(file.fileName, stored.head);
      } catch (error) {
        if (error instanceof PortalError) return error;
        throw error;
      }
      const record = {
        documentId: file.documentId,
        caseId: item.caseId,
        orgId: item.orgId,
        folderId,
        name: file.fileName,
        size: stored.size,
        // The type the bytes were found to be, never the client's word: stored and served as such.
        mimeType,
        createdDateTime: now,
        createdBy: caller.name,
        uploadedById: caller.userId,
        // With a scanner, nobody downloads a document before it is found clean.
        status: config.malwareScanning ? ('scanning' as const) : ('available' as const),
      };
      return { file, record, ...(stored.version ? { version: stored.version } : {}) };
    }),
  );
}

interface Placed {
  upload: CheckedUpload;
  placed: PlacedDocument;
}

/** Puts back what was placed but not recorded (best effort: a failure is logged). */
async function unplaceAll(placements: readonly Placed[]): Promise<void> {
  const store = documentStore();
  await Promise.all(
    placements.map(({ upload, placed }) =>
      store.unplace(placed, upload.file.stagingKey).catch((error: unknown) =>
        logger.error('Could not undo the placement of an unrecorded upload', { key: placed.storageKey, ...describeError(error) }),
      ),
    ),
  );
}

/**
 * Puts every checked upload where its document will live, before anything is recorded, so that the
 * table never names bytes the store does not hold. If one cannot be placed, those placed are put
 * back and the batch is left as it was: a retry of the completion starts again.
 */
async function placeAll(uploads: readonly CheckedUpload[]): Promise<Placed[]> {
  const store = documentStore();
  const attemptId = randomUUID();
  const outcomes = await Promise.allSettled(
    uploads.map(async (upload): Promise<Placed> => {
      const placed = await store.place(upload.file.stagingKey, {
        caseId: upload.record.caseId,
        documentId: upload.record.documentId,
        folderId: upload.record.folderId,
        fileName: upload.record.name,
        mimeType: upload.record.mimeType,
        attemptId,
        ...(upload.version ? { version: upload.version } : {}),
      });
      if (!placed) throw refusal(DOCUMENTS.NOT_UPLOADED, upload.file.fileName);
      return { upload, placed };
    }),
  );
  const placements = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) {
    await unplaceAll(placements);
    throw failed.reason;
  }
  return placements;
}

/**
 * Records a batch whose every file passed (the first refusal refuses the whole batch): placed
 * first, recorded after, staging released last. A recording that fails puts the placements back;
 * a refusal then deletes the staged uploads, a fault leaves them for a retry.
 */
async function recordInspected(
  caller: Caller,
  item: Case,
  files: readonly IncomingFile[],
  verdicts: Array<CheckedUpload | PortalError>,
  fromBatch?: string,
): Promise<StoredItem[]> {
  const refused = verdicts.find((verdict): verdict is PortalError => verdict instanceof PortalError);
  if (refused !== undefined) return refuse(files, refused);
  const placements = await placeAll(verdicts as CheckedUpload[]);
  const documents: DocumentRecord[] = placements.map(({ upload, placed }) => ({
    ...upload.record,
    name: placed.item?.name ?? upload.record.name,
    storageKey: placed.storageKey,
  }));
  const month = (documents[0]?.createdDateTime ?? new Date().toISOString()).slice(0, 7);
  let recorded: DocumentRecord[];
  try {
    recorded = await recordDocuments(documents, { orgId: item.orgId, caseId: item.caseId, clientId: item.clientId, month }, fromBatch);
  } catch (error) {
    await unplaceAll(placements);
    if (error instanceof PortalError && !isConflict(error, BATCH_CLAIMED)) await removeStaged(files);
    throw error;
  }
  countMetric(METRICS.documentsUploaded, recorded.length);
  const store = documentStore();
  // A failure is logged, never answered: the lifecycle rule (S3) or the clean-up job (OneDrive) removes what is left.
  await store
    .releaseStaged(files.map((file) => file.stagingKey))
    .catch((error: unknown) => logger.warn('Could not release staged uploads', { keys: files.map((file) => file.stagingKey), ...describeError(error) }));
  // A store that names its own items answers them as it now lists them.
  const answered = recorded.map((document, i) => placements[i]?.placed.item ?? documentItem(document));
  if (caller.userType === 'client') {
    // Once recorded: the case's attorney (and staff who asked) learn of the batch.
    await publishMailEvent({
      kind: 'documentsUploaded',
      eventId: `documents-uploaded:${fromBatch ?? newMailEventId()}`,
      orgId: item.orgId,
      caseId: item.caseId,
      uploadedById: caller.userId,
      fileNames: answered.map((document) => document.name),
    });
  }
  return answered;
}

/**
 * Completes a direct-upload batch, once: a repeated completion answers the documents recorded by
 * the first. Only the caller who started the batch may complete it.
 */
export async function completeUploadBatch(caller: Caller, caseId: string, batchId: string): Promise<StoredItem[]> {
  const [batch, item] = await Promise.all([getUploadBatch(batchId), caseForCaller(caller, caseId)]);
  if (!batch || batch.caseId !== caseId || batch.callerId !== caller.userId) throw refusal(NOT_FOUND.UPLOAD_BATCH);
  if (batch.completed) return answerClaimedBatch(batch);
  if (Date.parse(batch.expiresAt) < Date.now()) {
    if (await claimUploadBatch(batchId)) return refuse(batch.files, refusal(DOCUMENTS.BATCH_EXPIRED));
    return answerClaimedBatch(batch);
  }
  const verdicts = await inspectUploads(caller, item, batch.folderId, batch.files);
  try {
    // The batch is claimed in the recording transaction: of two completions, one records.
    return await recordInspected(caller, item, batch.files, verdicts, batchId);
  } catch (error) {
    if (isConflict(error, BATCH_CLAIMED)) return answerClaimedBatch(batch);
    // Another completion may have taken the staged uploads meanwhile: it answers for the batch.
    if (error instanceof PortalError && (await getUploadBatch(batchId))?.completed) return answerClaimedBatch(batch);
    throw error;
  }
}

/** A repeated completion answers the documents the first one recorded. */
async function answerClaimedBatch(batch: UploadBatchRecord): Promise<StoredItem[]> {
  const documents = await Promise.all(batch.files.map((file) => getDocument(file.documentId)));
  if (documents.every((document) => document !== undefined)) return documents.map((document) => documentItem(document as DocumentRecord));
  throw refusal(BATCH_CLAIMED);
}

export interface InlineFile {
  fileName: string;
  fileBase64: string;
  fileSize: number;
  fileType: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64(file: InlineFile): Uint8Array {
  const text = file.fileBase64.replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw refusal(DOCUMENTS.BAD_BASE64, file.fileName);
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length !== file.fileSize) throw refusal(DOCUMENTS.INLINE_SIZE_NOT_ANNOUNCED, file.fileName, bytes.length, file.fileSize);
  return bytes;
}

/** A small batch sent inside the JSON body (the spec's upload calls): decoded, stored, checked, recorded. */
export async function uploadInline(caller: Caller, item: Case, folderId: string, files: InlineFile[]): Promise<StoredItem[]> {
  if (files.length > MAX_FILES_PER_UPLOAD) throw refusal(DOCUMENTS.TOO_MANY_FILES);
  const folder = await folderOfCase(caller, item, folderId);
  await ensureUploadFolderRecorded(folder);
  const names = cleanBatchNames(files.map((file) => file.fileName));
  const decoded = files.map(decodeBase64);
  const stagingId = `inline-${randomUUID()}`;
  const incoming = files.map((file, index) => {
    const documentId = randomUUID();
    const fileName = names[index] ?? file.fileName;
    return { fileName, documentId, stagingKey: uploadStagingKey(stagingId, documentId), size: file.fileSize, mimeType: expectedMimeType(fileName, file.fileType) };
  });
  const store = documentStore();
  await Promise.all(incoming.map((file, index) => store.put(file.stagingKey, decoded[index] ?? new Uint8Array(), file.mimeType)));
  return recordInspected(caller, item, incoming, await inspectUploads(caller, item, folder.folderId, incoming));
}

/** A short-lived link that downloads a document of the case under its name. */
export async function documentDownload(caller: Caller, caseId: string, documentId: string): Promise<{ url: string; fileName: string }> {
  const item = await caseForCaller(caller, caseId);
  const { catalogue } = documentStore();
  if (catalogue) return catalogueDownload(caller, catalogue, item, documentId);
  const document = await getDocument(documentId);
  if (!document || document.caseId !== item.caseId) throw refusal(NOT_FOUND.DOCUMENT);
  // A client sees only their case's root folder.
  if (caller.userType !== 'admin' && document.folderId !== item.caseFolderId) throw refusal(NOT_FOUND.DOCUMENT);
  if (document.status === 'scanning') throw refusal(DOCUMENTS.STILL_SCANNING);
  if (document.status === 'blocked') throw refusal(DOCUMENTS.BLOCKED);
  const url = await documentStore().downloadUrl(document.storageKey, document.name, DOWNLOAD_LINK_SECONDS, document.mimeType);
  return { url, fileName: document.name };
}

/** A file the store holds under the case's folder (a client: directly in the root folder). */
async function catalogueDownload(caller: Caller, catalogue: FolderCatalogue, item: Case, itemId: string): Promise<{ url: string; fileName: string }> {
  const located = await catalogue.locate(itemId);
  const inCase = caller.userType === 'admin' ? located?.ancestorIds.includes(item.caseFolderId) : located?.ancestorIds[0] === item.caseFolderId;
  if (!located?.downloadUrl || located.item.type !== 'file' || !inCase) throw refusal(NOT_FOUND.DOCUMENT);
  return { url: located.downloadUrl, fileName: located.item.name };
}
