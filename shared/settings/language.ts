/**
 * The languages of the portal: every screen and e-mail exists in each. A user's choice is kept on
 * their record (`language`, docs/data-model.md); before they choose, the sign-in's `locale`
 * (a browser's or Cognito's `fr-CA`, `fr_CA`, `en-US`…) decides, and English when it names neither.
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a user who never chose one and whose sign-in names none of ours. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Our language of a locale tag (`fr`, `fr-CA`, `fr_CA`, `EN-us` …); undefined for any other language or none. */
export function languageOfLocale(locale: string | null | undefined): Language | undefined {
  const primary = locale?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}
