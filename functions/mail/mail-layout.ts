/**
 * The one layout of the portal's e-mails, in plain text and in simple HTML: a greeting, the blocks of
 * the message, one link into the portal, the firm's name, and (notifications only) an unsubscribe line,
 * its fixed texts in the recipient's language. Every value goes through the text rules of
 * mail-text.ts here, so a template cannot forget one.
 */
import type { Language } from '../../shared/settings/language';
import { type I18n, i18nOf } from '../core/i18n';
import { escapeHtml, htmlParagraphs, multiLine, singleLine } from './mail-text';

export type MailBlock =
  /** A sentence or two, on one line. */
  | { kind: 'paragraph'; text: string }
  /** A bulleted list of short items (names). */
  | { kind: 'list'; items: string[] }
  /** A bulleted list of short items, each a link into the portal (the exact page of each). */
  | { kind: 'links'; items: { label: string; url: string }[] }
  /** A person's own words: line breaks kept, paragraphs in HTML. */
  | { kind: 'message'; text: string };

export interface MailLayout {
  /** The recipient's: the layout's own texts and the HTML's `lang`. */
  language: Language;
  subject: string;
  recipientName: string;
  blocks: MailBlock[];
  action: { label: string; url: string };
  firmName: string;
  portalUrl: string;
  /** Notifications only: the settings page where the recipient turns them off. */
  unsubscribeUrl?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const SUBJECT_MAX = 200;
const NAME_MAX = 200;

const greeting = (i18n: I18n, layout: MailLayout) =>
  i18n._({ id: 'mail.layout.greeting', message: 'Hello {name},', values: { name: singleLine(layout.recipientName, NAME_MAX) } });

const unsubscribeSentence = (i18n: I18n) =>
  i18n._({
    id: 'mail.layout.unsubscribe',
    message: 'You receive this e-mail because e-mail notifications are on in your settings. To unsubscribe, turn them off at',
  });

/** A line that leads somewhere: `label: url`, in the reader's punctuation. */
const linkLine = (i18n: I18n, label: string, url: string) => i18n._({ id: 'mail.layout.action', message: '{label}: {url}', values: { label, url } });

function blockText(block: MailBlock, i18n: I18n): string {
  switch (block.kind) {
    case 'paragraph':
      return singleLine(block.text, 2000);
    case 'list':
      return block.items.map((item) => `- ${singleLine(item, NAME_MAX)}`).join('\n');
    case 'links':
      return block.items.map((item) => `- ${linkLine(i18n, singleLine(item.label, NAME_MAX), item.url)}`).join('\n');
    case 'message':
      return multiLine(block.text);
  }
}

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(singleLine(block.text, 2000))}</p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(singleLine(item, NAME_MAX))}</li>`).join('')}</ul>`;
    case 'links':
      return `<ul>${block.items.map((item) => `<li>${link(item.url, singleLine(item.label, NAME_MAX))}</li>`).join('')}</ul>`;
    case 'message':
      return htmlParagraphs(block.text);
  }
}

function renderText(layout: MailLayout, i18n: I18n): string {
  const firmName = singleLine(layout.firmName, NAME_MAX);
  const parts = [
    greeting(i18n, layout),
    ...layout.blocks.map((block) => blockText(block, i18n)).filter((part) => part !== ''),
    linkLine(i18n, singleLine(layout.action.label), layout.action.url),
    `--\n${firmName}\n${layout.portalUrl}`,
  ];
  if (layout.unsubscribeUrl) parts.push(`${unsubscribeSentence(i18n)} ${layout.unsubscribeUrl}`);
  return `${parts.join('\n\n')}\n`;
}

function renderHtml(layout: MailLayout, i18n: I18n): string {
  const muted = 'color:#6b7280';
  const body = [
    `<p>${escapeHtml(greeting(i18n, layout))}</p>`,
    ...layout.blocks.map(blockHtml).filter((part) => part !== ''),
    `<p>${link(layout.action.url, singleLine(layout.action.label))}</p>`,
    `<p style="${muted}">${escapeHtml(singleLine(layout.firmName, NAME_MAX))}<br>${link(layout.portalUrl, layout.portalUrl)}</p>`,
  ];
  if (layout.unsubscribeUrl) {
    body.push(`<p style="${muted};font-size:12px">${escapeHtml(unsubscribeSentence(i18n))} ${link(layout.unsubscribeUrl, layout.unsubscribeUrl)}</p>`);
  }
  return [
    '<!doctype html>',
    `<html lang="${layout.language}"><head><meta charset="utf-8"></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    ...body,
    '</body></html>',
    '',
  ].join('\n');
}

export function renderLayout(layout: MailLayout): RenderedMail {
  const i18n = i18nOf(layout.language);
  return { subject: singleLine(layout.subject, SUBJECT_MAX), text: renderText(layout, i18n), html: renderHtml(layout, i18n) };
}
