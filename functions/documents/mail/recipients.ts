/**
 * Who is told of a client's upload (pure over the records read; the users feature's rules of who may
 * be e-mailed at all): the case's attorney when their notifications (defaults filled in) have e-mail
 * and document updates on; other admins of the org only when they SAVED `documentUpdates: true`
 * themselves (the default is on for everyone, and a firm of fifty must not hear of every upload).
 * Never the uploader. Each address once, in the recipient's language.
 */
import type { User } from '../../../shared/users/types';
import { type MailRecipient, uniqueByEmail } from '../../mail';
import { mailRecipient, mayBeMailed, notificationsOn } from '../../users';
import { DOCUMENT_MAIL_SETTINGS } from './events';

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
  const attorneyWants = (user: User) => notificationsOn(user, DOCUMENT_MAIL_SETTINGS.documentsUploaded);
  const staffAsked = (user: User) =>
    user.userType === 'admin' && user.notificationSettings?.documentUpdates === true && notificationsOn(user, ['emailNotifications']);
  const chosen: User[] = [];
  if (mayBeMailed(attorney, orgId) && !isUploader(attorney) && attorneyWants(attorney)) chosen.push(attorney);
  for (const admin of admins) {
    if (admin.userId !== attorney?.userId && mayBeMailed(admin, orgId) && !isUploader(admin) && staffAsked(admin)) chosen.push(admin);
  }
  return uniqueByEmail(chosen.map((user) => mailRecipient(user, 'staff')));
}
