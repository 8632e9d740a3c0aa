/**
 * Who hears of a new message on a case's thread (pure over the records read; the users feature's
 * rules of who may be e-mailed at all): to the client, when their e-mail and message notifications
 * (and their `messages` switch) are on; to the firm, the case's attorney when theirs are on, and other admins only when they SAVED
 * `messageNotifications: true` themselves (a firm of fifty must not hear of every message). Never the
 * sender. Each address once, in the recipient's language.
 */
import type { MessageSide } from '../../../shared/messages/types';
import type { User } from '../../../shared/users/types';
import { type MailRecipient, uniqueByEmail } from '../../mail';
import { mailRecipient, mayBeMailed, notificationsOn } from '../../users';
import { MESSAGE_MAIL_SETTINGS } from './events';

export interface MessageNoticeRecords {
  orgId: string;
  to: MessageSide;
  senderId: string;
  client: User | undefined;
  /** The case's attorney (undefined when their record is gone). */
  attorney: User | undefined;
  /** The org's admins (the attorney may be among them); only read for the firm's side. */
  admins: readonly User[];
}

export function messageNoticeRecipients(records: MessageNoticeRecords): MailRecipient[] {
  const { orgId, to, senderId, client, attorney, admins } = records;
  const wants = (user: User) => notificationsOn(user, MESSAGE_MAIL_SETTINGS.messageNotice);
  const notSender = (user: User) => user.userId !== senderId;
  if (to === 'client') return mayBeMailed(client, orgId) && notSender(client) && wants(client) ? [mailRecipient(client, 'client')] : [];
  const staffAsked = (user: User) =>
    user.userType === 'admin' && user.notificationSettings?.messageNotifications === true && notificationsOn(user, ['emailNotifications']);
  const chosen: User[] = [];
  if (mayBeMailed(attorney, orgId) && attorney.userType === 'admin' && notSender(attorney) && wants(attorney)) chosen.push(attorney);
  for (const admin of admins) {
    if (admin.userId !== attorney?.userId && mayBeMailed(admin, orgId) && notSender(admin) && staffAsked(admin)) chosen.push(admin);
  }
  return uniqueByEmail(chosen.map((user) => mailRecipient(user, 'staff')));
}
