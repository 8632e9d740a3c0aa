/**
 * How long a firm keeps a closed case before the daily destroyExpiredCases job destroys it:
 * `retentionYears` on the firm's record, a whole number of years from 6 to 10 counted from the day the
 * case was closed (`closedAt`); a firm that never chose keeps 7. A case under legal hold is kept
 * whatever its date.
 */
export const RETENTION_YEARS = { min: 6, max: 10, fallback: 7 } as const;

/** What a firm that never chose reads and gets. */
export function retentionYearsOf(saved: number | undefined): number {
  return typeof saved === 'number' && Number.isInteger(saved) && saved >= RETENTION_YEARS.min && saved <= RETENTION_YEARS.max ? saved : RETENTION_YEARS.fallback;
}

/** `iso` moved `years` calendar years later (UTC); 29 February lands on 1 March in a common year. */
export function addYears(iso: string, years: number): Date {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date;
}

/** The day a case closed at `closedAt` may be destroyed under a retention of `retentionYears`. */
export function destructionDate(closedAt: string, retentionYears: number): Date {
  return addYears(closedAt, retentionYears);
}

/** The rule a destruction record names (no content: the firm's setting only). */
export const retentionRule = (retentionYears: number) => `retention: ${retentionYears} years after closing`;
