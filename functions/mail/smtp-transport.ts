/** Sends the portal's e-mail over SMTP with nodemailer: locally, to the mail catcher at `MAIL_SMTP_URL`. */
import { createTransport } from 'nodemailer';
import { ENV } from '../../shared/core/env-names';
import { config } from '../core/config';
import type { MailTransport } from './mail-port';

export const LOCAL_SENDER = 'portal@localhost';

export function smtpTransport(): MailTransport {
  const url = config.mailSmtpUrl;
  if (!url) throw new Error(`Missing environment variable ${ENV.mailSmtpUrl}`);
  // Short timeouts: a stuck connection must not hold the message past its lease (see mail-delivery.ts).
  const transporter = createTransport({ url, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 });
  return {
    async send(message) {
      await transporter.sendMail({
        from: config.mailFrom ?? LOCAL_SENDER,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
    },
  };
}
