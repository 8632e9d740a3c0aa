/**
 * Reading a running stack's mail catcher through its inbox API (`mailApiUrl` of stack.json): what
 * tests and scripts use to see the e-mails the portal sent.
 *
 *   await clearInbox(info);
 *   ... do what sends an e-mail ...
 *   const mail = await waitForMail(info, { to: 'client@demo.test', subject: /case was opened/ });
 *
 *   await setMailFault(info, { refuseSmtp: true, recipients: ['client@demo.test'] });  // SMTP refuses them
 *   try { ... } finally { await clearMailFault(info); }
 */
import type { MailFault } from './mail-fault';
import type { CaughtMail } from './mail-store';
import type { StackInfo } from './stack-file';

export type InboxLocation = Pick<StackInfo, 'mailApiUrl'>;

export interface MailQuery {
  /** Only messages addressed to this address (To, Cc or Bcc). */
  to?: string;
}

export interface MailWait extends MailQuery {
  /** The subject contains this text, or matches this pattern. */
  subject?: string | RegExp;
  /** Any other condition, e.g. on `headers['x-portal-event']`. */
  where?: (mail: CaughtMail) => boolean;
  /** Default 10 s. */
  timeoutMs?: number;
}

const POLL_MS = 100;
const DEFAULT_WAIT_MS = 10_000;

/** The inbox, newest first. */
export async function readInbox(info: InboxLocation, query: MailQuery = {}): Promise<CaughtMail[]> {
  const url = new URL(`${info.mailApiUrl}/messages`);
  if (query.to) url.searchParams.set('to', query.to);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The local inbox answered ${response.status} at ${url.href}`);
  return (await response.json()) as CaughtMail[];
}

export async function clearInbox(info: InboxLocation): Promise<void> {
  const response = await fetch(`${info.mailApiUrl}/messages`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`The local inbox answered ${response.status} to DELETE`);
}

function matches(mail: CaughtMail, wait: MailWait): boolean {
  const { subject, where } = wait;
  if (typeof subject === 'string' && !mail.subject.includes(subject)) return false;
  if (subject instanceof RegExp && !subject.test(mail.subject)) return false;
  return where ? where(mail) : true;
}

/** The newest message that matches, once it has arrived; rejects after the timeout saying what it saw. */
export async function waitForMail(info: InboxLocation, wait: MailWait = {}): Promise<CaughtMail> {
  const deadline = Date.now() + (wait.timeoutMs ?? DEFAULT_WAIT_MS);
  for (;;) {
    const inbox = await readInbox(info, { to: wait.to });
    const found = inbox.find((mail) => matches(mail, wait));
    if (found) return found;
    if (Date.now() >= deadline) {
      const seen = inbox.map((mail) => `"${mail.subject}"`).join(', ') || 'nothing';
      throw new Error(`No e-mail${wait.to ? ` to ${wait.to}` : ''}${wait.subject ? ` with subject ${String(wait.subject)}` : ''} arrived within ${wait.timeoutMs ?? DEFAULT_WAIT_MS} ms (the inbox holds ${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Turns the catcher's SMTP fault switch on (`refuseSmtp: true`: RCPT TO answered 451, for the listed
 * `recipients` only when given) or off. The stack is shared by every test of a run: list recipients.
 */
export async function setMailFault(info: InboxLocation, fault: MailFault): Promise<void> {
  const response = await fetch(`${info.mailApiUrl}/fault`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`The local inbox answered ${response.status} to PUT /fault: ${await response.text()}`);
}

/** Turns the SMTP fault switch off. */
export async function clearMailFault(info: InboxLocation): Promise<void> {
  const response = await fetch(`${info.mailApiUrl}/fault`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`The local inbox answered ${response.status} to DELETE /fault`);
}
