/**
 * A small PDF writer for text documents: A4 pages of lines in Helvetica and Helvetica-Bold (the
 * standard fonts every reader has, so nothing is embedded), WinAnsi-encoded (French accents,
 * « », ’ and – included), content streams deflated. A few KB of code instead of a PDF library in
 * the function's bundle (bundles stay under 100 KB): a questionnaire's export, a document made from a
 * firm's signing template.
 */
import { deflateSync } from 'node:zlib';

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;

export type FontName = 'regular' | 'bold';

/** Helvetica's advance widths (1/1000 em) of the characters 32–126, from its AFM. */
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667,
  722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556,
  278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** The WinAnsi bytes of the characters outside Latin-1 that French text uses. */
const WIN_ANSI_EXTRA: Record<string, number> = { '€': 0x80, '…': 0x85, 'Œ': 0x8c, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, 'œ': 0x9c };

/** A character's WinAnsi byte ('?' for one the encoding lacks). */
function winAnsi(char: string): number {
  const code = char.codePointAt(0) ?? 63;
  if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI_EXTRA[char] ?? 63;
}

/** A character's width at `size` points: accented letters as their base letter, bold a little wider. */
function charWidth(char: string, size: number, font: FontName): number {
  const base = char.normalize('NFD').charAt(0);
  const code = base.codePointAt(0) ?? 32;
  const units = code >= 32 && code <= 126 ? (WIDTHS[code - 32] ?? 556) : 556;
  return (units * size * (font === 'bold' ? 1.08 : 1)) / 1000;
}

export function textWidth(text: string, size: number, font: FontName): number {
  let width = 0;
  for (const char of text) width += charWidth(char, size, font);
  return width;
}

/** The text cut into lines of at most `width` points, at spaces where it can (a long word is cut). */
export function wrap(text: string, size: number, font: FontName, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size, font) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (textWidth(rest, size, font) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(rest.slice(0, cut), size, font) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A PDF string: WinAnsi bytes, the delimiters escaped, bytes past ASCII as octal escapes. */
function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const byte = winAnsi(char);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 32 || byte > 126) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

export interface TextLine {
  x: number;
  /** From the page's bottom. */
  y: number;
  text: string;
  size: number;
  font: FontName;
  /** Grey, for what frames the content (the header, the page numbers). */
  muted?: boolean;
}

/** The document: pages of positioned lines, and its title (the reader's window shows it). */
export function pdfDocument(pages: readonly TextLine[][], title: string): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${pdfString(title)} /Producer (Immigration portal) >>`);
  const pageIds: number[] = [];
  for (const lines of pages) {
    const content = lines
      .map((line) => `BT ${line.muted ? '0.4 g' : '0 g'} /${line.font === 'bold' ? 'F2' : 'F1'} ${line.size} Tf ${line.x.toFixed(2)} ${line.y.toFixed(2)} Td ${pdfString(line.text)} Tj ET`)
      .join('\n');
    const stream = deflateSync(Buffer.from(content, 'latin1'));
    const contentId = add(Buffer.concat([Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')]));
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`, 'latin1');
  objects[pagesId - 1] = Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`, 'latin1');
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(part);
    offset += part.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A block of a simple text document: a heading or a paragraph (its line breaks kept). */
export interface TextBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

/** The blocks laid out on A4 pages in reading order: headings in bold, paragraphs wrapped, a new page when one is full. */
export function textDocument(blocks: readonly TextBlock[], title: string): Buffer {
  const width = PAGE.width - 2 * PAGE.margin;
  const pages: TextLine[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const block of blocks) {
    const size = block.kind === 'heading' ? 14 : 11;
    const font: FontName = block.kind === 'heading' ? 'bold' : 'regular';
    const leading = size * 1.45;
    for (const text of wrap(block.text, size, font, width)) {
      if (y - leading < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      pages.at(-1)?.push({ x: PAGE.margin, y, text, size, font });
    }
    y -= size * 0.8;
  }
  return pdfDocument(pages, title);
}
