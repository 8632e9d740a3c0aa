/**
 * Files for the IRCC package tests, made when the tests run (no binaries in the repository): photos of
 * A4 pages as a phone takes them (2480 × 3508 px JPEGs of 2–5 MB: grain, so they do not compress away),
 * small scans, PDFs of a few pages, and an encrypted PDF (its trailer names an /Encrypt dictionary:
 * IRCC's portal and pdf-lib refuse it alike).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export interface FixtureFile {
  fileName: string;
  fileType: string;
  bytes: Buffer;
}

/** A photographed A4 page: grain strong enough that the JPEG weighs a few MB (sigma 20 → ~3 MB, 40 → ~4.4 MB). */
export async function a4Photo(fileName: string, grain = 30, label = fileName): Promise<FixtureFile> {
  const text = Buffer.from(
    `<svg width="2480" height="3508" xmlns="http://www.w3.org/2000/svg"><text x="200" y="400" font-size="120" font-family="sans-serif" fill="#111">${label}</text></svg>`,
  );
  const bytes = await sharp({ create: { width: 2480, height: 3508, channels: 3, background: '#f4f1ea', noise: { type: 'gaussian', mean: 200, sigma: grain } } })
    .composite([{ input: text }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return { fileName, fileType: 'image/jpeg', bytes };
}

/** A small scan (a JPEG of a few hundred KB at most). */
export async function smallJpeg(fileName: string, width = 1200, height = 1600): Promise<FixtureFile> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#ffffff', noise: { type: 'gaussian', mean: 220, sigma: 8 } } })
    .jpeg({ quality: 70 })
    .toBuffer();
  return { fileName, fileType: 'image/jpeg', bytes };
}

export async function smallPng(fileName: string): Promise<FixtureFile> {
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 30, g: 60, b: 200, alpha: 1 } } }).png().toBuffer();
  return { fileName, fileType: 'image/png', bytes };
}

/** A PDF of `pages` pages of text. */
export async function textPdf(fileName: string, pages: number): Promise<FixtureFile> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) pdf.addPage([595, 842]).drawText(`${fileName}: page ${n} of ${pages}`, { x: 50, y: 780, size: 18, font });
  return { fileName, fileType: 'application/pdf', bytes: Buffer.from(await pdf.save()) };
}

/** A one-page PDF whose trailer names a Standard security handler: encrypted, as far as any reader is concerned. */
export function encryptedPdf(fileName: string): FixtureFile {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>',
    '<</Filter/Standard/V 1/R 2/O(0123456789abcdef0123456789abcdef)/U(0123456789abcdef0123456789abcdef)/P -44>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R/Encrypt 4 0 R/ID[<0123456789abcdef0123456789abcdef><0123456789abcdef0123456789abcdef>]>>\nstartxref\n${xref}\n%%EOF\n`;
  return { fileName, fileType: 'application/pdf', bytes: Buffer.from(body, 'latin1') };
}

/** The long side, in pixels, of each image drawn in a PDF, page by page. */
export async function pageImageLongSides(pdfBytes: Uint8Array): Promise<number[]> {
  const { PDFName, PDFRawStream, PDFDict } = await import('pdf-lib');
  const pdf = await PDFDocument.load(pdfBytes);
  const sides: number[] = [];
  for (const page of pdf.getPages()) {
    const resources = page.node.Resources();
    const xObjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const key of xObjects?.keys() ?? []) {
      const object = xObjects?.lookup(key);
      if (!(object instanceof PDFRawStream)) continue;
      if (object.dict.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
      const width = Number(object.dict.get(PDFName.of('Width'))?.toString());
      const height = Number(object.dict.get(PDFName.of('Height'))?.toString());
      sides.push(Math.max(width, height));
    }
  }
  return sides;
}
