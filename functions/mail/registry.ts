/**
 * The mail sender's registry: the kinds (and signals) the features declare, by kind. It reads a
 * message off the queue (a body that is not JSON, not of a known kind or not as its kind's schema says
 * is undefined, for the sending function to log and drop: retrying it could never succeed) and hands
 * it to its kind: e-mailed at once, or received by the kind itself (an upload joins its digest).
 */
import * as z from 'zod/mini';
import type { MailEventEnvelope } from '../core/mail-events';
import { deliverMailEvent } from './deliver-mail-event';
import type { MailDesk, MailKind, MailQueueEntry } from './mail-kind';
import type { MailTransport } from './mail-port';

export interface MailRegistry {
  /** The message in the body, when it is one of a known kind, as that kind's schema has it. */
  parse(body: string): MailEventEnvelope | undefined;
  /** Handles one message of the queue (parsed): throws for the queue to deliver it again. */
  receive(message: MailEventEnvelope, transport: () => Promise<MailTransport>): Promise<void>;
}

const isMailKind = (entry: MailQueueEntry): entry is MailKind => 'compose' in entry;

export function mailRegistry(entries: readonly MailQueueEntry[]): MailRegistry {
  const byKind = new Map<string, MailQueueEntry>();
  for (const entry of entries) {
    if (byKind.has(entry.kind)) throw new Error(`Two mail kinds are named ${entry.kind}`);
    byKind.set(entry.kind, entry);
  }

  function parse(body: string): MailEventEnvelope | undefined {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return undefined;
    }
    const kind = typeof json === 'object' && json !== null && 'kind' in json && typeof json.kind === 'string' ? json.kind : undefined;
    const entry = kind === undefined ? undefined : byKind.get(kind);
    if (!entry) return undefined;
    const parsed = z.safeParse(entry.schema, json);
    return parsed.success ? parsed.data : undefined;
  }

  async function deliver(event: MailEventEnvelope, transport: () => Promise<MailTransport>): Promise<void> {
    const entry = byKind.get(event.kind);
    if (!entry || !isMailKind(entry)) throw new Error(`No mail kind composes ${event.kind}`);
    const sender = await transport();
    await deliverMailEvent(event, await entry.compose(event), entry, sender);
  }

  async function receive(message: MailEventEnvelope, transport: () => Promise<MailTransport>): Promise<void> {
    const entry = byKind.get(message.kind);
    if (!entry) throw new Error(`No mail kind is named ${message.kind}`);
    const desk: MailDesk = { deliver: (event) => deliver(event, transport) };
    if (entry.receive) await entry.receive(message, desk);
    else await desk.deliver(message);
  }

  return { parse, receive };
}
