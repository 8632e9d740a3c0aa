/**
 * Turns a raw message received over SMTP into the inbox's record (mailparser does the MIME work):
 * addresses as `{ name, address }` lists, text and HTML parts, the headers a test checks, and the
 * SMTP envelope (the only place Bcc recipients show).
 */
import type { Readable } from 'node:stream';
import { type AddressObject, type EmailAddress, type ParsedMail, simpleParser } from 'mailparser';
import type { MailAddress, NewMail } from './mail-store';

/** Headers kept besides every `X-*` header (e.g. x-portal-event). */
const KEPT_HEADERS = new Set(['message-id', 'in-reply-to', 'references', 'list-unsubscribe', 'list-unsubscribe-post', 'auto-submitted', 'content-language']);

function flatten(entries: EmailAddress[]): MailAddress[] {
  return entries.flatMap((entry) => (entry.group ? flatten(entry.group) : entry.address ? [{ name: entry.name ?? '', address: entry.address }] : []));
}

export function addressList(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  if (!field) return [];
  return (Array.isArray(field) ? field : [field]).flatMap((object) => flatten(object.value));
}

/**
 * The kept headers: mailparser's decoded value when it is plain text (X-* headers, Message-ID),
 * else the raw line unfolded (mailparser turns List-* and others into structures).
 */
export function keptHeaders(parsed: Pick<ParsedMail, 'headers' | 'headerLines'>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    if (!key.startsWith('x-') && !KEPT_HEADERS.has(key)) continue;
    const value = parsed.headers.get(key);
    kept[key] = typeof value === 'string' ? value : line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
  }
  return kept;
}

export async function parseMail(source: Readable | Buffer | string, envelope: NewMail['envelope']): Promise<NewMail> {
  const parsed = await simpleParser(source);
  return {
    date: (parsed.date ?? new Date()).toISOString(),
    from: addressList(parsed.from),
    to: addressList(parsed.to),
    cc: addressList(parsed.cc),
    replyTo: addressList(parsed.replyTo),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    ...(parsed.html ? { html: parsed.html } : {}),
    headers: keptHeaders(parsed),
    envelope,
    attachments: parsed.attachments.map((attachment) => ({
      ...(attachment.filename ? { filename: attachment.filename } : {}),
      contentType: attachment.contentType,
      size: attachment.size,
    })),
  };
}
