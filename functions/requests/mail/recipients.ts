/**
 * Who is e-mailed about document requests (pure over the records read; the users feature's rules of
 * who may be e-mailed at all):
 *
 * - documentReminder: the client when their e-mail notifications and requests are on.
 * - documentsExpiring: an admin of the org whose notifications (defaults filled in: on) have e-mail
 *   and document updates on.
 */
import type { User } from '../../../shared/users/types';
import type { MailRecipient } from '../../mail';
import { recipientWhenOn } from '../../users';
import { REQUEST_MAIL_SETTINGS } from './events';

/** documentReminder: the client, when their e-mail notifications and requests are on (Settings → Notifications). */
export function documentReminderRecipients(orgId: string, client: User | undefined): MailRecipient[] {
  return recipientWhenOn(client, orgId, 'client', REQUEST_MAIL_SETTINGS.documentReminder);
}

/** documentsExpiring: an admin of the org whose e-mail notifications and document updates are on. */
export function documentsExpiringRecipients(orgId: string, staff: User | undefined): MailRecipient[] {
  return staff?.userType === 'admin' ? recipientWhenOn(staff, orgId, 'staff', REQUEST_MAIL_SETTINGS.documentsExpiring) : [];
}
