/**
 * Upload digests: a client's batches on a case within a few minutes make ONE e-mail to the firm, not
 * one per batch (40 batches in 30 s once sent 40 e-mails). The sending function collects each
 * `documentsUploaded` event into the client's open window on that case; the first batch of a window
 * opens it and puts a reminder on the mail queue, held back for the window's length; when the queue
 * delivers it, the window is closed and its e-mail — every file of every batch — is sent with the
 * first batch's event id. Everything else the portal e-mails stays one e-mail per event.
 *
 * Three kinds of items (shared/table.ts, docs/data-model.md), every write conditional:
 *   - the digest of (case, client): which window their next batch joins;
 *   - a window: its batches' file names, `open` → `closed`;
 *   - one item per batch taken into a window, written with it: a batch joins one window once,
 *     however often the queue delivers its event.
 * Closing is one conditional update that answers the window as closed, so a reminder delivered twice
 * (or retried after an e-mail failed) sends nothing twice: the e-mails themselves are sent once per
 * recipient by the delivery records (functions/mail/mail-delivery.ts), keyed by the window's id.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE, keys } from '../../../shared/core/table';
import { config } from '../../core/config';
import { cancellationReasons, documentClient, isConditionFailure } from '../../core/dynamodb';
import { logger } from '../../core/logger';
import type { DocumentMailEvent } from './events';

export type DocumentsUploaded = Extract<DocumentMailEvent, { kind: 'documentsUploaded' }>;

export interface UploadDigestWindow {
  /** The first batch's mail event id: the window's e-mail carries it. */
  windowId: string;
  orgId: string;
  caseId: string;
  uploadedById: string;
  /** The file names of its batches, in the order they joined. */
  fileNames: string[];
  batches: number;
  state: 'open' | 'closed';
  openedAt: string;
  closedAt?: string;
}

/** What collecting a batch did: opened a window (whose reminder must be queued), joined the open one, or nothing (it had joined one before). */
export type Collected = { outcome: 'opened'; windowId: string } | { outcome: 'joined'; windowId: string } | { outcome: 'seen'; windowId: string };

/** A window takes file names up to this many; a batch beyond opens the next window (an item stays far below DynamoDB's 400 KB). */
export const MAX_WINDOW_FILES = 500;
/** Digest items outlive their window by far: the e-mail is sent (or retried) within minutes. */
const KEEP_SECONDS = 7 * 24 * 60 * 60;
/** Tries of a batch racing others for the same digest; then the queue delivers it again. */
const MAX_TRIES = 5;

const tableName = () => config.tableName;
const expiresAt = (now: Date) => Math.floor(now.getTime() / 1000) + KEEP_SECONDS;

async function read(key: { PK: string; SK: string }): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item;
}

function toWindow(tableItem: Record<string, unknown>): UploadDigestWindow {
  return {
    windowId: String(tableItem.windowId),
    orgId: String(tableItem.orgId),
    caseId: String(tableItem.caseId),
    uploadedById: String(tableItem.uploadedById),
    fileNames: Array.isArray(tableItem.fileNames) ? tableItem.fileNames.map(String) : [],
    batches: typeof tableItem.batches === 'number' ? tableItem.batches : 0,
    state: tableItem.state === 'closed' ? 'closed' : 'open',
    openedAt: String(tableItem.openedAt),
    ...(typeof tableItem.closedAt === 'string' ? { closedAt: tableItem.closedAt } : {}),
  };
}

/** The item that says `event`'s batch joined `windowId`; written only once. */
function batchJoined(event: DocumentsUploaded, windowId: string, now: Date) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.uploadDigestBatch(event.eventId), entity: 'UploadDigestBatch', windowId, [TTL_ATTRIBUTE]: expiresAt(now) },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** A window still open this long after it opened will not be closed by its reminder: its retries are spent. */
const staleAfterMs = (windowSeconds: number) => (2 * windowSeconds + 15 * 60) * 1000;

/** Adds the batch's files to the open window `windowId` (refused when it is closed, full or stale). */
async function joinWindow(event: DocumentsUploaded, windowId: string, windowSeconds: number, now: Date): Promise<void> {
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: keys.uploadDigestWindow(windowId),
            // A window open far longer than its length lost its reminder (dead-lettered): the next batch opens another.
            ConditionExpression: '#state = :open AND size(#files) < :max AND #openedAt > :staleBefore',
            UpdateExpression: 'SET #files = list_append(#files, :files), #batches = #batches + :one',
            ExpressionAttributeNames: { '#state': 'state', '#files': 'fileNames', '#batches': 'batches', '#openedAt': 'openedAt' },
            ExpressionAttributeValues: {
              ':open': 'open',
              ':max': MAX_WINDOW_FILES,
              ':files': event.fileNames,
              ':one': 1,
              ':staleBefore': new Date(now.getTime() - staleAfterMs(windowSeconds)).toISOString(),
            },
          },
        },
        batchJoined(event, windowId, now),
      ],
    }),
  );
}

/** Opens a window with this batch and points the digest at it, unless the digest moved on since it was read (`previous`). */
async function openWindow(event: DocumentsUploaded, previous: string | undefined, now: Date): Promise<void> {
  const window: UploadDigestWindow = {
    windowId: event.eventId,
    orgId: event.orgId,
    caseId: event.caseId,
    uploadedById: event.uploadedById,
    fileNames: event.fileNames,
    batches: 1,
    state: 'open',
    openedAt: now.toISOString(),
  };
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.uploadDigestWindow(window.windowId), entity: 'UploadDigestWindow', ...window, [TTL_ATTRIBUTE]: expiresAt(now) },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.uploadDigest(event.caseId, event.uploadedById), entity: 'UploadDigest', windowId: window.windowId, [TTL_ATTRIBUTE]: expiresAt(now) },
            ...(previous
              ? { ConditionExpression: '#window = :previous', ExpressionAttributeNames: { '#window': 'windowId' }, ExpressionAttributeValues: { ':previous': previous } }
              : { ConditionExpression: 'attribute_not_exists(PK)' }),
          },
        },
        batchJoined(event, window.windowId, now),
      ],
    }),
  );
}

/** The window a batch's mail event joined, if it joined one. */
export async function windowOfBatch(eventId: string): Promise<string | undefined> {
  const joined = await read(keys.uploadDigestBatch(eventId));
  return typeof joined?.windowId === 'string' ? joined.windowId : undefined;
}

/** The batch joined a window before (the queue delivered its event again): which, and whether it opened it and the window is still open. */
async function seenBefore(event: DocumentsUploaded): Promise<Collected | undefined> {
  const windowId = await windowOfBatch(event.eventId);
  if (!windowId) return undefined;
  if (windowId !== event.eventId) return { outcome: 'seen', windowId };
  // It opened the window: its reminder may never have been queued (the first try died after the write).
  const window = await read(keys.uploadDigestWindow(windowId));
  return window && toWindow(window).state === 'open' ? { outcome: 'opened', windowId } : { outcome: 'seen', windowId };
}

/**
 * Takes a batch's event into the client's digest on the case: joins the open window, or opens one
 * (windows last `windowSeconds`). Throws when others kept winning the race (the queue delivers the
 * event again).
 */
export async function collectUpload(event: DocumentsUploaded, windowSeconds: number, now: () => Date = () => new Date()): Promise<Collected> {
  for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
    const seen = await seenBefore(event);
    if (seen) return seen;
    const digest = await read(keys.uploadDigest(event.caseId, event.uploadedById));
    const current = typeof digest?.windowId === 'string' ? digest.windowId : undefined;
    if (current) {
      try {
        await joinWindow(event, current, windowSeconds, now());
        return { outcome: 'joined', windowId: current };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        // The batch joined meanwhile (a parallel delivery): the next round says where.
        if (cancellationReasons(error)[1] === 'ConditionalCheckFailed') continue;
        // The window is closed (or full): this batch opens the next.
      }
    }
    try {
      await openWindow(event, current, now());
      return { outcome: 'opened', windowId: event.eventId };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Another batch opened a window first, or this one's event was taken meanwhile: look again.
    }
  }
  throw new Error(`Upload digest of case ${event.caseId}: batch ${event.eventId} lost ${MAX_TRIES} races for it; the queue retries it`);
}

/**
 * Closes the window (no batch joins it from then on) and answers it as closed, with every file of its
 * batches; the same on a second call. Undefined when there is no such window (expired, or never opened).
 */
export async function closeUploadDigest(windowId: string, now: () => Date = () => new Date()): Promise<UploadDigestWindow | undefined> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.uploadDigestWindow(windowId),
        ConditionExpression: 'attribute_exists(PK)',
        UpdateExpression: 'SET #state = :closed, #closedAt = if_not_exists(#closedAt, :now)',
        ExpressionAttributeNames: { '#state': 'state', '#closedAt': 'closedAt' },
        ExpressionAttributeValues: { ':closed': 'closed', ':now': now().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toWindow(Attributes) : undefined;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    logger.warn('Upload digest window not found: nothing to send', { windowId });
    return undefined;
  }
}

/** The window's e-mail, as the one event of all its batches (the first batch's id: it is e-mailed once per recipient). */
export function digestEvent(window: UploadDigestWindow): DocumentsUploaded {
  return {
    kind: 'documentsUploaded',
    eventId: window.windowId,
    orgId: window.orgId,
    caseId: window.caseId,
    uploadedById: window.uploadedById,
    fileNames: window.fileNames,
  };
}
