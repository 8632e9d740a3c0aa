/**
 * The server's texts in the reader's language: the portal's e-mails (each feature's mail/templates.ts,
 * and functions/mail/ for the layout and shared phrases) and Cognito's
 * (functions/triggers/cognito-messages.ts). Lingui's runtime without macros: each text is
 * `i18n._({ id, message }, values)` with an explicit id and its English words, extracted into
 * functions/core/locales/{en,fr}.po and compiled to the committed {en,fr}.ts beside them
 * (`npm run i18n:server`; docs/i18n.md). The bundles define NODE_ENV=production, so the runtime
 * carries no message compiler: a text missing from the catalogues would show its id, which
 * functions/core/i18n.test.ts refuses.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language, languageOfLocale } from '../../shared/settings/language';
import { messages as en } from './locales/en';
import { messages as fr } from './locales/fr';

export type { I18n } from '@lingui/core';

const instances = new Map<Language, I18n>();

/** The texts of one language (one instance per language, never re-activated: safe to share between e-mails). */
export function i18nOf(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = setupI18n({ locale: language, messages: { en, fr } });
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The language of someone who may have no record yet (Cognito's e-mails): their sign-in's `locale`
 * when it names one of ours, else English. The firm has no language of its own to fall back on.
 */
export function languageOfSignIn(locale: string | undefined): Language {
  return languageOfLocale(locale) ?? DEFAULT_LANGUAGE;
}
