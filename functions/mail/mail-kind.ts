/**
 * What a feature declares of each kind of e-mail it sends (functions/<feature>/mail/): the event as
 * the queue carries it, the notification settings that silence it, and how it is composed from the
 * records as they are when it is sent (its recipients and, in each one's language, its text). The
 * mail sender knows no kind: it is handed the features' declarations (functions/send-mail.ts) and
 * dispatches on the event's `kind` (registry.ts).
 */
import * as z from 'zod/mini';
import type { Language } from '../../shared/settings/language';
import type { NotificationSettings } from '../../shared/settings/types';
import type { MailEventEnvelope } from '../core/mail-events';
import type { RenderedMail } from './mail-layout';
import type { MailAudience } from './portal-links';

/** One of a user's notification settings (Settings → Notifications). */
export type NotificationSetting = keyof NotificationSettings;

export interface MailRecipient {
  userId: string;
  name: string;
  email: string;
  audience: MailAudience;
  /** The language the e-mail is written in: the recipient's own (English when they never chose). */
  language: Language;
  /** Where replies go (the admin who wrote a case message). */
  replyTo?: string;
}

/** One e-mail of an event: to whom, and what it says (in their language). */
export interface ComposedMail {
  recipient: MailRecipient;
  mail: RenderedMail;
}

/** How the e-mails of an event went: how many were sent (or had been), and why the others failed. */
export interface MailOutcome {
  delivered: number;
  failures: string[];
}

/** What one event e-mails. */
export interface MailPlan {
  mails: ComposedMail[];
  /** Called once every e-mail was tried (a case message: its delivery, kept on the case). */
  recordOutcome?: (outcome: MailOutcome) => Promise<void>;
  /**
   * The cases whose activity logs (and the firm's e-mail log) record its delivery, when the event
   * names no case of its own (a client's notices of a window); else the event's `caseId` or `caseIds`.
   */
  aboutCases?: readonly CaseOfMail[];
  /**
   * False when the firm's e-mail log lists these e-mails already (a staff message, kept on its case);
   * else each e-mail sent about a case is logged there as automatic (deliver-mail-event.ts).
   */
  caseLog?: false;
}

/** A case an e-mail is about, with its org. */
export interface CaseOfMail {
  orgId: string;
  caseId: string;
}

/** An event that e-mails no one (its records are gone, or nobody wants it). */
export const NOTHING: MailPlan = { mails: [] };

/** What a kind that receives its events itself may do with them (mail-kind's `receive`). */
export interface MailDesk {
  /** E-mails an event now, by its kind's `compose`: any kind the mail sender knows. */
  deliver(event: MailEventEnvelope): Promise<void>;
}

/** A kind of e-mail. */
export interface MailKind<Event extends MailEventEnvelope = MailEventEnvelope> {
  readonly kind: Event['kind'];
  /** The event as the queue must carry it; any other body is dropped. */
  readonly schema: z.ZodMiniType<Event>;
  /**
   * The recipient's notification settings that must all be on for it to be sent (defaults filled in);
   * empty for an e-mail sent whatever they say (a direct message, a request the firm must answer). Its
   * e-mails carry `List-Unsubscribe` (the settings page) when it has any.
   */
  readonly silencedBy: readonly NotificationSetting[];
  /** What the event e-mails, read from the records as they are now. */
  compose(event: Event): Promise<MailPlan>;
  /**
   * What the mail sender does with an event when the queue delivers it, when that is not e-mailing it
   * at once (an upload joins its client's digest). Without it, the event is e-mailed at once.
   */
  receive?(event: Event, desk: MailDesk): Promise<void>;
}

/** A message of the mail queue that is no e-mail of its own (an upload digest's reminder): received only. */
export interface MailSignal<Event extends MailEventEnvelope = MailEventEnvelope> {
  readonly kind: Event['kind'];
  readonly schema: z.ZodMiniType<Event>;
  receive(event: Event, desk: MailDesk): Promise<void>;
}

/** What a feature hands the mail sender: its kinds and signals. */
export type MailQueueEntry = MailKind | MailSignal;

/**
 * A kind of e-mail, typed by its event. The mail sender calls `compose` and `receive` only with events
 * its schema parsed and whose `kind` is this one, so the kind may stand among others' as `MailKind`.
 */
export function defineMailKind<Event extends MailEventEnvelope>(kind: MailKind<Event>): MailKind {
  return kind as unknown as MailKind;
}

/** A signal of the mail queue, typed by its event (as defineMailKind). */
export function defineMailSignal<Event extends MailEventEnvelope>(signal: MailSignal<Event>): MailSignal {
  return signal as unknown as MailSignal;
}

/** An id on the queue: it travels into a header (`X-Portal-Event`) and into keys, so visible ASCII only, no spaces. */
export function mailEventId() {
  return z.string().check(z.regex(/^[!-~]{1,256}$/));
}

/** Each address once, the first recipient kept. */
export function uniqueByEmail(recipients: MailRecipient[]): MailRecipient[] {
  const seen = new Set<string>();
  return recipients.filter((recipient) => !seen.has(recipient.email) && seen.add(recipient.email));
}
