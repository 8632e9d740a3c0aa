/**
 * The end of every upload, direct or inline, in any store: each staged file is inspected (there, of
 * the announced size, bytes of the named type), the checked ones are placed where their documents
 * will live, recorded in one transaction, and staging is released. The first refusal refuses the
 * whole batch and deletes its staged uploads; a failure puts back what was placed.
 */
import { randomUUID } from 'node:crypto';
import type { Case } from '../../../shared/cases/types';
import { METRICS } from '../../../shared/core/observability';
import { MAX_FILE_SIZE_BYTES } from '../../../shared/documents/limits';
import { DOCUMENTS } from '../../../shared/documents/refusals';
import type { StoredItem } from '../../../shared/documents/types';
import type { Caller } from '../../core/caller';
import { config } from '../../core/config';
import { PortalError, refusal } from '../../core/errors';
import { describeError, logger } from '../../core/logger';
import { newMailEventId } from '../../core/publish-mail';
import { publishDocumentMail } from '../mail/events';
import { countMetric } from '../../core/metrics';
import { isConflict } from '../../core/transact';
import type { Refusal } from '../../../shared/core/refusals';
import { type DocumentRecord, type LinkedWrites, documentItem, recordDocuments } from '../repository/documents';
import type { NamesReadAhead } from '../repository/unique-names';
import { BATCH_CLAIMED } from '../repository/upload-batches';
import { documentStore } from '../store';
import type { PlacedDocument } from '../store/document-store';
import { SNIFF_BYTES, sniffDocumentType } from '../store/file-types';
import { tellDocumentsShared } from './client-notices';
import { sharedOnUpload } from './document-visibility';

/** A file of a batch, staged for its completion. */
export interface IncomingFile {
  fileName: string;
  documentId: string;
  /** Where the bytes wait for the completion (see shared/documents/upload-staging.ts). */
  stagingKey: string;
  size: number;
  mimeType: string;
}

/** A checked upload: the record to write once it is placed, and which bytes were checked. */
export interface CheckedUpload {
  file: IncomingFile;
  record: Omit<DocumentRecord, 'storageKey'>;
  version?: string;
}

/** What inspection found of each file: a checked upload, or why it is refused. */
export type UploadVerdict = CheckedUpload | PortalError;

/** Deletes staged uploads (refused ones); a failure is logged, never answered: staging expires what is left. */
async function removeStaged(files: readonly IncomingFile[]): Promise<void> {
  const store = documentStore();
  await Promise.all(
    files.map((file) =>
      store.remove(file.stagingKey).catch((error: unknown) => logger.error('Could not delete a refused upload', { key: file.stagingKey, ...describeError(error) })),
    ),
  );
}

/** Refuses the whole batch: its staged uploads are deleted, nothing is recorded. */
export async function refuseUploads(files: readonly IncomingFile[], why: PortalError): Promise<never> {
  await removeStaged(files);
  throw why;
}

/**
 * Checks each staged upload (there, of the announced size, bytes of the named type), all at once.
 * `shareWithClient`: staff's choice for their uploads (a client's own are always shared with them).
 */
export function inspectUploads(
  caller: Caller,
  caseRecord: Case,
  folderId: string,
  files: readonly IncomingFile[],
  shareWithClient?: boolean,
): Promise<UploadVerdict[]> {
  const store = documentStore();
  const now = new Date().toISOString();
  const sharedWithClient = sharedOnUpload(caller, shareWithClient);
  return Promise.all(
    files.map(async (file): Promise<UploadVerdict> => {
      const stored = await store.inspect(file.stagingKey, SNIFF_BYTES);
      if (!stored) return refusal(DOCUMENTS.NOT_UPLOADED, { fileName: file.fileName });
      if (stored.size !== file.size) return refusal(DOCUMENTS.SIZE_NOT_ANNOUNCED, { fileName: file.fileName, size: stored.size, announced: file.size });
      if (stored.size > MAX_FILE_SIZE_BYTES) return refusal(DOCUMENTS.LARGER_THAN_LIMIT, { fileName: file.fileName });
      let mimeType: string;
      try {
        mimeType = await sniffDocumentType(file.fileName, stored.head);
      } catch (error) {
        if (error instanceof PortalError) return error;
        throw error;
      }
      const record = {
        documentId: file.documentId,
        caseId: caseRecord.caseId,
        orgId: caseRecord.orgId,
        folderId,
        name: file.fileName,
        size: stored.size,
        // The type the bytes were found to be, never the client's word: stored and served as such.
        mimeType,
        createdDateTime: now,
        createdBy: caller.name,
        uploadedById: caller.userId,
        uploadedByRole: caller.userType === 'admin' ? ('admin' as const) : ('client' as const),
        sharedWithClient,
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
      if (!placed) throw refusal(DOCUMENTS.NOT_UPLOADED, { fileName: upload.file.fileName });
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

/** Drops what staging still holds of the batch; a failure is logged, never answered (S3's lifecycle rule or OneDrive's clean-up job removes what is left). */
async function releaseStaged(files: readonly IncomingFile[]): Promise<void> {
  const keys = files.map((file) => file.stagingKey);
  await documentStore()
    .releaseStaged(keys)
    .catch((error: unknown) => logger.warn('Could not release staged uploads', { keys, ...describeError(error) }));
}

/** Once recorded: the case's attorney (and staff who asked) learn of a client's batch. */
function announceUpload(caller: Caller, caseRecord: Case, answered: readonly StoredItem[], fromBatch: string | undefined): Promise<boolean> {
  return publishDocumentMail({
    kind: 'documentsUploaded',
    eventId: `documents-uploaded:${fromBatch ?? newMailEventId()}`,
    orgId: caseRecord.orgId,
    caseId: caseRecord.caseId,
    uploadedById: caller.userId,
    fileNames: answered.map((document) => document.name),
  });
}

/** Once recorded: the client learns of what staff uploaded and shared with them at once. */
async function tellSharedOnUpload(caseRecord: Case, recorded: readonly DocumentRecord[]): Promise<void> {
  const shared = recorded.filter((document) => document.sharedWithClient === true);
  await tellDocumentsShared(caseRecord, shared, shared[0]?.createdDateTime ?? '');
}

/**
 * What the recorded documents answer besides their case (a document request): its writes
 * join the recording's transaction, so the documents are recorded with their link or not at all.
 */
export interface RecordingLink {
  /** Reads what is linked afresh and answers the writes that link these documents (under their recorded ids); may refuse. */
  writesFor(documentIds: readonly string[]): Promise<LinkedWrites>;
  /** The refusal of a transaction whose linked item changed since it was read: read again and retried. */
  changed: Refusal;
}

export interface RecordingOptions {
  /** The direct-upload batch these files complete (claimed in the recording's transaction). */
  fromBatch?: string;
  /** The read of the folder's taken names, started while the bytes were checked. */
  namesAhead?: NamesReadAhead;
  link?: RecordingLink;
}

/** Recordings tried when what they link keeps changing under them (then its `changed` refusal answers). */
const MAX_LINK_ATTEMPTS = 3;

/** Records the documents with their link's writes, from a fresh read of what they link each time it changed meanwhile. */
async function recordLinked(documents: DocumentRecord[], counted: Parameters<typeof recordDocuments>[1], options: RecordingOptions): Promise<DocumentRecord[]> {
  const { fromBatch, namesAhead, link } = options;
  for (let attempt = 1; ; attempt += 1) {
    const linked = link ? await link.writesFor(documents.map((document) => document.documentId)) : undefined;
    try {
      return await recordDocuments(documents, counted, fromBatch, namesAhead, linked);
    } catch (error) {
      if (!link || !isConflict(error, link.changed) || attempt >= MAX_LINK_ATTEMPTS) throw error;
    }
  }
}

/**
 * Records a batch whose every file passed (the first refusal refuses the whole batch): placed
 * first, recorded after (with `link`'s writes, in the same transaction), staging released last. A
 * recording that fails or is refused — its link's refusal included (a request closed meanwhile) —
 * puts the placements back; a refusal then deletes the staged uploads, a fault leaves them for a
 * retry: nothing is recorded, listed or counted. Answers the documents as the store lists them.
 */
export async function recordUploads(
  caller: Caller,
  caseRecord: Case,
  files: readonly IncomingFile[],
  verdicts: readonly UploadVerdict[],
  options: RecordingOptions = {},
): Promise<StoredItem[]> {
  const { fromBatch } = options;
  const refused = verdicts.find((verdict): verdict is PortalError => verdict instanceof PortalError);
  if (refused !== undefined) return refuseUploads(files, refused);
  const placements = await placeAll(verdicts as CheckedUpload[]);
  const documents: DocumentRecord[] = placements.map(({ upload, placed }) => ({
    ...upload.record,
    // A store that names its own items (OneDrive) lists, downloads and shares the document by its item's id.
    documentId: placed.item?.id ?? upload.record.documentId,
    name: placed.item?.name ?? upload.record.name,
    storageKey: placed.storageKey,
  }));
  const month = (documents[0]?.createdDateTime ?? new Date().toISOString()).slice(0, 7);
  let recorded: DocumentRecord[];
  try {
    recorded = await recordLinked(documents, { orgId: caseRecord.orgId, caseId: caseRecord.caseId, clientId: caseRecord.clientId, month }, options);
  } catch (error) {
    await unplaceAll(placements);
    if (error instanceof PortalError && !isConflict(error, BATCH_CLAIMED)) await removeStaged(files);
    throw error;
  }
  countMetric(METRICS.documentsUploaded, recorded.length);
  // A store that names its own items answers them as it now lists them.
  const answered = recorded.map((document, i) => placements[i]?.placed.item ?? documentItem(document));
  // Staging is released while the mail event is sent (releaseStaged never fails; a failed event does, after it).
  const [, mailed] = await Promise.allSettled([
    releaseStaged(files),
    caller.userType === 'client' ? announceUpload(caller, caseRecord, answered, fromBatch) : tellSharedOnUpload(caseRecord, recorded),
  ]);
  if (mailed.status === 'rejected') throw mailed.reason;
  return answered;
}
