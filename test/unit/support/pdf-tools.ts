/**
 * PDFs for the signing tests: a sample document made with pdf-lib, and Poppler's own readers
 * (`pdfsig`, `pdftotext`, Debian's poppler-utils, installed with the other system packages) on bytes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF of `pages` A4 pages, each saying its number (and `title` on the first). */
export async function samplePdf(pages = 2, title = 'Service agreement'): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    const added = document.addPage([595.28, 841.89]);
    added.drawText(page === 1 ? title : `Clause ${page}`, { x: 56, y: 760, size: 16, font });
    added.drawText(`Page ${page} of ${pages}. The client retains the firm for the services described.`, { x: 56, y: 720, size: 10, font });
  }
  return document.save();
}

function withFile<T>(bytes: Uint8Array, use: (file: string) => T): T {
  const folder = mkdtempSync(path.join(tmpdir(), 'pdf-tools-'));
  const file = path.join(folder, 'document.pdf');
  try {
    writeFileSync(file, bytes);
    return use(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** What `pdfsig` prints of the file's signatures (it exits non-zero when one is invalid: its words say why). */
export function pdfsig(bytes: Uint8Array): string {
  return withFile(bytes, (file) => {
    const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
    if (run.error) throw run.error;
    return `${run.stdout}${run.stderr}`;
  });
}

/** The file's text as `pdftotext` reads it, lines kept. */
export function pdfText(bytes: Uint8Array): string {
  return withFile(bytes, (file) => {
    const run = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    if (run.error) throw run.error;
    if (run.status !== 0) throw new Error(run.stderr);
    return run.stdout;
  });
}

/** The file with one byte changed: a digit of the first page's size (a change a reader would not see). */
export function changeOneByte(bytes: Uint8Array): Uint8Array {
  const changed = Buffer.from(bytes);
  const at = changed.indexOf('841.89');
  if (at < 0) throw new Error('No page size to change');
  changed[at + 1] = '5'.charCodeAt(0);
  return changed;
}
