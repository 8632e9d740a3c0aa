/**
 * The text of a PDF, for tests that check what an exported PDF says: poppler's `pdftotext` where it
 * is installed (`apt-get install -y poppler-utils`), else the strings of the text operators of its
 * deflated content streams, read as WinAnsi (enough for the portal's own PDFs).
 */
import { spawnSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';

const WIN_ANSI_EXTRA: Record<number, string> = { 0x80: '€', 0x85: '…', 0x8c: 'Œ', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x9c: 'œ' };

function decodePdfString(raw: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const char = raw[index] as string;
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(raw.slice(index + 1))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8));
      index += octal.length;
    } else {
      bytes.push((raw[index + 1] as string).charCodeAt(0));
      index += 1;
    }
  }
  return bytes.map((byte) => WIN_ANSI_EXTRA[byte] ?? String.fromCharCode(byte)).join('');
}

function ownExtraction(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\/FlateDecode >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = source.indexOf('\nendstream', start);
    const content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    for (const text of content.matchAll(/\(((?:[^()\\]|\\.)*)\) Tj/g)) lines.push(decodePdfString(text[1] as string));
  }
  return lines.join('\n');
}

export function pdfText(pdf: Buffer): string {
  const poppler = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf });
  if (poppler.status === 0) return poppler.stdout.toString('utf8');
  return ownExtraction(pdf);
}
