/**
 * The port the sending function sends e-mail through, and the choice of adapter: the local mail
 * catcher over SMTP when `MAIL_SMTP_URL` is set (local stack), else Amazon SES. The adapter is
 * loaded when first needed, and the deployed bundle does not even contain the SMTP one (below).
 */

export interface MailMessage {
  /** One bare address (see recipients.ts): never a list, never a display name. */
  to: string;
  replyTo?: string;
  /** One line (see mail-text.ts). */
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `X-Portal-Event`; names and values are single-line. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** No sender is configured (deploy setting `sesFromAddress`): sending again will not help. */
export class MailSenderMissingError extends Error {
  constructor() {
    super('No sender is configured for the portal\'s e-mail (deploy with -c sesFromAddress=…)');
    this.name = 'MailSenderMissingError';
  }
}

let chosen: Promise<MailTransport> | undefined;

/**
 * The transport of this runtime, chosen once by configuration. `process.env.MAIL_SMTP_URL` is written
 * out in full on purpose: bundling for AWS replaces it with `undefined` (infra/bundling.ts
 * `handlerDefine`), so the SMTP adapter and nodemailer drop out of the deployed bundle (286 KB → a
 * few dozen); the local stack bundles without that definition and reads the variable at run time.
 */
export function mailTransport(): Promise<MailTransport> {
  chosen ??= process.env.MAIL_SMTP_URL
    ? import('./smtp-transport').then((adapter) => adapter.smtpTransport())
    : import('./ses-transport').then((adapter) => adapter.sesTransport());
  return chosen;
}
