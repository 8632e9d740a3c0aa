/**
 * Who is told of the firm's notices, and which (pure over the records read; the users feature's rules
 * of who may be e-mailed at all): the client, when their e-mail notifications are on; of the notices,
 * those whose kind's switch is on (defaults: on).
 */
import type { User } from '../../../shared/users/types';
import type { MailRecipient } from '../../mail';
import { notificationsOn, recipientWhenOn } from '../../users';
import { CLIENT_NOTICE_KINDS, type ClientNotice } from '../notice-kinds';
import { CLIENT_NOTICE_MAIL_SETTINGS } from './events';

/** The client, when they may be e-mailed and their e-mail notifications are on. */
export function clientNoticeRecipients(orgId: string, client: User | undefined): MailRecipient[] {
  return recipientWhenOn(client, orgId, 'client', CLIENT_NOTICE_MAIL_SETTINGS.clientNotices);
}

/** The notices the client's switches let through. */
export function noticesWanted(client: User, notices: readonly ClientNotice[]): ClientNotice[] {
  return notices.filter((notice) => notificationsOn(client, [CLIENT_NOTICE_KINDS[notice.kind].setting]));
}
