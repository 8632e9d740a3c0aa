/**
 * The port the sending function sends e-mail through, and the choice of adapter: the local mail
 * catcher over SMTP when `MAIL_SMTP_URL` is set (local stack), else Amazon SES. The adapter is
 * loaded when first needed, so a Lambda in AWS never loads the SMTP library.
 */
import { config } from '../core/config';

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

/** The transport of this runtime, chosen once by configuration. */
export function mailTransport(): Promise<MailTransport> {
  chosen ??= config.mailSmtpUrl
    ? import('./smtp-transport').then((adapter) => adapter.smtpTransport())
    : import('./ses-transport').then((adapter) => adapter.sesTransport());
  return chosen;
}
