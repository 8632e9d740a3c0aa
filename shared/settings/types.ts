/** What the settings screens show and save of the signed-in user. */
import type { PrivacyStatus } from '../privacy/types';
import type { Language } from './language';

export type { Language } from './language';
/** Settings → Notifications (admins) and the client's settings: what the portal may tell the user. */
export interface NotificationSettings {
  emailNotifications: boolean;
  pushNotifications: boolean;
  newCaseAlerts: boolean;
  documentUpdates: boolean;
  messageNotifications: boolean;
  weeklyReports: boolean;
  /** Clients' 'SMS Alerts': kept, though the portal sends no SMS yet. */
  smsAlerts: boolean;
  /**
   * A client's notices of what the firm asks of them (documents requested, a request changed, an
   * upload to send again or accepted) and the daily reminder of what is still asked. Each of these
   * four switches is on unless saved off, and `emailNotifications` off silences them all.
   */
  requests: boolean;
  /** A client's notices of the documents the firm shares with them. */
  documents: boolean;
  /** Notices of a new message on a case's thread (the client's switch; staff's is `messageNotifications`). */
  messages: boolean;
  /** A client's notice of their case reaching a new stage. */
  progress: boolean;
}

/** Settings → Email. */
export interface EmailSettings {
  signature: string;
  autoReply: boolean;
  autoReplyMessage: string;
}

/** Settings → Security (what is the user's own to choose). */
export interface SecuritySettings {
  /** Minutes without activity before the web signs the user out. */
  sessionTimeout: 15 | 30 | 60 | 120;
}

/** Settings → Profile: the user's own record. The e-mail is changed through its verified flow. */
export interface ProfileSettings {
  name: string;
  email: string;
  title: string;
  phone: string;
  fax: string;
  bio: string;
}

/** Everything the settings screens show of the signed-in user, defaults filled in. */
export interface UserSettings {
  profile: ProfileSettings;
  notifications: NotificationSettings;
  email: EmailSettings;
  security: SecuritySettings;
}

/**
 * GET /v1/me/settings (and PATCH's answer, with `success`): the settings, and the language the
 * user reads the portal and its e-mails in, at the answer's top level.
 */
export interface MySettingsAnswer {
  Item: UserSettings;
  language: Language;
  /** Whether the user has accepted the firm's privacy notice in force (the web's full-page step until then). */
  privacy: PrivacyStatus;
}
