/**
 * The rules of a requested document's life, without any I/O: what the firm's decisions and the
 * client's uploads do to an item, and how each status counts in the case's counters.
 *
 * The firm (PATCH …/requests/{requestId}):
 *   - accept: once something was uploaded for it — from uploaded, or rejected (on second thought) —
 *     or accepted again to correct its note or expiry date; an item nothing was uploaded for is
 *     refused (`request-nothing-to-accept`): received another way or no longer needed, it is waived;
 *   - reject: only what was uploaded since the item was last requested or rejected (uploaded, or an
 *     accepted document found wanting later); the reason is required (the schema) and shown to the
 *     client, and the item is asked for again: `rejected` until the client uploads, then `uploaded`;
 *   - waive: from any status (no longer needed) — or waived again to correct its note;
 *   - a waived item is final: accepting or rejecting it is refused (`request-waived`); the firm adds
 *     it again to ask for it;
 *   - the same status with the same reason and expiry date is refused (`request-unchanged`).
 * The client (or the firm for them) uploads: requested, rejected or uploaded → uploaded, its
 * documents appended; accepted and waived items take no upload (`request-closed`).
 */
import type { RequestStatus } from '../../../shared/requests/constants';
import { REQUEST_LIMITS } from '../../../shared/requests/limits';
import { REQUESTS } from '../../../shared/requests/refusals';
import type { DecideRequestBody } from '../../../shared/requests/schemas';
import { refusal } from '../../core/errors';

/** The counters on the case item (docs/data-model.md, "Counters"). */
export const REQUEST_COUNTERS = ['requestsAccepted', 'requestsTotal', 'requestsOutstanding', 'requestsAwaitingReview'] as const;
export type RequestCounter = (typeof REQUEST_COUNTERS)[number];
/** Every item ever added to the case, waived ones too: what the per-case limit counts. */
export const ITEMS_ADDED_COUNTER = 'requestsCount';

/**
 * How one item in a status counts: in the readiness total unless waived; accepted; outstanding —
 * waiting on the client — when requested or rejected; awaiting review — waiting on the firm — when uploaded.
 */
export function countsOf(status: RequestStatus): Record<RequestCounter, number> {
  return {
    requestsAccepted: status === 'accepted' ? 1 : 0,
    requestsTotal: status === 'waived' ? 0 : 1,
    requestsOutstanding: status === 'requested' || status === 'rejected' ? 1 : 0,
    requestsAwaitingReview: status === 'uploaded' ? 1 : 0,
  };
}

/** The counters' changes when items move (`from` undefined: a new item); only the non-zero ones. */
export function counterDelta(moves: readonly { from?: RequestStatus; to: RequestStatus }[]): Partial<Record<RequestCounter, number>> {
  const delta: Partial<Record<RequestCounter, number>> = {};
  for (const { from, to } of moves) {
    const after = countsOf(to);
    const before = from ? countsOf(from) : undefined;
    for (const counter of REQUEST_COUNTERS) {
      const change = after[counter] - (before?.[counter] ?? 0);
      if (change !== 0) delta[counter] = (delta[counter] ?? 0) + change;
    }
  }
  return Object.fromEntries(Object.entries(delta).filter(([, change]) => change !== 0));
}

/** What an item looks like to the rules. */
export interface DecidedState {
  status: RequestStatus;
  reason: string;
  expiresOn?: string;
}

/** The item's state after the firm's decision, or the refusal of a decision that makes no sense now. */
export function decide(current: DecidedState & { documentIds: readonly string[] }, decision: DecideRequestBody): DecidedState {
  const next: DecidedState = {
    status: decision.status,
    reason: decision.reason ?? '',
    ...(decision.status === 'accepted' && decision.expiresOn ? { expiresOn: decision.expiresOn } : {}),
  };
  if (current.status === 'waived' && next.status !== 'waived') throw refusal(REQUESTS.WAIVED);
  if (next.status === 'accepted' && current.status !== 'accepted' && current.documentIds.length === 0) throw refusal(REQUESTS.NOTHING_TO_ACCEPT);
  if (next.status === 'rejected' && current.status !== 'uploaded' && current.status !== 'accepted') throw refusal(REQUESTS.NOTHING_TO_REJECT);
  if (next.status === current.status && next.reason === current.reason && next.expiresOn === current.expiresOn) throw refusal(REQUESTS.UNCHANGED);
  return next;
}

/** Refuses an upload of `fileCount` files the item takes no more: closed (accepted or waived), or beyond its documents' limit. */
export function checkTakesUpload(current: { status: RequestStatus; documentIds: readonly string[] }, fileCount: number): void {
  if (current.status === 'accepted' || current.status === 'waived') throw refusal(REQUESTS.CLOSED);
  if (current.documentIds.length + fileCount > REQUEST_LIMITS.documentsPerItem) throw refusal(REQUESTS.TOO_MANY_DOCUMENTS);
}

/** The item's documents after an upload of `documentIds` (in order, each once), or the refusal of an upload it takes no more. */
export function afterUpload(current: { status: RequestStatus; documentIds: readonly string[] }, documentIds: readonly string[]): string[] {
  checkTakesUpload(current, 0);
  const documents = [...current.documentIds];
  for (const documentId of documentIds) if (!documents.includes(documentId)) documents.push(documentId);
  if (documents.length > REQUEST_LIMITS.documentsPerItem) throw refusal(REQUESTS.TOO_MANY_DOCUMENTS);
  return documents;
}
