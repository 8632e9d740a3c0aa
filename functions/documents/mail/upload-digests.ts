/**
 * Upload digests: a client's batches on a case within a few minutes make ONE e-mail to the firm, not
 * one per batch (40 batches in 30 s once sent 40 e-mails). Each `documentsUploaded` event joins the
 * client's open window on that case (the mail sender's notice windows, functions/mail/notice-windows.ts);
 * the first batch of a window opens it and queues its reminder (`uploadDigestDue`), held back for the
 * window's length; when the queue delivers it, the window is closed and its e-mail — every file of every
 * batch — is sent with the first batch's event id. Everything else the firm is e-mailed stays one e-mail
 * per event.
 *
 * Its items (shared/core/table.ts, docs/data-model.md): the digest of (case, client), pointing at the
 * window their next batch joins; a window, listing its batches' file names; one item per batch taken.
 */
import { keys } from '../../../shared/core/table';
import { type Collected, type NoticeWindowKind, closeNoticeWindow, collectIntoWindow, windowOfEvent } from '../../mail';
import type { DocumentMailEvent } from './events';

export type DocumentsUploaded = Extract<DocumentMailEvent, { kind: 'documentsUploaded' }>;

/** What gathers an upload digest: a client's uploads to a case. */
type DigestHeader = { orgId: string; caseId: string; uploadedById: string };

/** A window takes file names up to this many; a batch beyond opens the next window (an item stays far below DynamoDB's 400 KB). */
export const MAX_WINDOW_FILES = 500;

export const UPLOAD_DIGEST: NoticeWindowKind<DigestHeader> = {
  name: 'upload digest',
  dueKind: 'uploadDigestDue',
  entities: { current: 'UploadDigest', window: 'UploadDigestWindow', joined: 'UploadDigestBatch' },
  keys: {
    current: (header) => keys.uploadDigest(header.caseId, header.uploadedById),
    window: (windowId) => keys.uploadDigestWindow(windowId),
    joined: (eventId) => keys.uploadDigestBatch(eventId),
  },
  headerFields: ['orgId', 'caseId', 'uploadedById'],
  entriesAttribute: 'fileNames',
  eventsAttribute: 'batches',
  maxEntries: MAX_WINDOW_FILES,
};

/** A batch's event as its digest takes it. */
export function uploadWindowEvent(event: DocumentsUploaded) {
  return { eventId: event.eventId, header: { orgId: event.orgId, caseId: event.caseId, uploadedById: event.uploadedById }, entries: event.fileNames };
}

/** The window a batch's mail event joined, if it joined one. */
export function windowOfBatch(eventId: string): Promise<string | undefined> {
  return windowOfEvent(UPLOAD_DIGEST, eventId);
}

/** Takes a batch's event into the client's digest on the case (windows last `windowSeconds`). */
export function collectUpload(event: DocumentsUploaded, windowSeconds: number, now?: () => Date): Promise<Collected> {
  return collectIntoWindow(UPLOAD_DIGEST, uploadWindowEvent(event), windowSeconds, now);
}

/**
 * Closes the window and answers its e-mail, as the one event of all its batches (the first batch's
 * id: it is e-mailed once per recipient); the same on a second call. Undefined when there is no such
 * window (expired, or never opened).
 */
export async function closeUploadDigest(windowId: string, now?: () => Date): Promise<DocumentsUploaded | undefined> {
  const window = await closeNoticeWindow<DigestHeader, string>(UPLOAD_DIGEST, windowId, now);
  if (!window) return undefined;
  return {
    kind: 'documentsUploaded',
    eventId: window.windowId,
    orgId: window.header.orgId,
    caseId: window.header.caseId,
    uploadedById: window.header.uploadedById,
    fileNames: window.entries.map(String),
  };
}
