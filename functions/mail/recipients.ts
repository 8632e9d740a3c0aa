/**
 * Who is e-mailed about an event: the preference rules, as pure functions over the records read.
 *
 * - documentsUploaded: the case's attorney when their notifications (defaults filled in) have e-mail
 *   and document updates on; other admins of the org only when they SAVED `documentUpdates: true`
 *   themselves (the default is on for everyone, and a firm of fifty must not hear of every upload).
 *   Never the uploader.
 * - caseOpened, caseStatusChanged: the case's client when their e-mail notifications are on.
 * - caseEmail: the case's client always (a direct message, not a notification), Reply-To the admin.
 * - messageNotice (issue 23): to the client, when their e-mail and message notifications are on; to
 *   the firm, the case's attorney when theirs are on, and other admins only when they SAVED
 *   `messageNotifications: true` themselves (as documentsUploaded). Never the sender.
 * - documentReminder: the client when their e-mail notifications are on.
 * - documentsExpiring: each admin of the org whose notifications (defaults filled in: on) have e-mail
 *   and document updates on.
 *
 * - exportRequested (issue 24): every active admin of the org, whatever their notification settings
 *   (a client's request for a copy of their information is one the firm must answer).
 * - exportApproved: the client always (the answer to their own request).
 *
 * Only active users of the event's org with a plain address are e-mailed; each address once, in
 * the recipient's language.
 */
import type { Language } from '../../shared/settings/language';
import type { User } from '../../shared/users/types';
import { languageOf, settingsOf } from '../users';
import { isPlainAddress } from './mail-text';
import type { MailAudience } from './portal-links';

export interface MailRecipient {
  userId: string;
  name: string;
  email: string;
  audience: MailAudience;
  /** The language the e-mail is written in: the recipient's own (English when they never chose). */
  language: Language;
  /** Where replies go (the admin who wrote a case message). */
  replyTo?: string;
}

function canReceive(user: User | undefined, orgId: string): user is User {
  return user !== undefined && user.status === 'active' && user.orgId === orgId && isPlainAddress(normalEmail(user.email));
}

function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

function recipientOf(user: User, audience: MailAudience): MailRecipient {
  return { userId: user.userId, name: user.name, email: normalEmail(user.email), audience, language: languageOf(user) };
}

function uniqueByEmail(recipients: MailRecipient[]): MailRecipient[] {
  const seen = new Set<string>();
  return recipients.filter((recipient) => !seen.has(recipient.email) && seen.add(recipient.email));
}

function emailNotificationsOn(user: User): boolean {
  return settingsOf(user).notifications.emailNotifications;
}

export interface DocumentsUploadedRecords {
  orgId: string;
  uploadedById: string;
  /** The case's attorney (undefined when their record is gone). */
  attorney: User | undefined;
  /** The org's admins (the attorney may be among them). */
  admins: readonly User[];
}

export function documentsUploadedRecipients(records: DocumentsUploadedRecords): MailRecipient[] {
  const { orgId, uploadedById, attorney, admins } = records;
  const isUploader = (user: User) => user.userId === uploadedById;
  const attorneyWants = (user: User) => {
    const { emailNotifications, documentUpdates } = settingsOf(user).notifications;
    return emailNotifications && documentUpdates;
  };
  const staffAsked = (user: User) =>
    user.userType === 'admin' && user.notificationSettings?.documentUpdates === true && emailNotificationsOn(user);
  const chosen: User[] = [];
  if (canReceive(attorney, orgId) && !isUploader(attorney) && attorneyWants(attorney)) chosen.push(attorney);
  for (const admin of admins) {
    if (admin.userId !== attorney?.userId && canReceive(admin, orgId) && !isUploader(admin) && staffAsked(admin)) chosen.push(admin);
  }
  return uniqueByEmail(chosen.map((user) => recipientOf(user, 'staff')));
}

/** caseOpened and caseStatusChanged: the client, when their e-mail notifications are on. */
export function caseNotificationRecipients(orgId: string, client: User | undefined): MailRecipient[] {
  return canReceive(client, orgId) && emailNotificationsOn(client) ? [recipientOf(client, 'client')] : [];
}

/** caseEmail: the client, whatever their notification settings; replies go to the admin who wrote. */
export function caseEmailRecipients(orgId: string, client: User | undefined, senderEmail: string): MailRecipient[] {
  if (!canReceive(client, orgId)) return [];
  const replyTo = normalEmail(senderEmail);
  return [{ ...recipientOf(client, 'client'), ...(isPlainAddress(replyTo) ? { replyTo } : {}) }];
}

/** documentReminder: the client, when their e-mail notifications are on (Settings → Email Notifications). */
export function documentReminderRecipients(orgId: string, client: User | undefined): MailRecipient[] {
  return caseNotificationRecipients(orgId, client);
}

/** documentsExpiring: an admin of the org whose e-mail notifications and document updates are on. */
export function documentsExpiringRecipients(orgId: string, staff: User | undefined): MailRecipient[] {
  if (!canReceive(staff, orgId) || staff.userType !== 'admin') return [];
  const { emailNotifications, documentUpdates } = settingsOf(staff).notifications;
  return emailNotifications && documentUpdates ? [recipientOf(staff, 'staff')] : [];
}

export interface MessageNoticeRecords {
  orgId: string;
  to: 'client' | 'firm';
  senderId: string;
  client: User | undefined;
  /** The case's attorney (undefined when their record is gone). */
  attorney: User | undefined;
  /** The org's admins (the attorney may be among them); only read for the firm's side. */
  admins: readonly User[];
}

/** messageNotice: who hears of a new message on a case's thread (see the rules at the top). */
export function messageNoticeRecipients(records: MessageNoticeRecords): MailRecipient[] {
  const { orgId, to, senderId, client, attorney, admins } = records;
  const wants = (user: User) => {
    const { emailNotifications, messageNotifications } = settingsOf(user).notifications;
    return emailNotifications && messageNotifications;
  };
  const notSender = (user: User) => user.userId !== senderId;
  if (to === 'client') return canReceive(client, orgId) && notSender(client) && wants(client) ? [recipientOf(client, 'client')] : [];
  const staffAsked = (user: User) => user.userType === 'admin' && user.notificationSettings?.messageNotifications === true && emailNotificationsOn(user);
  const chosen: User[] = [];
  if (canReceive(attorney, orgId) && attorney.userType === 'admin' && notSender(attorney) && wants(attorney)) chosen.push(attorney);
  for (const admin of admins) {
    if (admin.userId !== attorney?.userId && canReceive(admin, orgId) && notSender(admin) && staffAsked(admin)) chosen.push(admin);
  }
  return uniqueByEmail(chosen.map((user) => recipientOf(user, 'staff')));
}

/** exportRequested: every active admin of the org, whatever their notification settings. */
export function exportRequestedRecipients(orgId: string, admins: readonly User[]): MailRecipient[] {
  return uniqueByEmail(admins.filter((admin) => canReceive(admin, orgId) && admin.userType === 'admin').map((admin) => recipientOf(admin, 'staff')));
}

/** exportApproved: the client, whatever their notification settings (the answer to their own request). */
export function exportApprovedRecipients(orgId: string, client: User | undefined): MailRecipient[] {
  return canReceive(client, orgId) && client.userType === 'client' ? [recipientOf(client, 'client')] : [];
}
