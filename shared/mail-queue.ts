/**
 * The mail queue's consumer, named once: the CDK stack (infra/mail.ts) and the local stack's queue
 * (infra/local/local-mail.ts) both run this handler, with the same retry limit and time limit.
 */

/** The sending function's entry (an SQS handler with partial batch failures). */
export const SEND_MAIL_HANDLER = 'functions/mail/send-mail.ts';
/** A mail event is tried this many times before it goes to the dead-letter queue. */
export const MAIL_MAX_RECEIVES = 3;
/** The sending function's time limit. */
export const SEND_MAIL_TIMEOUT_SECONDS = 30;
