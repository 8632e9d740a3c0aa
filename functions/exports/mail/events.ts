/**
 * The exports feature's e-mails, as the routes publish them: a client's request for a copy of their
 * information and its approval (ids only). Neither is a notification, so no setting silences them.
 * What they e-mail is composed by the mail sender (kinds.ts).
 */
import { mailPublisher } from '../../core/publish-mail';
import type { MailEventsOf } from '../../core/mail-events';
import type { NotificationSetting } from '../../mail';

export interface ExportMails {
  /**
   * A client asked for a copy of their information: the firm's active admins are told, whatever their
   * notification settings (a request the firm must answer); the e-mail names the client and nothing
   * more of them.
   */
  exportRequested: { orgId: string; clientId: string };
  /** The firm approved a client's request for a copy of their information: the client is told, and until when they may download it. */
  exportApproved: { orgId: string; clientId: string };
}

export type ExportMailEvent = MailEventsOf<ExportMails>;

/** Sent whatever the recipients' notification settings say: the firm must answer the request, and the client asked for the answer. */
export const EXPORT_MAIL_SETTINGS = {
  exportRequested: [],
  exportApproved: [],
} as const satisfies Record<keyof ExportMails, readonly NotificationSetting[]>;

export const publishExportMail = mailPublisher<ExportMails>();
