/**
 * The local stack's mail catcher (local/mail-catcher.ts): SMTP in, the inbox API and page out,
 * on loopback, with the inbox kept across a restart. Runs its own servers on free loopback ports.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { type MailCatcher, startMailCatcher } from './mail-catcher';
import type { CaughtMail } from './mail-store';

const quiet = () => undefined;
let directory: string;
let catcher: MailCatcher;

async function sendMail(to: string, subject: string, extra: SendMailOptions = {}): Promise<void> {
  const transport = nodemailer.createTransport(catcher.smtpUrl);
  try {
    await transport.sendMail({ from: 'Portal <portal@localhost>', to, subject, text: `Text of ${subject}`, html: `<p>HTML of <b>${subject}</b></p>`, ...extra });
  } finally {
    transport.close();
  }
}

async function listMessages(query = ''): Promise<CaughtMail[]> {
  const response = await fetch(`${catcher.apiUrl}/messages${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CaughtMail[];
}

beforeEach(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'mail-catcher-'));
  catcher = await startMailCatcher({ directory, log: quiet });
});

afterEach(async () => {
  await catcher.stop();
  rmSync(directory, { recursive: true, force: true });
});

it('lists a message sent with nodemailer with its subject, text, HTML, addresses and portal headers', async () => {
  // Prepare / Act
  await sendMail('Casey <client@demo.test>', 'Your case was opened', {
    cc: 'staff@demo.test',
    replyTo: 'attorney@demo.test',
    headers: { 'X-Portal-Event': 'caseOpened' },
  });

  // Assess
  const [mail] = await listMessages();
  expect(mail).toMatchObject({
    subject: 'Your case was opened',
    from: [{ name: 'Portal', address: 'portal@localhost' }],
    to: [{ name: 'Casey', address: 'client@demo.test' }],
    cc: [{ address: 'staff@demo.test' }],
    replyTo: [{ address: 'attorney@demo.test' }],
    text: 'Text of Your case was opened',
    html: '<p>HTML of <b>Your case was opened</b></p>',
    headers: { 'x-portal-event': 'caseOpened' },
    envelope: { from: 'portal@localhost', to: ['client@demo.test', 'staff@demo.test'] },
  });
  expect(mail?.headers['message-id']).toMatch(/^<.+>$/);
});

it('answers one message by id, and 404 for an unknown id', async () => {
  await sendMail('client@demo.test', 'One');
  const [listed] = await listMessages();

  const found = await fetch(`${catcher.apiUrl}/messages/${listed?.id}`);
  const missing = await fetch(`${catcher.apiUrl}/messages/nope`);

  expect(await found.json()).toEqual(listed);
  expect(missing.status).toBe(404);
});

it('lists newest first and filters by recipient, Bcc included, case-insensitively', async () => {
  await sendMail('client@demo.test', 'First');
  await sendMail('other@demo.test', 'Second', { bcc: 'Hidden@Demo.test' });
  await sendMail('client@demo.test', 'Third');

  expect((await listMessages()).map((mail) => mail.subject)).toEqual(['Third', 'Second', 'First']);
  expect((await listMessages('?to=CLIENT@demo.test')).map((mail) => mail.subject)).toEqual(['Third', 'First']);
  expect((await listMessages('?to=hidden@demo.test')).map((mail) => mail.subject)).toEqual(['Second']);
});

it('leaves text and HTML out of a summary listing', async () => {
  await sendMail('client@demo.test', 'Summary');

  const [mail] = await listMessages('?summary=1');

  expect(mail).toMatchObject({ subject: 'Summary' });
  expect(mail).not.toHaveProperty('text');
  expect(mail).not.toHaveProperty('html');
});

it('empties the inbox on DELETE', async () => {
  await sendMail('client@demo.test', 'Gone soon');

  const response = await fetch(`${catcher.apiUrl}/messages`, { method: 'DELETE' });

  expect(response.status).toBe(204);
  expect(await listMessages()).toEqual([]);
});

it('serves the inbox page as HTML with a strict CSP and nosniff', async () => {
  const response = await fetch(`${catcher.inboxUrl.replace('localhost', '127.0.0.1')}/`);

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  const page = await response.text();
  expect(page).toContain('<title>Local inbox</title>');
  expect(page).not.toMatch(/<(link|script)[^>]+(src|href)=/);
});

it('renders a message’s HTML only inside a sandboxed frame without scripts', async () => {
  const page = await (await fetch(`${catcher.apiUrl.replace('/api', '/')}`)).text();

  const sandbox = /setAttribute\('sandbox', '([^']*)'\)/.exec(page)?.[1];
  expect(sandbox).toBeDefined();
  expect(sandbox).not.toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-same-origin');
  expect(page).toContain('frame.srcdoc =');
  expect(page).not.toContain('innerHTML');
});

it('refuses requests addressed to another host name (DNS rebinding)', async () => {
  const http = await import('node:http');
  const status = await new Promise<number | undefined>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: catcher.webPort, path: '/api/messages', headers: { host: 'evil.example:80' } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on('error', reject);
  });

  expect(status).toBe(403);
});

it('keeps the inbox across a restart on the same directory', async () => {
  await sendMail('client@demo.test', 'Survives');
  const [before] = await listMessages();

  await catcher.stop();
  catcher = await startMailCatcher({ directory, log: quiet });

  expect(await listMessages()).toEqual([before]);
});

it('keeps only the newest messages past its bound, in memory and on disk', async () => {
  await catcher.stop();
  catcher = await startMailCatcher({ directory, maxMessages: 2, log: quiet });
  for (const subject of ['One', 'Two', 'Three']) await sendMail('client@demo.test', subject);

  await catcher.stop();
  catcher = await startMailCatcher({ directory, maxMessages: 2, log: quiet });

  expect((await listMessages()).map((mail) => mail.subject)).toEqual(['Three', 'Two']);
});

it('listens on 127.0.0.1 only, for SMTP and the web inbox', () => {
  expect(catcher.listening.smtp.address).toBe('127.0.0.1');
  expect(catcher.listening.web.address).toBe('127.0.0.1');
  expect(catcher.smtpUrl).toBe(`smtp://127.0.0.1:${catcher.smtpPort}`);
  expect(catcher.inboxUrl).toBe(`http://localhost:${catcher.webPort}`);
});
