/**
 * Who is e-mailed about a client's request for a copy of their information (pure over the records
 * read; the users feature's rules of who may be e-mailed at all):
 *
 * - exportRequested: every active admin of the org, whatever their notification settings (a client's
 *   request for a copy of their information is one the firm must answer).
 * - exportApproved: the client always (the answer to their own request).
 */
import type { User } from '../../../shared/users/types';
import { type MailRecipient, uniqueByEmail } from '../../mail';
import { mailRecipient, mayBeMailed } from '../../users';

/** exportRequested: every active admin of the org, whatever their notification settings. */
export function exportRequestedRecipients(orgId: string, admins: readonly User[]): MailRecipient[] {
  return uniqueByEmail(admins.filter((admin) => mayBeMailed(admin, orgId) && admin.userType === 'admin').map((admin) => mailRecipient(admin, 'staff')));
}

/** exportApproved: the client, whatever their notification settings (the answer to their own request). */
export function exportApprovedRecipients(orgId: string, client: User | undefined): MailRecipient[] {
  return mayBeMailed(client, orgId) && client.userType === 'client' ? [mailRecipient(client, 'client')] : [];
}
