/**
 * The e-mails the user pool sends (sign-up codes, reset codes, invitations with a temporary password),
 * delivered locally as Cognito delivers them in AWS: to the user's address, with the subject and body
 * the CustomMessage trigger wrote (cognito-local has already filled in the code and user name). They
 * go to the mail catcher over SMTP, so they land in the local inbox beside the portal's own e-mail;
 * cognito-local's box on the stack's output stays, as before.
 *
 * Used inside cognito-local's process (cognito-local-server.ts) as its message sender.
 */
import { createTransport } from 'nodemailer';
import { CognitoError } from 'cognito-local/lib/errors.js';
import type { Context } from 'cognito-local/lib/services/context';
import type { Message } from 'cognito-local/lib/services/messages';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import type { User } from 'cognito-local/lib/services/userPoolService';

/** What the pool sends when no CustomMessage trigger wrote the message (the pool's own texts, infra/auth.ts). */
export const DEFAULT_COGNITO_SUBJECT = 'Your verification code';
const defaultBody = (code: string) => `Your verification code is ${code}`;

export interface CognitoEmail {
  to: string;
  subject: string;
  text: string;
}

/** The e-mail for one message of the pool to `destination`. */
export function cognitoEmail(destination: string, message: Message): CognitoEmail {
  return {
    to: destination,
    subject: message.emailSubject ?? DEFAULT_COGNITO_SUBJECT,
    text: message.emailMessage ?? defaultBody(message.__code ?? ''),
  };
}

/** The mail service refused the message: Cognito's answer then (the request changes nothing). */
export class CodeDeliveryFailure extends CognitoError {
  constructor(destination: string, cause: unknown) {
    super('CodeDeliveryFailureException', `The e-mail to ${destination} could not be sent: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'CodeDeliveryFailure';
  }
}

export interface InboxMessageSenderOptions {
  /** The mail catcher's SMTP server, `smtp://127.0.0.1:<port>`. */
  smtpUrl: string;
  /** The sender, e.g. `"Firm LLP" <portal@localhost>` (in AWS: the pool's SES sender and the firm's name). */
  from: string;
  /** What cognito-local does with a message anyway (its console box), kept. */
  console: MessageSender;
}

/** cognito-local's message sender for the local stack: the console box, then the e-mail (SMS only in the box). */
export class InboxMessageSender implements MessageSender {
  private readonly transport;

  constructor(private readonly options: InboxMessageSenderOptions) {
    this.transport = createTransport({ url: options.smtpUrl, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 });
  }

  async sendEmail(ctx: Context, user: User, destination: string, message: Message): Promise<void> {
    await this.options.console.sendEmail(ctx, user, destination, message);
    const email = cognitoEmail(destination, message);
    try {
      await this.transport.sendMail({ from: this.options.from, to: email.to, subject: email.subject, text: email.text });
    } catch (error) {
      throw new CodeDeliveryFailure(destination, error);
    }
  }

  sendSms(ctx: Context, user: User, destination: string, message: Message): Promise<void> {
    return this.options.console.sendSms(ctx, user, destination, message);
  }

  close(): void {
    this.transport.close();
  }
}
