/**
 * The mail catcher's fault switch (local/mail-fault.ts): `PUT /api/fault` makes its SMTP server
 * refuse recipients (all, or those listed) until `DELETE /api/fault`. Runs its own catcher on free
 * loopback ports.
 */
import nodemailer from 'nodemailer';
import { type MailCatcher, startMailCatcher } from './mail-catcher';
import { clearMailFault, readInbox, setMailFault } from './mail-inbox-client';

let catcher: MailCatcher;

async function sendMail(to: string, subject: string): Promise<void> {
  const transport = nodemailer.createTransport(catcher.smtpUrl);
  try {
    await transport.sendMail({ from: 'portal@localhost', to, subject, text: subject });
  } finally {
    transport.close();
  }
}

/** The catcher as the inbox client addresses a stack's (stack.json's `mailApiUrl`). */
const inbox = () => ({ mailApiUrl: catcher.apiUrl });

const putFault = (body: string, contentType = 'application/json') =>
  fetch(`${catcher.apiUrl}/fault`, { method: 'PUT', headers: { 'content-type': contentType }, body });

beforeEach(async () => {
  catcher = await startMailCatcher({ log: () => undefined });
});

afterEach(async () => {
  await catcher.stop();
});

it('refuses every recipient with 451 while the switch is on, and accepts mail again once it is off', async () => {
  await setMailFault(inbox(), { refuseSmtp: true });

  await expect(sendMail('client@demo.test', 'Refused')).rejects.toMatchObject({ responseCode: 451 });
  await clearMailFault(inbox());
  await sendMail('client@demo.test', 'Accepted');

  expect((await readInbox(inbox())).map((mail) => mail.subject)).toEqual(['Accepted']);
});

it('refuses only the listed recipients, whatever their case, when the fault names some', async () => {
  await setMailFault(inbox(), { refuseSmtp: true, recipients: ['Refused@Demo.test'] });

  await expect(sendMail('refused@demo.test', 'Refused')).rejects.toMatchObject({ responseCode: 451 });
  await sendMail('other@demo.test', 'Accepted');

  expect((await readInbox(inbox())).map((mail) => mail.subject)).toEqual(['Accepted']);
});

it('answers what is on, and is off again after PUT { refuseSmtp: false }', async () => {
  await setMailFault(inbox(), { refuseSmtp: true, recipients: ['a@demo.test'] });
  const on = await (await fetch(`${catcher.apiUrl}/fault`)).json();

  await setMailFault(inbox(), { refuseSmtp: false });
  const off = await (await fetch(`${catcher.apiUrl}/fault`)).json();

  expect(on).toEqual({ refuseSmtp: true, recipients: ['a@demo.test'] });
  expect(off).toEqual({ refuseSmtp: false });
  await sendMail('a@demo.test', 'Accepted');
});

it.each([
  ['a body that is not JSON', '{refuseSmtp'],
  ['a switch that is not a boolean', '{"refuseSmtp":"yes"}'],
  ['an unknown field', '{"refuseSmtp":true,"delayMs":5}'],
  ['recipients that are not addresses', '{"refuseSmtp":true,"recipients":["nobody"]}'],
  ['an empty list of recipients', '{"refuseSmtp":true,"recipients":[]}'],
])('refuses %s with 400, leaving the switch off', async (_what, body) => {
  const response = await putFault(body);

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ message: expect.any(String) });
  expect(catcher.faults.current()).toEqual({ refuseSmtp: false });
});

it('refuses a PUT that is not application/json with 415 (no cross-site form can turn it on)', async () => {
  const response = await putFault('{"refuseSmtp":true}', 'text/plain');

  expect(response.status).toBe(415);
  expect(catcher.faults.current()).toEqual({ refuseSmtp: false });
});

it('answers 405 to other methods', async () => {
  const response = await fetch(`${catcher.apiUrl}/fault`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

  expect(response.status).toBe(405);
});
