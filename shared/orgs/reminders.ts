/**
 * A firm's document reminders: when the daily job (sendDocumentReminders) e-mails a client
 * about the documents still asked of them, and when staff hear of accepted documents about to expire.
 * Days are UTC calendar days: the firm's own time zone is not taken into account.
 */
export interface RequestReminders {
  /** Remind this many days before an item's due date (0: not before). */
  daysBefore: number;
  /** Remind on the due date itself. */
  onDueDate: boolean;
  /** Once overdue, remind every this many days (3: 3, 6, 9… days late). */
  overdueEveryDays: number;
}

/** What a firm that never chose reads and gets. */
export const DEFAULT_REQUEST_REMINDERS: RequestReminders = { daysBefore: 3, onDueDate: true, overdueEveryDays: 3 };

export const REQUEST_REMINDER_LIMITS = {
  daysBefore: { min: 0, max: 30 },
  overdueEveryDays: { min: 1, max: 30 },
  /** Overdue items are reminded of for this many days after their due date, then no more. */
  overdueForDays: 180,
} as const;

/** Staff are told of an accepted document this many days before it expires. */
export const EXPIRY_NOTICE_DAYS = [180, 90, 30] as const;

/** `?days=` of the expiring documents list: from 1 to 365, 180 when absent. */
export const EXPIRING_DOCUMENTS_DAYS = { min: 1, max: 365, fallback: 180 } as const;
