/**
 * The local stack's e-mail path end to end: a request handler puts a mail event on the local queue,
 * the queue runs the sending function, and the mail catcher's inbox shows the e-mail.
 */
import { readInbox, waitForMail } from '../../local';
import { createOrg, createPerson, openCase } from './support/principals';
import { stack } from './support/stack';

jest.setTimeout(60_000);

it('names the inbox, its API, the SMTP server and the mail queue in stack.json', () => {
  const info = stack();

  expect(info.mailInboxUrl).toMatch(/^http:\/\/localhost:\d+$/);
  expect(info.mailApiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/);
  expect(info.mailSmtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
  expect(info.mailQueueUrl).toBe(`${info.sqsEndpoint}/000000000000/portal-mail`);
});

it('serves the web inbox page', async () => {
  const response = await fetch(`${stack().mailInboxUrl}/`);

  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<title>Local inbox</title>');
});

it('e-mails a client whose case was opened, through the queue and the sending function', async () => {
  const orgId = await createOrg('mail');
  const admin = await createPerson(orgId, 'admin', 'admin');
  const client = await createPerson(orgId, 'client', 'client');

  const opened = await openCase(admin, client);

  const mail = await waitForMail(stack(), { to: client.email, timeoutMs: 20_000 });
  expect(mail.headers['x-portal-event']).toBe(`case-opened:${opened.caseId}`);
  expect(mail.text).toContain(opened.caseName);
  expect(await readInbox(stack(), { to: client.email })).toHaveLength(1);
});
