/**
 * The text rules of the portal's e-mails, whatever a name or a message contains: a header value (and
 * any name shown inline) is one line with no control or format characters, so no header can be
 * injected; a message keeps its line breaks and nothing else; every value in HTML is escaped.
 */
import { NOT_IN_HEADER } from '../../shared/mail/addresses';

export { isPlainAddress } from '../../shared/mail/addresses';

const NOT_IN_ONE_LINE = new RegExp(NOT_IN_HEADER.source, 'gu');
// In a multi-line text: the same, but for the line feed (line breaks are normalised to it first).
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const NOT_IN_TEXT = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\p{Cf}]|\p{Cs}/gu;

/** One line: control and format characters become spaces, spaces collapse; at most `max` characters. */
export function singleLine(value: string, max = 200): string {
  const line = value.replace(NOT_IN_ONE_LINE, ' ').replace(/\s+/gu, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** A multi-line text (an admin's message): line breaks kept as `\n`, other control characters gone. */
export function multiLine(value: string): string {
  return value
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(NOT_IN_TEXT, (character) => (character === '\t' ? ' ' : ''))
    .replace(/[ ]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
}

/** A multi-line text as HTML: blank lines separate paragraphs, a single line break becomes `<br>`. */
export function htmlParagraphs(value: string): string {
  return multiLine(value)
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
}
