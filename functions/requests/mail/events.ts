/**
 * The document requests feature's e-mails, as the daily reminders job publishes them
 * (functions/jobs/reminders): the events' fields by kind (ids only) and the settings that silence each
 * (the job skips whoever they silence). What they e-mail is composed by the mail sender (kinds.ts), as
 * the records are when it is sent.
 */
import { mailPublisher } from '../../core/publish-mail';
import type { MailEventsOf } from '../../core/mail-events';
import type { NotificationSetting } from '../../mail';

/** A document request by its ids. */
export interface RequestRef {
  caseId: string;
  requestId: string;
}

export interface RequestMails {
  /**
   * The daily reminder to a client of the documents still asked of them (at most one a day: `eventId`
   * is `reminder-{clientId}-{day}`): the e-mail lists the items of these cases still waiting on the
   * client, as they are when it is sent. The firm's "Remind now" sends the same e-mail at once
   * (`eventId` `remind-now-{caseId}-{uuid}`), naming the items it lists (`requestIds`).
   */
  documentReminder: { orgId: string; clientId: string; caseIds: string[]; requestIds?: string[] };
  /**
   * The daily notice to one of the firm's staff of accepted documents that expire in 180, 90 or 30 days
   * (`eventId` is `expiry-{userId}-{day}`): the e-mail lists these items as they are when it is sent.
   */
  documentsExpiring: { orgId: string; userId: string; requests: RequestRef[] };
}

export type RequestMailEvent = MailEventsOf<RequestMails>;

/** The most cases or requests one event names (the job keeps the first, the soonest). */
export const MAX_EVENT_REFERENCES = 200;

/** The settings that must be on: a client's e-mail notifications and requests; staff's e-mail notifications and document updates. */
export const REQUEST_MAIL_SETTINGS = {
  documentReminder: ['emailNotifications', 'requests'],
  documentsExpiring: ['emailNotifications', 'documentUpdates'],
} as const satisfies Record<keyof RequestMails, readonly NotificationSetting[]>;

export const publishRequestMail = mailPublisher<RequestMails>();
