/**
 * Who among the users the portal may e-mail, and as whom: the rules every kind of e-mail shares
 * (each feature's mail/recipients.ts adds its own). Only active users of the event's org with a plain
 * address are e-mailed, at their address trimmed and in lower case, in their language.
 */
import { isPlainAddress } from '../../../shared/mail/addresses';
import type { User } from '../../../shared/users/types';
import type { MailAudience, MailRecipient, NotificationSetting } from '../../mail';
import { languageOf, settingsOf } from './user-settings';

/** An address as the portal writes to it. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user may be e-mailed about their org: active, of that org, with one plain address. */
export function mayBeMailed(user: User | undefined, orgId: string): user is User {
  return user !== undefined && user.status === 'active' && user.orgId === orgId && isPlainAddress(normalEmail(user.email));
}

/** The user as a recipient: their address, their language, and the side of the portal their links lead to. */
export function mailRecipient(user: User, audience: MailAudience): MailRecipient {
  return { userId: user.userId, name: user.name, email: normalEmail(user.email), audience, language: languageOf(user) };
}

/** The user's notification settings (defaults filled in) have every one of these on. */
export function notificationsOn(user: User, settings: readonly NotificationSetting[]): boolean {
  const notifications = settingsOf(user).notifications;
  return settings.every((setting) => notifications[setting]);
}

/** The user, when they may be e-mailed and their settings let this kind of e-mail through. */
export function recipientWhenOn(user: User | undefined, orgId: string, audience: MailAudience, silencedBy: readonly NotificationSetting[]): MailRecipient[] {
  return mayBeMailed(user, orgId) && notificationsOn(user, silencedBy) ? [mailRecipient(user, audience)] : [];
}
