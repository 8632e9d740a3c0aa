/**
 * What the portal e-mails about, as events on the mail queue. An event carries ids only: the sending
 * function reads the case, the people and their preferences when it sends, so a message never holds
 * more than the records say at that moment, and no document content ever travels on the queue.
 *
 * `eventId` makes sending idempotent: one event is e-mailed at most once per recipient, however often
 * the queue delivers it.
 */
export type MailEvent =
  /**
   * A client uploaded documents (one event per batch): the case's attorney and staff who asked are
   * told, in one e-mail for the client's batches of a few minutes (upload-digests.ts).
   */
  | { kind: 'documentsUploaded'; eventId: string; orgId: string; caseId: string; uploadedById: string; fileNames: string[] }
  /** A case was opened for a client: the client is told (if their e-mail notifications are on). */
  | { kind: 'caseOpened'; eventId: string; orgId: string; caseId: string }
  /** A case's status changed: the client is told (if their e-mail notifications are on). */
  | { kind: 'caseStatusChanged'; eventId: string; orgId: string; caseId: string; status: string }
  /** An admin's 'Send Email Regarding Case' message (kept on the case as `messageId`): to the case's client. */
  | { kind: 'caseMessage'; eventId: string; orgId: string; caseId: string; messageId: string };

export type MailEventKind = MailEvent['kind'];

/**
 * The end of an upload digest's window (upload-digests.ts): put on the mail queue with a delay by the
 * first batch of the window, it makes the window's one e-mail. `eventId` is the window's id (the
 * first batch's event id, which the e-mail carries).
 */
export type UploadDigestDue = { kind: 'uploadDigestDue'; eventId: string };

/** What the mail queue carries: the events the portal e-mails about, and the sending function's own reminders. */
export type MailQueueMessage = MailEvent | UploadDigestDue;
