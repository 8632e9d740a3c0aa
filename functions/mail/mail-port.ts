/**
 * The port the sending function sends e-mail through: the message and the transport that takes it.
 * The adapters (ses-transport.ts, smtp-transport.ts) implement it; transport.ts chooses one.
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
