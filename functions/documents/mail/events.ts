/**
 * The documents feature's e-mails, as they are published: the events' fields by kind (ids only, and
 * the uploaded files' names) and the settings that silence each. What they e-mail is composed by the
 * mail sender (kinds.ts).
 */
import { mailPublisher } from '../../core/publish-mail';
import type { MailEventsOf } from '../../core/mail-events';
import type { NotificationSetting } from '../../mail';

export interface DocumentMails {
  /**
   * A client uploaded documents (one event per batch): the case's attorney and staff who asked are
   * told, in one e-mail for the client's batches of a few minutes (upload-digests.ts).
   */
  documentsUploaded: { orgId: string; caseId: string; uploadedById: string; fileNames: string[] };
  /**
   * The end of an upload digest's window (upload-digests.ts): put on the mail queue with a delay by the
   * first batch of the window, it makes the window's one e-mail. `eventId` is the window's id (the
   * first batch's event id, which the e-mail carries).
   */
  uploadDigestDue: Record<never, never>;
}

export type DocumentMailEvent = MailEventsOf<DocumentMails>;

/** Staff's settings that must be on for them to be told of an upload: e-mail notifications and document updates. */
export const DOCUMENT_MAIL_SETTINGS = {
  documentsUploaded: ['emailNotifications', 'documentUpdates'],
} as const satisfies Record<'documentsUploaded', readonly NotificationSetting[]>;

export const publishDocumentMail = mailPublisher<DocumentMails>();
