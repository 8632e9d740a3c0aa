/**
 * The mail catcher's inbox: the messages it caught, newest first, in memory and as one JSON file per
 * message under a directory (so a restart keeps the inbox). Bounded: past `maxMessages`, the oldest
 * go, from memory and from disk.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_MAX_MESSAGES = 500;

export interface MailAddress {
  name: string;
  address: string;
}

/** One caught message, as the inbox API answers it. */
export interface CaughtMail {
  id: string;
  /** When the catcher received it (ISO 8601). */
  receivedAt: string;
  /** The message's own Date header (ISO 8601), else the receipt time. */
  date: string;
  from: MailAddress[];
  to: MailAddress[];
  cc: MailAddress[];
  replyTo: MailAddress[];
  subject: string;
  text: string;
  /** The HTML part, if any. */
  html?: string;
  /** Headers worth checking: Message-ID, the X-* headers (e.g. x-portal-event) and a few others. */
  headers: Record<string, string>;
  /** The SMTP envelope: who it was really sent to (Bcc recipients appear only here). */
  envelope: { from: string; to: string[] };
  attachments: { filename?: string; contentType: string; size: number }[];
}

export type NewMail = Omit<CaughtMail, 'id' | 'receivedAt'>;

export interface MailStore {
  add(mail: NewMail): CaughtMail;
  /** Newest first; `to` keeps those addressed to it (To, Cc or envelope), case-insensitively. */
  list(filter?: { to?: string }): CaughtMail[];
  get(id: string): CaughtMail | undefined;
  clear(): void;
}

const FILE_SUFFIX = '.json';

/** Whether `mail` was addressed to `address` in its To or Cc headers or its envelope. */
export function isAddressedTo(mail: CaughtMail, address: string): boolean {
  const wanted = address.trim().toLowerCase();
  const recipients = [...mail.to, ...mail.cc].map((entry) => entry.address).concat(mail.envelope.to);
  return recipients.some((recipient) => recipient.toLowerCase() === wanted);
}

function readSaved(directory: string, log: (line: string) => void): CaughtMail[] {
  const saved: CaughtMail[] = [];
  for (const name of readdirSync(directory)) {
    if (!name.endsWith(FILE_SUFFIX)) continue;
    try {
      const mail = JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as CaughtMail;
      if (typeof mail.id === 'string' && typeof mail.receivedAt === 'string') saved.push(mail);
    } catch {
      log(`[mail] skipped an unreadable saved message: ${name}`);
    }
  }
  return saved;
}

/** Ids sort by receipt time (a millisecond timestamp first) so the files list in inbox order too. */
function newId(): string {
  return `${Date.now().toString(36).padStart(9, '0')}-${randomUUID().slice(0, 8)}`;
}

export function createMailStore(options: { directory?: string; maxMessages?: number; log?: (line: string) => void } = {}): MailStore {
  const { directory } = options;
  const maxMessages = options.maxMessages ?? DEFAULT_MAX_MESSAGES;
  const log = options.log ?? ((line: string) => console.log(line));
  const fileOf = (id: string) => path.join(directory ?? '', `${id}${FILE_SUFFIX}`);

  // Oldest first inside; the API turns it around.
  let messages: CaughtMail[] = [];
  if (directory) {
    mkdirSync(directory, { recursive: true });
    messages = readSaved(directory, log).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id));
  }

  const prune = () => {
    const excess = messages.splice(0, Math.max(0, messages.length - maxMessages));
    if (directory) for (const mail of excess) rmSync(fileOf(mail.id), { force: true });
  };
  prune();

  return {
    add(mail) {
      const caught: CaughtMail = { id: newId(), receivedAt: new Date().toISOString(), ...mail };
      messages.push(caught);
      if (directory) writeFileSync(fileOf(caught.id), JSON.stringify(caught));
      prune();
      return caught;
    },
    list(filter = {}) {
      const newestFirst = [...messages].reverse();
      return filter.to ? newestFirst.filter((mail) => isAddressedTo(mail, filter.to ?? '')) : newestFirst;
    },
    get(id) {
      return messages.find((mail) => mail.id === id);
    },
    clear() {
      if (directory) for (const mail of messages) rmSync(fileOf(mail.id), { force: true });
      messages = [];
    },
  };
}
