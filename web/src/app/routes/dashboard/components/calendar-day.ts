/**
 * A calendar day written YYYY-MM-DD (a due date, an expiry date) as a Date at the reader's local
 * midnight: `new Date('2026-03-01')` is UTC midnight, the day before west of Greenwich.
 */
export function calendarDay(value: string): Date {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a time of day for the Date parser, not a text
  return new Date(`${value}T00:00:00`);
}
