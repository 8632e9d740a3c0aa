/**
 * The client notices' public entry: what the features that tell a client something use. After their
 * change committed, they publish what the firm asked of the client or gave them:
 *
 *   await tellClient({ eventId: `client-notices:accepted:${requestId}:${version}`, orgId, clientId,
 *     notices: [{ kind: 'accepted', caseId, targetId: requestId, name: title }] });
 *
 * The mail sender gathers a client's notices of a few minutes (CLIENT_NOTICE_WINDOW_SECONDS) into one
 * e-mail in their language (mail/kinds.ts). `eventId` says what happened, so a retried request tells it once.
 */
import type { ClientNotice } from './notice-kinds';
import { publishClientNoticeMail } from './mail/events';

export type { ClientNotice, ClientNoticeKind } from './notice-kinds';
export type { ClientNoticeMailEvent } from './mail/events';

/** Queues the client's notices (nothing when there are none); answers whether they were queued (never throws). */
export async function tellClient(told: { eventId: string; orgId: string; clientId: string; notices: ClientNotice[] }): Promise<boolean> {
  if (told.notices.length === 0) return false;
  return publishClientNoticeMail({ kind: 'clientNotices', ...told });
}
