/** Sends the portal's e-mail through Amazon SES (v2 `SendEmail`, simple content: text and HTML in UTF-8). */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../core/config';
import { type MailMessage, MailSenderMissingError, type MailTransport } from './mail-port';

const UTF8 = 'UTF-8';

/** The SendEmail request of one message, from the portal's verified sender. */
export function sendEmailInput(message: MailMessage, from: string) {
  return {
    FromEmailAddress: from,
    Destination: { ToAddresses: [message.to] },
    ReplyToAddresses: message.replyTo ? [message.replyTo] : undefined,
    Content: {
      Simple: {
        Subject: { Data: message.subject, Charset: UTF8 },
        Body: { Text: { Data: message.text, Charset: UTF8 }, Html: { Data: message.html, Charset: UTF8 } },
        Headers: Object.entries(message.headers ?? {}).map(([Name, Value]) => ({ Name, Value })),
      },
    },
  };
}

export function sesTransport(): MailTransport {
  // A stuck request must not hold the message past its lease (see mail-delivery.ts).
  const client = new SESv2Client({ region: config.region, requestHandler: { connectionTimeout: 3_000, requestTimeout: 10_000 } });
  return {
    async send(message) {
      const from = config.mailFrom;
      if (!from) throw new MailSenderMissingError();
      await client.send(new SendEmailCommand(sendEmailInput(message, from)));
    },
  };
}
