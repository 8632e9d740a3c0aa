/**
 * Who is e-mailed about a case (pure functions over the records read; the users feature's rules of
 * who may be e-mailed at all):
 *
 * - caseOpened, caseStatusChanged, caseStageChanged: the case's client when their e-mail
 *   notifications are on.
 * - caseEmail: the case's client always (a direct message, not a notification), Reply-To the admin.
 */
import type { User } from '../../../shared/users/types';
import { type MailRecipient, isPlainAddress } from '../../mail';
import { mailRecipient, mayBeMailed, normalEmail, recipientWhenOn } from '../../users';
import { CASE_MAIL_SETTINGS } from './events';

/** caseOpened, caseStatusChanged and caseStageChanged: the client, when their e-mail notifications are on. */
export function caseNotificationRecipients(orgId: string, client: User | undefined): MailRecipient[] {
  return recipientWhenOn(client, orgId, 'client', CASE_MAIL_SETTINGS.caseOpened);
}

/** caseEmail: the client, whatever their notification settings; replies go to the admin who wrote. */
export function caseEmailRecipients(orgId: string, client: User | undefined, senderEmail: string): MailRecipient[] {
  if (!mayBeMailed(client, orgId)) return [];
  const replyTo = normalEmail(senderEmail);
  return [{ ...mailRecipient(client, 'client'), ...(isPlainAddress(replyTo) ? { replyTo } : {}) }];
}
