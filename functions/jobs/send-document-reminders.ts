/**
 * Scheduled job sendDocumentReminders (shared/core/jobs.ts), once a day: reminds clients of the
 * documents their firm still asks of them (reminders/client-reminders.ts: due in the firm's
 * `daysBefore` days, due today, overdue every `overdueEveryDays` days) and, on the same settings, of
 * the documents it asks them to sign (due in `daysBefore` days, due today: past it they expire); tells the firms' staff of
 * accepted documents that expire in 180, 90 or 30 days (reminders/expiry-reminders.ts). At most one
 * e-mail of each a day per person, whatever the number of runs; days are UTC days. Run daily by
 * EventBridge in AWS, on a timer by the local stack, at once by `npm run invoke -- sendDocumentReminders`.
 */
import middy from '@middy/core';
import type { ScheduledEvent } from 'aws-lambda';
import { logger } from '../core/logger';
import { type ClientRemindersResult, DOCUMENT_REQUESTS, SIGNATURE_REQUESTS, sendClientReminders } from './reminders/client-reminders';
import { type ExpiryRemindersResult, sendExpiryReminders } from './reminders/expiry-reminders';
import { utcDay } from './reminders/reminder-days';

export interface DocumentRemindersResult {
  /** The UTC day the run counted from (YYYY-MM-DD). */
  day: string;
  clients: ClientRemindersResult;
  /** Clients reminded of the documents they still have to sign. */
  signatures: ClientRemindersResult;
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
  // One part failing does not keep the others from running; the run still fails, to be seen.
  const [clients, signatures, staff] = await Promise.allSettled([
    sendClientReminders(DOCUMENT_REQUESTS, day, now),
    sendClientReminders(SIGNATURE_REQUESTS, day, now),
    sendExpiryReminders(day, now),
  ]);
  if (clients.status === 'rejected') throw clients.reason;
  if (signatures.status === 'rejected') throw signatures.reason;
  if (staff.status === 'rejected') throw staff.reason;
  const result = { day, clients: clients.value, signatures: signatures.value, staff: staff.value };
  logger.info('Document reminders queued', { ...result });
  return result;
}

export const handler = middy<ScheduledEvent | undefined, DocumentRemindersResult>().handler(sendDocumentReminders);
