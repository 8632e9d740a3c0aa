/**
 * The local stack's message sender for cognito-local (local/cognito-mail.ts): what cognito-local
 * would print it still prints, and the message the CustomMessage trigger wrote is e-mailed to the
 * user's address through the mail catcher. Runs its own catcher on free loopback ports.
 */
import type { User } from 'cognito-local/lib/services/userPoolService';
import { InboxMessageSender } from './cognito-mail';
import { type MailCatcher, startMailCatcher } from './mail-catcher';
import { clearMailFault, readInbox, setMailFault } from './mail-inbox-client';

const FROM = '"Demo Immigration Law LLP" <portal@localhost>';
const ctx = { logger: { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn(), child: jest.fn() } } as never;
const user = { Username: 'f8988120-d73e-4975-bd15-0f7792329246', Attributes: [{ Name: 'email', Value: 'mia@example.test' }] } as User;
const signUpMessage = {
  __code: '424242',
  emailSubject: 'Demo Immigration Law LLP: verify your email address',
  emailMessage: 'Your verification code is 424242.\n\nEnter it on the portal’s verification page.',
};

let catcher: MailCatcher;
let console: { sendEmail: jest.Mock; sendSms: jest.Mock };
let sender: InboxMessageSender;

beforeEach(async () => {
  catcher = await startMailCatcher({ log: () => undefined });
  console = { sendEmail: jest.fn(async () => undefined), sendSms: jest.fn(async () => undefined) };
  sender = new InboxMessageSender({ smtpUrl: catcher.smtpUrl, from: FROM, console });
});

afterEach(async () => {
  sender.close();
  await catcher.stop();
});

const inbox = () => readInbox({ mailApiUrl: catcher.apiUrl });

it('prints the message as cognito-local does and e-mails the trigger’s subject and body to the address', async () => {
  await sender.sendEmail(ctx, user, 'mia@example.test', signUpMessage);

  expect(console.sendEmail).toHaveBeenCalledWith(ctx, user, 'mia@example.test', signUpMessage);
  const [mail] = await inbox();
  expect(mail).toMatchObject({ subject: signUpMessage.emailSubject, to: [{ address: 'mia@example.test' }], from: [{ name: 'Demo Immigration Law LLP', address: 'portal@localhost' }] });
  expect(mail?.text.trim()).toBe(signUpMessage.emailMessage);
});

it('sends the pool’s own words when no trigger wrote the message', async () => {
  await sender.sendEmail(ctx, user, 'mia@example.test', { __code: '123456' });
  const [mail] = await inbox();
  expect(mail).toMatchObject({ subject: 'Your verification code' });
  expect(mail?.text.trim()).toBe('Your verification code is 123456');
});

it('answers CodeDeliveryFailureException, as Cognito does, when the mail service refuses the address', async () => {
  await setMailFault({ mailApiUrl: catcher.apiUrl }, { refuseSmtp: true, recipients: ['mia@example.test'] });
  try {
    await expect(sender.sendEmail(ctx, user, 'mia@example.test', signUpMessage)).rejects.toMatchObject({ code: 'CodeDeliveryFailureException' });
  } finally {
    await clearMailFault({ mailApiUrl: catcher.apiUrl });
  }
  expect(await inbox()).toEqual([]);
});

it('leaves text messages to the console (the pool sends no SMS)', async () => {
  await sender.sendSms(ctx, user, '+15145550100', { __code: '424242', smsMessage: 'Code 424242' });
  expect(console.sendSms).toHaveBeenCalledTimes(1);
  expect(await inbox()).toEqual([]);
});
