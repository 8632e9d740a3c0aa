/**
 * What the staging folder holds for one storage key, beside the uploaded file itself: two small JSON
 * notes the store writes there, because Graph gives the portal nowhere else to keep them and a
 * Lambda keeps nothing between calls.
 *
 * - `{name}.session.json` — the upload session's URL and when its batch expires, written when the
 *   session is made. Graph sets a session's lifetime itself (createUploadSession takes no expiry, and
 *   every fragment extends it), so the portal ends a session by DELETE on its URL: at once when an
 *   upload is refused, and when its batch expires (the cleanup job).
 * - `{name}.placed.json` — the id of the item `place` is about to move into a case folder (and
 *   which completion moves it), written before the move. Item ids survive moves, so a completion that lost the move's answer (a reset
 *   connection, Graph down) finds the item again by its id when it is retried, instead of failing
 *   on a staged file that is no longer there.
 *
 * The cleanup job (`expire`) ends the sessions of expired batches and deletes staged files and notes
 * older than UPLOAD_STAGING_EXPIRY_DAYS, as the S3 store's lifecycle rule does for its prefix.
 */
import { UPLOAD_STAGING_EXPIRY_DAYS } from '../../../../shared/documents/upload-staging';
import { logger } from '../../../core/logger';
import type { DriveItem, DriveItemPage } from './drive-items';
import { type GraphClient, isGraphStatus } from './graph-client';
import { isGraphId } from './graph-ids';
import type { OneDriveSettings } from './onedrive-settings';
import { type StagingFolder, stagingFileName } from './staging-folder';

export const SESSION_NOTE_SUFFIX = '.session.json';
export const PLACED_NOTE_SUFFIX = '.placed.json';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Children per page when the cleanup reads the staging folder. */
const CLEANUP_PAGE_SIZE = 200;

export interface SessionNote {
  uploadUrl: string;
  /** When the batch (and so the session) ends: ISO 8601. */
  expiresAt: string;
}

export interface PlacedNote {
  itemId: string;
  folderId: string;
  /** The completion that moved it (DocumentPlacement.attemptId) and when it was about to. */
  attemptId: string;
  notedAt: string;
}

/** What one run of the cleanup did. */
export interface StagingCleanup {
  /** Upload sessions of expired batches ended. */
  sessionsEnded: number;
  /** Staged files and notes deleted. */
  itemsDeleted: number;
}

export interface StagedUploads {
  /** `/drives/{d}/items/{staging}:/{name}`: the staged file of a key, or one of its notes. */
  path(key: string, suffix?: string): Promise<string>;
  readSession(key: string): Promise<SessionNote | undefined>;
  writeSession(key: string, note: SessionNote): Promise<void>;
  readPlaced(key: string): Promise<PlacedNote | undefined>;
  writePlaced(key: string, note: PlacedNote): Promise<void>;
  /** Deletes the item at a path; one already gone is fine. */
  deletePath(path: string): Promise<void>;
  /** Ends an upload session (DELETE on its URL, no token); one already ended is fine. */
  endSession(uploadUrl: string): Promise<void>;
  /** The cleanup job: ends sessions of expired batches, deletes what is older than a day. */
  expire(now: number): Promise<StagingCleanup>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseSessionNote(value: unknown): SessionNote | undefined {
  if (!isObject(value) || typeof value.uploadUrl !== 'string' || typeof value.expiresAt !== 'string') return undefined;
  return { uploadUrl: value.uploadUrl, expiresAt: value.expiresAt };
}

function parsePlacedNote(value: unknown): PlacedNote | undefined {
  if (!isObject(value)) return undefined;
  const { itemId, folderId, attemptId, notedAt } = value;
  if (typeof itemId !== 'string' || typeof folderId !== 'string' || typeof attemptId !== 'string' || typeof notedAt !== 'string') return undefined;
  // Ids go into Graph URL paths.
  if (!isGraphId(itemId) || !isGraphId(folderId)) return undefined;
  return { itemId, folderId, attemptId, notedAt };
}

export function createStagedUploads(client: GraphClient, settings: () => Promise<OneDriveSettings>, staging: StagingFolder): StagedUploads {
  async function path(key: string, suffix = ''): Promise<string> {
    const current = await settings();
    return `/drives/${current.driveId}/items/${await staging.id(current)}:/${stagingFileName(key)}${suffix}`;
  }

  /** A note's JSON; undefined when there is none (or it is not JSON). */
  async function readNote(key: string, suffix: string): Promise<unknown> {
    let item: DriveItem;
    try {
      item = await client.request<DriveItem>('GET', await path(key, suffix));
    } catch (error) {
      if (isGraphStatus(error, 404)) return undefined;
      throw error;
    }
    const url = item['@microsoft.graph.downloadUrl'];
    if (!url) return undefined;
    try {
      return JSON.parse(Buffer.from(await client.download(url)).toString('utf8')) as unknown;
    } catch (error) {
      if (error instanceof SyntaxError || isGraphStatus(error, 404)) return undefined;
      throw error;
    }
  }

  async function writeNote(key: string, suffix: string, note: SessionNote | PlacedNote): Promise<void> {
    const body = new TextEncoder().encode(JSON.stringify(note));
    const send = async () => client.request('PUT', `${await path(key, suffix)}:/content`, { body, headers: { 'content-type': 'application/json' } });
    try {
      await send();
    } catch (error) {
      // The staging folder was deleted behind the portal's back: find (or make) it again, once.
      if (!isGraphStatus(error, 404)) throw error;
      staging.forget();
      await send();
    }
  }

  async function deletePath(itemPath: string): Promise<void> {
    try {
      await client.request('DELETE', itemPath);
    } catch (error) {
      if (!isGraphStatus(error, 404)) throw error;
    }
  }

  async function endSession(uploadUrl: string): Promise<void> {
    try {
      await client.deleteUploadSession(uploadUrl);
    } catch (error) {
      // Finished, cancelled or expired already.
      if (!isGraphStatus(error, 404)) throw error;
    }
  }

  /** Every child of the staging folder (all pages). */
  async function stagedChildren(): Promise<DriveItem[]> {
    const current = await settings();
    const children: DriveItem[] = [];
    let next: string | undefined = `/drives/${current.driveId}/items/${await staging.id(current)}/children`;
    let first = true;
    while (next) {
      const page: DriveItemPage = await client.request<DriveItemPage>('GET', next, first ? { query: { $top: CLEANUP_PAGE_SIZE } } : {});
      children.push(...page.value);
      next = client.nextLink(page);
      first = false;
    }
    return children;
  }

  async function expire(now: number): Promise<StagingCleanup> {
    const { driveId } = await settings();
    const cutoff = now - UPLOAD_STAGING_EXPIRY_DAYS * DAY_MS;
    const result: StagingCleanup = { sessionsEnded: 0, itemsDeleted: 0 };
    const deleteItem = async (item: DriveItem) => {
      await deletePath(`/drives/${driveId}/items/${item.id}`);
      result.itemsDeleted += 1;
    };
    for (const item of await stagedChildren()) {
      const old = Date.parse(item.lastModifiedDateTime) < cutoff;
      try {
        if (item.name.endsWith(SESSION_NOTE_SUFFIX)) {
          // A session note lives until its batch expires: the session is ended, the note goes.
          const url = item['@microsoft.graph.downloadUrl'];
          const note = url ? parseSessionNote(JSON.parse(Buffer.from(await client.download(url)).toString('utf8')) as unknown) : undefined;
          if (note && !old && Date.parse(note.expiresAt) > now) continue;
          if (note) {
            await endSession(note.uploadUrl);
            result.sessionsEnded += 1;
          }
          await deleteItem(item);
        } else if (old) {
          // A file never completed (or never refused), or the note of one placed long ago.
          await deleteItem(item);
        }
      } catch (error) {
        // One item that cannot be cleaned now does not stop the others; the next run tries again.
        if (error instanceof SyntaxError) await deleteItem(item);
        else logger.warn('Could not clean a staged upload', { itemId: item.id, errorName: error instanceof Error ? error.name : typeof error });
      }
    }
    return result;
  }

  return {
    path,
    readSession: async (key) => parseSessionNote(await readNote(key, SESSION_NOTE_SUFFIX)),
    writeSession: (key, note) => writeNote(key, SESSION_NOTE_SUFFIX, note),
    readPlaced: async (key) => parsePlacedNote(await readNote(key, PLACED_NOTE_SUFFIX)),
    writePlaced: (key, note) => writeNote(key, PLACED_NOTE_SUFFIX, note),
    deletePath,
    endSession,
    expire,
  };
}
