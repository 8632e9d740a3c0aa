/**
 * What the portal e-mails about, as events on the mail queue. An event carries ids only: the sending
 * function reads the records, the people and their preferences when it sends, so a message never holds
 * more than the records say at that moment, and no document content ever travels on the queue.
 *
 * `eventId` makes sending idempotent: one event is e-mailed at most once per recipient, however often
 * the queue delivers it.
 *
 * The core knows no kind: each feature declares its own as a registry type, kind → what its event
 * carries besides its kind and id (e.g. `CaseMails` in functions/cases/mail/events.ts), and publishes
 * them through `mailPublisher<CaseMails>()` (publish-mail.ts).
 */

/** What every message of the mail queue carries: which kind it is (the mail sender dispatches on it) and its id. */
export interface MailEventEnvelope {
  kind: string;
  eventId: string;
}

/** A feature's mail kinds (an interface): by kind, the fields its event carries besides `kind` and `eventId` (ids only). */
export type MailKindRegistry<Kinds> = { [Kind in keyof Kinds]: object };

/** One object type of an intersection (what an editor shows of an event). */
type Flat<T> = { [Field in keyof T]: T[Field] };

/** The events of a registry, as a union discriminated by `kind`. */
export type MailEventsOf<Kinds extends MailKindRegistry<Kinds>> = {
  [K in keyof Kinds & string]: Flat<{ kind: K; eventId: string } & Kinds[K]>;
}[keyof Kinds & string];
