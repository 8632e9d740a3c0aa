/**
 * Calendar days as the questionnaires write them (`YYYY-MM-DD`), counted in whole days (UTC, no
 * time of day), so that a span, a gap or a birthday never moves with a time zone.
 */

/** True for a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for a month written YYYY-MM (a history period may be given to the month). */
export function isCalendarMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

const DAY_MS = 86_400_000;

/** The day's number since 1970-01-01 (the day must be valid). */
export function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

/** The day of a day number, YYYY-MM-DD. */
export function dayOfNumber(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** Today (UTC) as YYYY-MM-DD. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The same date `years` later (earlier when negative). 29 February in a year that has none is
 * 1 March: a person born on 29 February 2004 turns 18 on 1 March 2022, and ten years before
 * 29 February 2024 is 1 March 2014 (exactly ten years of days up to it).
 */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = year + years;
  if (month === 2 && date === 29 && !isLeapYear(target)) return `${String(target).padStart(4, '0')}-03-01`;
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** The first day of a period's start given as YYYY-MM-DD or YYYY-MM. */
export function startDayOf(value: string): string {
  return isCalendarMonth(value) ? `${value}-01` : value;
}

/** The last day of a period's end given as YYYY-MM-DD or YYYY-MM. */
export function endDayOf(value: string): string {
  if (!isCalendarMonth(value)) return value;
  const [year, month] = value.split('-').map(Number) as [number, number];
  return dayOfNumber(Date.UTC(year, month, 1) / DAY_MS - 1);
}

/** A period bound as written: a day (YYYY-MM-DD) or a month (YYYY-MM). */
export function isPeriodBound(value: string): boolean {
  return isCalendarDay(value) || isCalendarMonth(value);
}

const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
} as const;

/** A day in words: "1 March 2019", « 1er mars 2019 ». */
export function dayInWords(day: string, language: 'en' | 'fr'): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const dayWord = language === 'fr' && date === 1 ? '1er' : String(date);
  return `${dayWord} ${MONTHS[language][month - 1]} ${year}`;
}
