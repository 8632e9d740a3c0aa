/**
 * The messages feature's e-mail, as the route publishes it: a notice of a new message on a case's
 * thread (ids only: never the message's text) and the settings that silence it. What it e-mails is
 * composed by the mail sender (kinds.ts).
 */
import type { MessageSide } from '../../../shared/messages/types';
import { mailPublisher } from '../../core/publish-mail';
import type { MailEventsOf } from '../../core/mail-events';
import type { NotificationSetting } from '../../mail';

export interface MessageMails {
  /**
   * A new message on a case's thread (`eventId` is `notice-{messageId}`): a notice without the
   * message's text to the other side (`to`: the case's client, or the firm's staff who asked), at most
   * one per thread and side every 15 minutes (the sending route claims it before publishing).
   */
  messageNotice: { orgId: string; caseId: string; senderId: string; to: MessageSide };
}

export type MessageMailEvent = MailEventsOf<MessageMails>;

/**
 * The recipient's settings that must be on for the notice: e-mail notifications, message
 * notifications (staff's switch) and messages (the client's).
 */
export const MESSAGE_MAIL_SETTINGS = {
  messageNotice: ['emailNotifications', 'messageNotifications', 'messages'],
} as const satisfies Record<keyof MessageMails, readonly NotificationSetting[]>;

export const publishMessageMail = mailPublisher<MessageMails>();
