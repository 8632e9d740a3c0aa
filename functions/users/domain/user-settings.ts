/**
 * A user's settings as they read them (what they saved over the spec's defaults, section 9) and the
 * language they read the portal in: pure functions of their record, which the mail sender also uses
 * (so its bundle carries nothing of the settings routes' own work).
 */
import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '../../../shared/settings/limits';
import type { EmailSettings, NotificationSettings, SecuritySettings, UserSettings } from '../../../shared/settings/types';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/settings/language';
import type { User } from '../../../shared/users/types';

export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  emailNotifications: true,
  pushNotifications: true,
  newCaseAlerts: true,
  documentUpdates: true,
  messageNotifications: true,
  weeklyReports: false,
  smsAlerts: false,
  requests: true,
  documents: true,
  messages: true,
  progress: true,
};

export const DEFAULT_AUTO_REPLY_MESSAGE = 'Thank you for your email. We will get back to you within 24 hours.';

/** A user's settings: what they saved over the spec's defaults. */
export function settingsOf(user: User): UserSettings {
  const email: EmailSettings = {
    signature: `Best regards, ${user.name}`,
    autoReply: false,
    autoReplyMessage: DEFAULT_AUTO_REPLY_MESSAGE,
    ...user.emailSettings,
  };
  const security: SecuritySettings = { sessionTimeout: DEFAULT_SESSION_TIMEOUT_MINUTES, ...user.securitySettings };
  return {
    profile: { name: user.name, email: user.email, title: user.title ?? '', phone: user.phone ?? '', fax: user.fax ?? '', bio: user.bio ?? '' },
    notifications: { ...DEFAULT_NOTIFICATIONS, ...user.notificationSettings },
    email,
    security,
  };
}

/**
 * The language a user reads the portal and its e-mails in: their choice, else what their sign-up's
 * `locale` said (kept on the record when it was created), else English.
 */
export function languageOf(user: Pick<User, 'language'> | undefined): Language {
  return user?.language ?? DEFAULT_LANGUAGE;
}
