/**
 * The mail catcher's fault switch, a testing aid: while it is on, the SMTP server refuses recipients
 * (`451 4.3.0` to RCPT TO), as a mail service that is down does, so tests can see how the portal
 * records an e-mail that could not be sent. It can be limited to some addresses, so a test that turns
 * it on does not fail the e-mail of other tests running against the same stack at the same time.
 *
 *   PUT    /api/fault  { "refuseSmtp": true, "recipients"?: ["a@example.test"] }   on (200, the fault)
 *   PUT    /api/fault  { "refuseSmtp": false }                                      off (200)
 *   GET    /api/fault                                                              what is on (200)
 *   DELETE /api/fault                                                              off (204)
 */

/** What the switch is set to: off, or refusing every recipient or only those listed. */
export type MailFault = { refuseSmtp: false } | { refuseSmtp: true; recipients?: string[] };

/** The SMTP reply to a refused recipient: a temporary failure, which the portal retries. */
export const FAULT_RESPONSE_CODE = 451;
export const FAULT_MESSAGE = '4.3.0 Mail service unavailable (the local mail catcher is refusing mail: fault switch on)';
/** A fault lists at most this many addresses. */
export const MAX_FAULT_RECIPIENTS = 100;
const MAX_ADDRESS_LENGTH = 254;

export interface MailFaultSwitch {
  current(): MailFault;
  set(fault: MailFault): void;
  /** True when RCPT TO of this address is to be refused now. */
  refuses(address: string): boolean;
}

const normal = (address: string) => address.trim().toLowerCase();

export function createMailFaultSwitch(): MailFaultSwitch {
  let fault: MailFault = { refuseSmtp: false };
  return {
    current: () => fault,
    set(next) {
      fault = next.refuseSmtp && next.recipients ? { refuseSmtp: true, recipients: next.recipients.map(normal) } : next;
    },
    refuses(address) {
      if (!fault.refuseSmtp) return false;
      return fault.recipients === undefined || fault.recipients.includes(normal(address));
    },
  };
}

/** The fault a PUT body asks for, or why the body is not one (said to the caller as a 400). */
export function parseMailFault(body: unknown): MailFault | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The body must be a JSON object';
  const { refuseSmtp, recipients, ...unknown } = body as Record<string, unknown>;
  const extra = Object.keys(unknown);
  if (extra.length > 0) return `Unknown field(s): ${extra.join(', ')}`;
  if (typeof refuseSmtp !== 'boolean') return 'refuseSmtp must be true or false';
  if (!refuseSmtp) return recipients === undefined ? { refuseSmtp: false } : 'recipients goes with refuseSmtp: true only';
  if (recipients === undefined) return { refuseSmtp: true };
  const valid =
    Array.isArray(recipients) &&
    recipients.length > 0 &&
    recipients.length <= MAX_FAULT_RECIPIENTS &&
    recipients.every((address) => typeof address === 'string' && address.includes('@') && address.length <= MAX_ADDRESS_LENGTH);
  if (!valid) return `recipients must be a list of 1 to ${MAX_FAULT_RECIPIENTS} e-mail addresses`;
  return { refuseSmtp: true, recipients: recipients as string[] };
}
