/**
 * The portal's own CloudWatch metrics, named once: the functions emit them (functions/core/metrics.ts,
 * in CloudWatch's Embedded Metric Format) and the stack graphs them (infra/monitoring.ts).
 */
export const METRICS_NAMESPACE = 'ImmigrationPortal';

export const METRICS = {
  /** Documents recorded (direct uploads and small base64 batches), one per file. */
  documentsUploaded: 'DocumentsUploaded',
  /** Self sign-ups confirmed (PostConfirmation). */
  signUps: 'SignUps',
  /** Requests refused with a 4xx, by `Kind` (invalid, forbidden, not-found, conflict, …). */
  refusals: 'Refusals',
  /** Mail events a handler could not put on the mail queue (the e-mail is lost: see the error log). */
  mailEventsNotQueued: 'MailEventsNotQueued',
  /** Mail events the sending function dropped unread (a body that is not a mail event). */
  mailEventsDropped: 'MailEventsDropped',
  /** E-mails sent by the portal itself (one per recipient), by `Kind` of event. */
  mailsSent: 'MailsSent',
  /** E-mails whose sending failed (retried by the queue), by `Kind` of event. */
  mailsFailed: 'MailsFailed',
} as const;

/** The header a caller may send to tie its logs to ours; every answer carries it back. */
export const CORRELATION_HEADER = 'x-correlation-id';
