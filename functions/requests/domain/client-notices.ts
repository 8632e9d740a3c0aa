/**
 * What the client is told of the firm's work on their items (the notices feature gathers it into their
 * next e-mail): the items requested, an item still waiting on them edited (its title, instructions or
 * due date), and the firm's decisions that change what the client must do — an upload to redo (never
 * its reason: the client reads it once signed in) or a document accepted. A waiver, a correction of an
 * acceptance's note or expiry, or an edit of an item no longer waiting on them tells them nothing.
 */
import type { RequestEditableField } from '../../../shared/requests/constants';
import { type ClientNotice, tellClient } from '../../notices';
import type { RequestRecord } from '../repository/requests';

const itemNotice = (kind: ClientNotice['kind'], record: RequestRecord): ClientNotice => ({
  kind,
  caseId: record.caseId,
  targetId: record.requestId,
  name: record.title,
  ...(record.titles ? { names: record.titles } : {}),
  ...(record.dueDate ? { dueDate: record.dueDate } : {}),
});

/** The notice of an item's change by the firm's decision, if the client is told of it. */
export function noticeOfDecision(before: Pick<RequestRecord, 'status'>, after: RequestRecord): ClientNotice | undefined {
  if (after.status === 'rejected') return itemNotice('rejected', after);
  if (after.status === 'accepted' && before.status !== 'accepted') return itemNotice('accepted', after);
  return undefined;
}

/** Tells the case's client of the items just added (one event for all of them). */
export async function tellItemsRequested(records: readonly RequestRecord[]): Promise<void> {
  const [first] = records;
  if (!first) return;
  await tellClient({
    eventId: `client-notices:requested:${first.caseId}:${first.requestId}`,
    orgId: first.orgId,
    clientId: first.clientId,
    notices: records.map((record) => itemNotice('requested', record)),
  });
}

/** The notice of the firm's edit of an item, if the client is told of it: the item still waits on them. */
export function noticeOfEdit(edited: readonly RequestEditableField[], after: RequestRecord): ClientNotice | undefined {
  const waitsOnClient = after.status === 'requested' || after.status === 'rejected';
  // The IRCC slot is the firm's own bookkeeping: changing it tells the client nothing.
  const seenByClient = edited.filter((field) => field !== 'irccSlot');
  return seenByClient.length > 0 && waitsOnClient ? itemNotice('changed', after) : undefined;
}

/** Tells the item's client of one notice (none: nothing), under an event id of the item's version. */
async function tellOf(notice: ClientNotice | undefined, after: RequestRecord): Promise<void> {
  if (!notice) return;
  await tellClient({
    eventId: `client-notices:${notice.kind}:${after.requestId}:${after.version}`,
    orgId: after.orgId,
    clientId: after.clientId,
    notices: [notice],
  });
}

/** Tells the case's client of the firm's edit of an item, when it is news to them. */
export async function tellEdit(edited: readonly RequestEditableField[], after: RequestRecord): Promise<void> {
  await tellOf(noticeOfEdit(edited, after), after);
}

/** Tells the case's client of the firm's decision on an item, when it is news to them. */
export async function tellDecision(before: Pick<RequestRecord, 'status'>, after: RequestRecord): Promise<void> {
  await tellOf(noticeOfDecision(before, after), after);
}
