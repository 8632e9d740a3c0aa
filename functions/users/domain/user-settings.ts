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

/**
 * The e-mail texts a user reads until they write their own (the spec's English, section 9), in each
 * language. They are values of a form, not e-mails: kept here, beside the one function that fills them in.
 */
const DEFAULT_EMAIL_TEXTS: Readonly<Record<Language, { signature: (name: string) => string; autoReplyMessage: string }>> = {
  en: { signature: (name) => `Best regards, ${name}`, autoReplyMessage: 'Thank you for your email. We will get back to you within 24 hours.' },
  fr: { signature: (name) => `Cordialement, ${name}`, autoReplyMessage: 'Merci de votre courriel. Nous vous répondrons dans les 24 heures.' },
};

export const DEFAULT_AUTO_REPLY_MESSAGE = DEFAULT_EMAIL_TEXTS.en.autoReplyMessage;

const defaultTexts = Object.values(DEFAULT_EMAIL_TEXTS);

/** True when `signature` is a default one of `name`'s, in any language: the user never wrote it. */
export function isDefaultSignature(signature: string | undefined, name: string): boolean {
  return signature === undefined || defaultTexts.some((texts) => texts.signature(name) === signature);
}

/** True when `message` is the default auto-reply, in any language. */
export function isDefaultAutoReplyMessage(message: string | undefined): boolean {
  return message === undefined || defaultTexts.some((texts) => texts.autoReplyMessage === message);
}

/**
 * The e-mail settings as saved: a signature or auto-reply that is a default (what the form showed,
 * saved unchanged) is not kept, so that it follows the user's language and name.
 */
export function emailSettingsToKeep(email: EmailSettings, name: string): Partial<EmailSettings> {
  return {
    ...(isDefaultSignature(email.signature, name) ? {} : { signature: email.signature }),
    autoReply: email.autoReply,
    ...(isDefaultAutoReplyMessage(email.autoReplyMessage) ? {} : { autoReplyMessage: email.autoReplyMessage }),
  };
}

/**
 * A user's settings: what they saved over the spec's defaults. A signature and an auto-reply they
 * never wrote read in their language (one saved unchanged from the form before it followed the
 * language, too).
 */
export function settingsOf(user: User): UserSettings {
  const defaults = DEFAULT_EMAIL_TEXTS[languageOf(user)];
  const saved = user.emailSettings ?? {};
  const email: EmailSettings = {
    signature: isDefaultSignature(saved.signature, user.name) ? defaults.signature(user.name) : (saved.signature as string),
    autoReply: saved.autoReply ?? false,
    autoReplyMessage: isDefaultAutoReplyMessage(saved.autoReplyMessage) ? defaults.autoReplyMessage : (saved.autoReplyMessage as string),
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
