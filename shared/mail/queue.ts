/**
 * The mail queue's consumer, named once: the CDK stack (infra/mail.ts) and the local stack's queue
 * (local/local-mail.ts) both run this handler, with the same retry limit and time limit.
 */

/** The sending function's entry (an SQS handler with partial batch failures). */
export const SEND_MAIL_HANDLER = 'functions/send-mail.ts';
/** A mail event is tried this many times before it goes to the dead-letter queue. */
export const MAIL_MAX_RECEIVES = 3;
/** The sending function's time limit. */
export const SEND_MAIL_TIMEOUT_SECONDS = 30;
/** SQS holds a message back at most this long (SendMessage's `DelaySeconds`); the local queue too. */
export const MAX_DELAY_SECONDS = 900;
/** A client's upload batches on a case within this many seconds make one e-mail (`UPLOAD_DIGEST_WINDOW_SECONDS`). */
export const DEFAULT_UPLOAD_DIGEST_WINDOW_SECONDS = 300;
/** What the firm asks of or gives a client within this many seconds makes one e-mail to them (`CLIENT_NOTICE_WINDOW_SECONDS`). */
export const DEFAULT_CLIENT_NOTICE_WINDOW_SECONDS = 600;
