/**
 * The client notices' e-mail as the mail sender sends it. Each `clientNotices` event joins the client's
 * open window (notice-window.ts; CLIENT_NOTICE_WINDOW_SECONDS, 600 s by default): the event that opens
 * a window queues its reminder (`clientNoticesDue`), and the reminder, back from the queue at the
 * window's end, closes it and e-mails everything it gathered, under the first event's id. Without a
 * window (0) or a queue to hold a reminder, an event is e-mailed at once.
 *
 * What it says is read when it is sent: the client's settings (their master switch, then each kind's),
 * their cases as they are now (a case gone, another org's or no longer theirs is left out), and whether
 * each case may be named (a discreet case or firm: shared/cases/discretion.ts).
 */
import * as z from 'zod/mini';
import { isDiscreetCase } from '../../../shared/cases/discretion';
import type { Case } from '../../../shared/cases/types';
import { config } from '../../core/config';
import { getCaseById } from '../../cases';
import { type MailDesk, type MailPlan, NOTHING, closeNoticeWindow, defineMailKind, defineMailSignal, gatherIntoWindow, mailEach, mailEventId } from '../../mail';
import { firmMailContext, getOrg } from '../../orgs';
import { getUserById } from '../../users';
import { CLIENT_NOTICE_KIND_NAMES, type ClientNotice, type ClientNoticeKind } from '../notice-kinds';
import { CLIENT_NOTICE_MAIL_SETTINGS, type ClientNoticeMailEvent } from './events';
import { CLIENT_NOTICES, type ClientNotices, noticeWindowEvent, windowNotices } from './notice-window';
import { clientNoticeRecipients, noticesWanted } from './recipients';
import { type NoticeGroup, renderClientNotices } from './templates';

const id = mailEventId();
/** The longest name a notice shows: a document's name (DOCUMENT_LIMITS.fileName; an item's title is shorter). */
const NAME_MAX = 1000;
/** Far more than one change tells (a template and the items of one call): the window holds MAX_WINDOW_NOTICES. */
const MAX_EVENT_NOTICES = 1000;

const noticeSchema = z.object({
  kind: z.enum(CLIENT_NOTICE_KIND_NAMES as [ClientNoticeKind, ...ClientNoticeKind[]]),
  caseId: id,
  targetId: id,
  name: z.string().check(z.minLength(1), z.maxLength(NAME_MAX)),
  names: z.optional(z.object({ en: z.optional(z.string().check(z.maxLength(NAME_MAX))), fr: z.optional(z.string().check(z.maxLength(NAME_MAX))) })),
  dueDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});

/** Whether the case may be named in an e-mail: the case's own choice, or its firm's for every case (fields absent: named). */
function discreet(found: Case, org: unknown): boolean {
  const { discreet: caseDiscreet } = found as { discreet?: unknown };
  const { discreetCases } = (org ?? {}) as { discreetCases?: unknown };
  return isDiscreetCase({ discreet: caseDiscreet === true }, { discreetCases: discreetCases === true });
}

/** Each item once, in the order it was first told, as it was last told (a date changed twice: the last). */
function latestOfEach(notices: readonly ClientNotice[]): ClientNotice[] {
  const byTarget = new Map<string, ClientNotice>();
  for (const notice of notices) byTarget.set(`${notice.kind}#${notice.caseId}#${notice.targetId}`, notice);
  return [...byTarget.values()];
}

async function clientNoticesPlan(event: ClientNotices): Promise<MailPlan> {
  const [client, org, context] = await Promise.all([getUserById(event.clientId), getOrg(event.orgId), firmMailContext(event.orgId)]);
  const recipients = clientNoticeRecipients(event.orgId, client);
  if (!client || recipients.length === 0) return NOTHING;
  const wanted = latestOfEach(noticesWanted(client, event.notices));
  const caseIds = [...new Set(wanted.map((notice) => notice.caseId))];
  const cases = await Promise.all(caseIds.map((caseId) => getCaseById(caseId)));
  const groups: NoticeGroup[] = cases.flatMap((found) =>
    found && found.orgId === event.orgId && found.clientId === event.clientId
      ? [{ caseId: found.caseId, caseName: found.caseName, discreet: discreet(found, org), notices: wanted.filter((notice) => notice.caseId === found.caseId) }]
      : [],
  );
  if (groups.length === 0) return NOTHING;
  return {
    mails: mailEach(recipients, context, (written, recipient) => renderClientNotices(written, { recipientName: recipient.name, groups })),
    aboutCases: groups.map((group) => ({ orgId: event.orgId, caseId: group.caseId })),
  };
}

/** A client's notices join their window; the event that opens a window queues the window's reminder. */
function collectIntoWindow(event: ClientNotices, desk: MailDesk): Promise<void> {
  return gatherIntoWindow(CLIENT_NOTICES, noticeWindowEvent(event), config.clientNoticeWindowSeconds, () => desk.deliver(event));
}

export const noticeMailKinds = [
  defineMailKind<ClientNotices>({
    kind: 'clientNotices',
    schema: z.object({
      kind: z.literal('clientNotices'),
      eventId: id,
      orgId: id,
      clientId: id,
      notices: z.array(noticeSchema).check(z.maxLength(MAX_EVENT_NOTICES)),
    }),
    silencedBy: CLIENT_NOTICE_MAIL_SETTINGS.clientNotices,
    compose: clientNoticesPlan,
    receive: collectIntoWindow,
  }),
  /** The end of a client's window: closes it and e-mails it, every notice of its events, as the first event. */
  defineMailSignal<Extract<ClientNoticeMailEvent, { kind: 'clientNoticesDue' }>>({
    kind: 'clientNoticesDue',
    schema: z.object({ kind: z.literal('clientNoticesDue'), eventId: id }),
    async receive(event, desk) {
      const window = await closeNoticeWindow<{ orgId: string; clientId: string }, ClientNotice>(CLIENT_NOTICES, event.eventId);
      if (window) await desk.deliver(windowNotices(window));
    },
  }),
];
