/**
 * Dates, numbers and file sizes in the reader's language (Intl, Canadian conventions): "Jan 15, 2026"
 * / "15 janv. 2026", "1.5 MB" / "1,5 Mo". Components take them from `useFormat()`, which re-renders
 * them when the language changes; code outside React passes the language.
 */
import { useLingui } from '@lingui/react';
import { currentLanguage, isLanguage, type Language } from './i18n';

const LOCALE_TAGS: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

/** The Intl locale tag of a language (Canadian English or French). */
export function localeTag(language: Language): string {
  return LOCALE_TAGS[language];
}

/**
 * Intl's formatters, made once per language, kind and options: making one loads and sets up the
 * locale's data, far more work than formatting with it, and a page formats many dates, sizes and
 * sums as it draws. Everything that formats for the reader takes its formatter from here.
 */
const formatters = new Map<string, unknown>();

function cached<F>(kind: string, language: Language, options: object | undefined, make: (tag: string) => F): F {
  const key = `${kind} ${language} ${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(localeTag(language));
    formatters.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (language: Language, options?: Intl.DateTimeFormatOptions) => cached('date', language, options, (tag) => new Intl.DateTimeFormat(tag, options));
export const numberFormat = (language: Language, options?: Intl.NumberFormatOptions) => cached('number', language, options, (tag) => new Intl.NumberFormat(tag, options));
export const listFormat = (language: Language, options?: Intl.ListFormatOptions) => cached('list', language, options, (tag) => new Intl.ListFormat(tag, options));
export const relativeTimeFormat = (language: Language, options?: Intl.RelativeTimeFormatOptions) =>
  cached('relative', language, options, (tag) => new Intl.RelativeTimeFormat(tag, options));

function parse(value: string | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A date in the language's words, from Intl's parts: in French the first of the month is « 1er »
 * (« 1er déc. 2026 »), which Intl writes « 1 ».
 */
function formatDateParts(date: Date, language: Language, options: Intl.DateTimeFormatOptions): string {
  const parts = dateTimeFormat(language, options).formatToParts(date);
  // The French ordinal of the first day is part of the date's form, not a text of the catalogues.
  return parts.map((part) => (language === 'fr' && part.type === 'day' && Number(part.value) === 1 ? `${part.value}er` : part.value)).join('');
}

/** A day: "Jan 15, 2026" / "15 janv. 2026" (« 1er déc. 2026 »). A value that is not a date is shown as it is. */
export function formatDate(value: string | Date, language: Language = currentLanguage()): string {
  const date = parse(value);
  return date ? formatDateParts(date, language, { year: 'numeric', month: 'short', day: 'numeric' }) : String(value);
}

/** A day and time: "Jan 15, 2026, 12:00 p.m." / "15 janv. 2026, 12 h 00" (« 1er déc. 2026, 9 h 30 »). */
export function formatDateTime(value: string | Date, language: Language = currentLanguage()): string {
  const date = parse(value);
  return date ? formatDateParts(date, language, { dateStyle: 'medium', timeStyle: 'short' }) : String(value);
}

/** A number: "1,234.5" / "1 234,5". */
export function formatNumber(value: number, language: Language = currentLanguage(), options?: Intl.NumberFormatOptions): string {
  return numberFormat(language, options).format(value);
}

/** Units of a file size: bytes, kilobytes, megabytes (French: octets, Ko, Mo). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the units of each language, chosen by language here
const SIZE_UNITS: Record<Language, readonly [string, string, string]> = { en: ['B', 'KB', 'MB'], fr: ['o', 'Ko', 'Mo'] };

/** A file size: "512 B", "1.5 KB", "3.0 MB" / "512 o", "1,5 Ko", "3,0 Mo" (a no-break space before a French unit). */
export function formatFileSize(bytes: number, language: Language = currentLanguage()): string {
  const [byteUnit, kiloUnit, megaUnit] = SIZE_UNITS[language];
  const space = language === 'fr' ? '\u00a0' : ' ';
  if (bytes < 1024) return `${formatNumber(bytes, language)}${space}${byteUnit}`;
  const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, language, oneDecimal)}${space}${kiloUnit}`;
  return `${formatNumber(bytes / 1024 / 1024, language, oneDecimal)}${space}${megaUnit}`;
}

/** The formatters in the interface's language; the component re-renders when it changes. */
export function useFormat() {
  const { i18n } = useLingui();
  const language: Language = isLanguage(i18n.locale) ? i18n.locale : currentLanguage();
  return {
    language,
    formatDate: (value: string | Date) => formatDate(value, language),
    formatDateTime: (value: string | Date) => formatDateTime(value, language),
    formatNumber: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
    formatFileSize: (bytes: number) => formatFileSize(bytes, language),
  };
}
