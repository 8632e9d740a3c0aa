/**
 * An item's history (pure): what happened to it, oldest first — asked for, edited, each upload, each
 * decision — kept on the item itself (one read answers it with the list), bounded to
 * REQUEST_LIMITS.historyEntries entries: the first (the request) and the newest.
 *
 * The case's client reads the history of their own files: the request, their uploads and the firm's
 * decisions on them (a rejection's reason, which is written for them; never the firm's notes on an
 * acceptance or a waiver, its edits, or staff's uploads).
 */
import { REQUEST_LIMITS } from '../../../shared/requests/limits';
import type { DocumentRequest, RequestHistoryEntry } from '../../../shared/requests/types';

/** What of a stored item its history is read from (an item stored before histories were kept has none). */
type HistoryOf = Pick<DocumentRequest, 'createdAt' | 'updatedAt' | 'updatedBy' | 'status' | 'reason' | 'documentIds'> & {
  history?: RequestHistoryEntry[];
  version: number;
};

/** The history with `entry` added at its end, the oldest but the first dropped beyond the limit. */
export function withHistoryEntry(history: readonly RequestHistoryEntry[], entry: RequestHistoryEntry, limit: number = REQUEST_LIMITS.historyEntries): RequestHistoryEntry[] {
  const next = [...history, entry];
  if (next.length <= limit) return next;
  const [first, ...rest] = next;
  return first ? [first, ...rest.slice(rest.length - (limit - 1))] : rest.slice(-limit);
}

/** Who asked for an item stored before histories were kept, when its record no longer says: the firm, unnamed. */
export const UNNAMED_FIRM = { userId: '', name: '', role: 'admin' } as const;

/**
 * The item's history: as kept, or — an item stored before histories were kept — what its record
 * still says: its request, and its last change when it had any (who made it, and its documents).
 */
export function historyOf(record: HistoryOf): RequestHistoryEntry[] {
  if (record.history) return record.history;
  if (record.version <= 1) return [{ at: record.createdAt, by: record.updatedBy, action: 'requested' }];
  const last: RequestHistoryEntry = {
    at: record.updatedAt,
    by: record.updatedBy,
    action: record.status === 'requested' ? 'edited' : record.status,
    ...(record.reason ? { reason: record.reason } : {}),
    ...(record.documentIds.length > 0 && record.status !== 'waived' ? { documentIds: [...record.documentIds] } : {}),
  };
  return [{ at: record.createdAt, by: { ...UNNAMED_FIRM }, action: 'requested' }, last];
}

/**
 * The documents the next decision is about: those uploaded since the item was last rejected (all of
 * its documents when it never was).
 */
export function documentsToDecide(history: readonly RequestHistoryEntry[], documentIds: readonly string[]): string[] {
  const lastRejection = history.map((entry) => entry.action).lastIndexOf('rejected');
  if (lastRejection < 0 && !history.some((entry) => entry.action === 'uploaded')) return [...documentIds];
  return history.slice(lastRejection + 1).flatMap((entry) => (entry.action === 'uploaded' ? (entry.documentIds ?? []) : []));
}

/** What the case's client reads of the history: the request, their uploads, the firm's decisions on them. */
export function clientHistory(history: readonly RequestHistoryEntry[], clientId: string): RequestHistoryEntry[] {
  const own = new Set(history.flatMap((entry) => (entry.action === 'uploaded' && entry.by.userId === clientId ? (entry.documentIds ?? []) : [])));
  return history.flatMap((entry): RequestHistoryEntry[] => {
    switch (entry.action) {
      case 'requested':
        return [{ at: entry.at, by: entry.by, action: entry.action }];
      case 'uploaded':
        return entry.by.userId === clientId ? [entry] : [];
      case 'rejected':
      case 'accepted':
      case 'waived': {
        const documentIds = (entry.documentIds ?? []).filter((documentId) => own.has(documentId));
        return [
          {
            at: entry.at,
            by: entry.by,
            action: entry.action,
            // A rejection's reason is written for the client; a note on an acceptance or a waiver is the firm's.
            ...(entry.action === 'rejected' && entry.reason ? { reason: entry.reason } : {}),
            ...(entry.expiresOn ? { expiresOn: entry.expiresOn } : {}),
            ...(documentIds.length > 0 ? { documentIds } : {}),
          },
        ];
      }
      default:
        return [];
    }
  });
}
