/**
 * The client notices' e-mail, as the features that tell a client something publish it: what the firm
 * asked of them or gave them (notice-kinds.ts), one event per change (a route that adds six items
 * publishes one event of six notices). The mail sender gathers a client's notices of a few minutes
 * into one e-mail (kinds.ts). The event carries ids and the names the e-mail shows (an item's title, a
 * document's name: this feature sits below those that keep them, and reads neither).
 */
import { mailPublisher } from '../../core/publish-mail';
import type { MailEventsOf } from '../../core/mail-events';
import type { NotificationSetting } from '../../mail';
import type { ClientNotice } from '../notice-kinds';

export interface ClientNoticeMails {
  /** What the firm asked of the client or gave them, on cases of `orgId` (each notice names its case). */
  clientNotices: { orgId: string; clientId: string; notices: ClientNotice[] };
  /**
   * The end of a client's notice window: put on the mail queue with a delay by the event that opened
   * the window, it makes the window's one e-mail. `eventId` is the window's id (the first event's id,
   * which the e-mail carries).
   */
  clientNoticesDue: Record<never, never>;
}

export type ClientNoticeMailEvent = MailEventsOf<ClientNoticeMails>;

/** The client's master switch; each notice is silenced by its own kind's switch too (notice-kinds.ts). */
export const CLIENT_NOTICE_MAIL_SETTINGS = {
  clientNotices: ['emailNotifications'],
} as const satisfies Record<'clientNotices', readonly NotificationSetting[]>;

export const publishClientNoticeMail = mailPublisher<ClientNoticeMails>();
