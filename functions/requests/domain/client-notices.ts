/**
 * What the client is told of the firm's work on their items (the notices feature gathers it into their
 * next e-mail): the items requested, and the firm's decisions that change what the client must do —
 * an upload to redo (never its reason: the client reads it once signed in) or a document accepted. A
 * waiver, or a correction of an acceptance's note or expiry, tells them nothing.
 */
import { type ClientNotice, tellClient } from '../../notices';
import type { RequestRecord } from '../repository/requests';

const itemNotice = (kind: ClientNotice['kind'], record: RequestRecord): ClientNotice => ({
  kind,
  caseId: record.caseId,
  targetId: record.requestId,
  name: record.title,
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

/** Tells the case's client of the firm's decision on an item, when it is news to them. */
export async function tellDecision(before: Pick<RequestRecord, 'status'>, after: RequestRecord): Promise<void> {
  const notice = noticeOfDecision(before, after);
  if (!notice) return;
  await tellClient({
    eventId: `client-notices:${notice.kind}:${after.requestId}:${after.version}`,
    orgId: after.orgId,
    clientId: after.clientId,
    notices: [notice],
  });
}
