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
  /**
   * A case moved to another stage (issue 25): the client is told (if their e-mail notifications are
   * on), with the stage's name only (in their language, from the firm's stage set); the firm's note
   * for the client stays on the portal.
   */
  | { kind: 'caseStageChanged'; eventId: string; orgId: string; caseId: string; stage: string }
  /** An admin's 'Send Email Regarding Case' message (kept on the case as `messageId`): to the case's client. */
  | { kind: 'caseEmail'; eventId: string; orgId: string; caseId: string; messageId: string }
  /**
   * A new message on a case's thread (issue 23; `eventId` is `notice-{messageId}`): a notice without
   * the message's text to the other side (`to`: the case's client, or the firm's staff who asked), at
   * most one per thread and side every 15 minutes (the sending route claims it before publishing).
   */
  | { kind: 'messageNotice'; eventId: string; orgId: string; caseId: string; senderId: string; to: 'client' | 'firm' }
  /**
   * The daily reminder to a client of the documents still asked of them (functions/jobs: the
   * reminders job, at most one a day: `eventId` is `reminder-{clientId}-{day}`): the e-mail lists the
   * items of these cases still waiting on the client, as they are when it is sent.
   */
  | { kind: 'documentReminder'; eventId: string; orgId: string; clientId: string; caseIds: string[] }
  /**
   * The daily notice to one of the firm's staff of accepted documents that expire in 180, 90 or 30 days
   * (`eventId` is `expiry-{userId}-{day}`): the e-mail lists these items as they are when it is sent.
   */
  | { kind: 'documentsExpiring'; eventId: string; orgId: string; userId: string; requests: RequestRef[] }
  /**
   * A client asked for a copy of their information (issue 24, functions/exports): the firm's active
   * admins are told, whatever their notification settings (a request the firm must answer); the
   * e-mail names the client and nothing more of them.
   */
  | { kind: 'exportRequested'; eventId: string; orgId: string; clientId: string }
  /** The firm approved a client's request for a copy of their information: the client is told, and until when they may download it. */
  | { kind: 'exportApproved'; eventId: string; orgId: string; clientId: string };

/** A document request by its ids. */
export interface RequestRef {
  caseId: string;
  requestId: string;
}

export type MailEventKind = MailEvent['kind'];

/**
 * The end of an upload digest's window (upload-digests.ts): put on the mail queue with a delay by the
 * first batch of the window, it makes the window's one e-mail. `eventId` is the window's id (the
 * first batch's event id, which the e-mail carries).
 */
export type UploadDigestDue = { kind: 'uploadDigestDue'; eventId: string };

/** What the mail queue carries: the events the portal e-mails about, and the sending function's own reminders. */
export type MailQueueMessage = MailEvent | UploadDigestDue;
