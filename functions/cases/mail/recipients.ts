/**
 * Who is e-mailed about a case (pure functions over the records read; the users feature's rules of
 * who may be e-mailed at all):
 *
 * - caseOpened, caseStatusChanged, caseStageChanged: the case's client when their e-mail
 *   notifications are on (and, for a new stage, their case progress switch).
 * - caseEmail: the case's client always (a direct message, not a notification), Reply-To the admin.
 */
import type { User } from '../../../shared/users/types';
import { type MailRecipient, type NotificationSetting, isPlainAddress } from '../../mail';
import { mailRecipient, mayBeMailed, normalEmail, recipientWhenOn } from '../../users';
import { CASE_MAIL_SETTINGS } from './events';

/** caseOpened, caseStatusChanged and caseStageChanged: the client, when the kind's settings (e-mail notifications by default) are on. */
export function caseNotificationRecipients(
  orgId: string,
  client: User | undefined,
  silencedBy: readonly NotificationSetting[] = CASE_MAIL_SETTINGS.caseOpened,
): MailRecipient[] {
  return recipientWhenOn(client, orgId, 'client', silencedBy);
}

/** caseEmail: the client, whatever their notification settings; replies go to the admin who wrote. */
export function caseEmailRecipients(orgId: string, client: User | undefined, senderEmail: string): MailRecipient[] {
  if (!mayBeMailed(client, orgId)) return [];
  const replyTo = normalEmail(senderEmail);
  return [{ ...mailRecipient(client, 'client'), ...(isPlainAddress(replyTo) ? { replyTo } : {}) }];
}
