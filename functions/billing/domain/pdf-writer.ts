/**
 * A small PDF writer for text documents (an invoice): pages of left- and right-aligned lines in the
 * standard Helvetica fonts, which every PDF reader has, so nothing is embedded. Text is written in
 * WinAnsiEncoding (Windows-1252), which holds French: é, à, ç, « », ’, —. Right alignment measures
 * with Helvetica's widths for the characters an amount is made of; other text is left-aligned.
 */

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 56;

/** Windows-1252's characters above Latin-1's that French text uses; the rest of Latin-1 maps to itself. */
const WIN_ANSI_EXTRAS: Record<string, number> = { '€': 0x80, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97, 'œ': 0x9c, 'Œ': 0x8c };

function encodeText(text: string): string {
  let out = '';
  for (const character of text.normalize('NFC')) {
    let code = WIN_ANSI_EXTRAS[character] ?? character.codePointAt(0) ?? 0x3f;
    // Narrow and thin spaces (French number formats) are plain spaces; anything else not in the encoding is '?'.
    if (code === 0x202f || code === 0x2009) code = 0x20;
    if (code > 0xff || (code < 0x20 && code !== 0x09)) code = 0x3f;
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code < 0x80) out += String.fromCharCode(code);
    else out += `\\${code.toString(8).padStart(3, '0')}`;
  }
  return out;
}

/** Helvetica's advance widths (1/1000 em) of what amounts are written with; other characters count as 556. */
const HELVETICA_WIDTHS: Record<string, number> = { ' ': 278, ',': 278, '.': 278, '$': 556, '-': 333, '%': 889, '(': 333, ')': 333, '\u00a0': 278 };
const textWidth = (text: string, size: number, bold: boolean) =>
  ([...text].reduce((sum, character) => sum + (HELVETICA_WIDTHS[character] ?? (bold ? 611 : 556)), 0) * size) / 1000;

export interface PdfLine {
  text: string;
  /** Text at the right margin on the same line (an amount). */
  right?: string;
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
}

export function writePdf(lines: readonly PdfLine[], title: string): Buffer {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    const step = size * 1.45 + (line.gap ?? 0);
    if (y - step < MARGIN) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= step;
    const font = line.bold ? '/F2' : '/F1';
    const page = pages[pages.length - 1] as string[];
    page.push(`BT ${font} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td (${encodeText(line.text)}) Tj ET`);
    if (line.right !== undefined) {
      const x = PAGE_WIDTH - MARGIN - textWidth(line.right, size, line.bold === true);
      page.push(`BT ${font} ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td (${encodeText(line.right)}) Tj ET`);
    }
  }

  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // 1-based object number
  const catalog = add(''); // filled below
  const pagesObject = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title (${encodeText(title)}) /Producer (Portal) >>`);
  const pageNumbers: number[] = [];
  for (const content of pages) {
    const stream = content.join('\n');
    const contents = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    pageNumbers.push(
      add(`<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${contents} 0 R >>`),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R >>`;
  objects[pagesObject - 1] = `<< /Type /Pages /Kids [${pageNumbers.map((number) => `${number} 0 R`).join(' ')}] /Count ${pageNumbers.length} >>`;

  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
