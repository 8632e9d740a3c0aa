/**
 * The signatures feature's e-mails: the one-time code that confirms a signer's identity at the moment
 * they sign, as its route publishes it — not a notification: no setting silences it (the signer asked
 * for it); the code is in the event because the e-mail must carry it, the table keeps its hash only —
 * and the daily reminder of the documents a client still has to sign, as the reminders job publishes
 * it (functions/jobs/reminders), silenced by the settings that silence document requests' reminders.
 */
import { mailPublisher } from '../../core/publish-mail';
import type { MailEventsOf } from '../../core/mail-events';
import type { NotificationSetting } from '../../mail';

export interface SignatureMails {
  signatureCode: { orgId: string; caseId: string; signatureRequestId: string; userId: string; code: string; expiresAt: string };
  /**
   * The daily reminder to a client of the documents they still have to sign (at most one a day:
   * `eventId` is `signature-reminder-{clientId}-{day}`): the e-mail lists the requests of these cases
   * still waiting on the client, as they are when it is sent.
   */
  signatureReminder: { orgId: string; clientId: string; caseIds: string[] };
}

/** The most cases one reminder names (far more than a client has). */
export const MAX_SIGNATURE_REMINDER_CASES = 200;

export type SignatureMailEvent = MailEventsOf<SignatureMails>;

export const SIGNATURE_MAIL_SETTINGS = {
  signatureCode: [],
  signatureReminder: ['emailNotifications', 'requests'],
} as const satisfies Record<keyof SignatureMails, readonly NotificationSetting[]>;

export const publishSignatureMail = mailPublisher<SignatureMails>();
