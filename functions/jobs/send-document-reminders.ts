/**
 * Scheduled job sendDocumentReminders (shared/core/jobs.ts), once a day: reminds clients of the
 * documents their firm still asks of them (reminders/client-reminders.ts: due in the firm's
 * `daysBefore` days, due today, overdue every `overdueEveryDays` days) and tells the firms' staff of
 * accepted documents that expire in 180, 90 or 30 days (reminders/expiry-reminders.ts). At most one
 * e-mail of each a day per person, whatever the number of runs; days are UTC days. Run daily by
 * EventBridge in AWS, on a timer by the local stack, at once by `npm run invoke -- sendDocumentReminders`.
 */
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../core/logger';
import { type ClientRemindersResult, sendClientReminders } from './reminders/client-reminders';
import { type ExpiryRemindersResult, sendExpiryReminders } from './reminders/expiry-reminders';
import { utcDay } from './reminders/reminder-days';

export interface DocumentRemindersResult {
  /** The UTC day the run counted from (YYYY-MM-DD). */
  day: string;
  clients: ClientRemindersResult;
  staff: ExpiryRemindersResult;
}

/** The scheduled event's time (when EventBridge meant the run), else now. */
function runTime(event: ScheduledEvent | undefined): Date {
  const time = event?.time ? new Date(event.time) : new Date();
  return Number.isNaN(time.getTime()) ? new Date() : time;
}

export async function sendDocumentReminders(event?: ScheduledEvent): Promise<DocumentRemindersResult> {
  const now = runTime(event);
  const day = utcDay(now);
  // One part failing does not keep the other from running; the run still fails, to be seen.
  const [clients, staff] = await Promise.allSettled([sendClientReminders(day, now), sendExpiryReminders(day, now)]);
  if (clients.status === 'rejected' || staff.status === 'rejected') {
    throw clients.status === 'rejected' ? clients.reason : (staff as PromiseRejectedResult).reason;
  }
  const result = { day, clients: clients.value, staff: staff.value };
  logger.info('Document reminders queued', { ...result });
  return result;
}

export const handler = middy<ScheduledEvent | undefined, DocumentRemindersResult>().handler(sendDocumentReminders);
