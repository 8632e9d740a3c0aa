/**
 * The date rules of the reminders job, on UTC calendar days (YYYY-MM-DD): the firm's own time zone is
 * not taken into account. Pure functions: the unit tests hold every rule.
 */
import { EXPIRY_NOTICE_DAYS, REQUEST_REMINDER_LIMITS, type RequestReminders } from '../../../shared/orgs/reminders';

/** `YYYY-MM-DD` of the UTC day `days` after `now`'s (negative: before). */
export function utcDay(now: Date, days = 0): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD): positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000);
}

/**
 * The due days the job reads, whatever the firms' settings: from `overdueForDays` days ago (today,
 * for items that are not reminded once overdue) to the largest `daysBefore` a firm may choose ahead.
 * Each is one Query of a small partition; a firm's own settings are applied to what they return (isReminderDay).
 */
export function dueDaysToRead(today: string, { overdue = true }: { overdue?: boolean } = {}): string[] {
  const now = new Date(`${today}T00:00:00.000Z`);
  const days: string[] = [];
  for (let offset = overdue ? -REQUEST_REMINDER_LIMITS.overdueForDays : 0; offset <= REQUEST_REMINDER_LIMITS.daysBefore.max; offset += 1) days.push(utcDay(now, offset));
  return days;
}

/**
 * Is today a reminder day for an item due on `dueDate`, under the firm's settings: due in exactly
 * `daysBefore` days (0: no reminder before), due today (when `onDueDate`), or overdue by a multiple of
 * `overdueEveryDays` days, for at most `overdueForDays` days.
 */
export function isReminderDay(dueDate: string, today: string, settings: RequestReminders): boolean {
  const daysLeft = daysBetween(today, dueDate);
  if (daysLeft > 0) return settings.daysBefore > 0 && daysLeft === settings.daysBefore;
  if (daysLeft === 0) return settings.onDueDate;
  const daysLate = -daysLeft;
  return daysLate <= REQUEST_REMINDER_LIMITS.overdueForDays && daysLate % settings.overdueEveryDays === 0;
}

/** The expiry days staff are told of today: in 180, 90 and 30 days. */
export function expiryDaysToRead(today: string): string[] {
  const now = new Date(`${today}T00:00:00.000Z`);
  return EXPIRY_NOTICE_DAYS.map((days) => utcDay(now, days));
}
