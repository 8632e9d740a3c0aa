import { sniffDocumentType } from './file-types';
import { sampleFiles } from '../../../test/unit/support/sample-files';

describe('sniffDocumentType', () => {
  it.each([
    ['a PDF', 'report.pdf', sampleFiles.pdf, 'application/pdf'],
    ['a PNG', 'photo.png', sampleFiles.png, 'image/png'],
    ['a JPEG', 'passport.JPG', sampleFiles.jpeg, 'image/jpeg'],
    ['plain text', 'notes.txt', sampleFiles.text, 'text/plain'],
  ])('accepts %s by its bytes', async (_, name, bytes, mime) => {
    await expect(sniffDocumentType(name, bytes)).resolves.toBe(mime);
  });

  const bytes = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));
  const ftyp = (brand: string) => bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0], 'mif1heic');

  it.each([
    ['a Word file (zip)', 'letter.docx', bytes('PK', [3, 4, 20, 0, 0, 0, 8, 0]), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an OpenDocument spreadsheet (zip)', 'budget.ods', bytes('PK', [3, 4, 20, 0, 0, 0, 0, 0]), 'application/vnd.oasis.opendocument.spreadsheet'],
    ['an Excel 97 file (compound file)', 'old.xls', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'application/vnd.ms-excel'],
    ['a HEIC photo', 'IMG_0001.HEIC', ftyp('heic'), 'image/heic'],
    ['a 10-bit HEIC photo (heix)', 'IMG_0002.heic', ftyp('heix'), 'image/heic'],
    ['a TIFF scan (big-endian)', 'scan.tiff', bytes('MM', [0, 0x2a, 0, 0, 0, 8]), 'image/tiff'],
    ['a WebP image', 'photo.webp', bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('accepts %s by its bytes', async (_, name, head, mime) => {
    await expect(sniffDocumentType(name, head)).resolves.toBe(mime);
  });

  it('refuses a video named .heic', async () => {
    await expect(sniffDocumentType('clip.heic', ftyp('isom'))).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('refuses a zip named .pdf and a PDF named .docx', async () => {
    await expect(sniffDocumentType('a.pdf', bytes('PK', [3, 4, 20, 0]))).rejects.toMatchObject({ kind: 'invalid' });
    await expect(sniffDocumentType('a.docx', bytes('%PDF-1.7\n'))).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('refuses an executable renamed .pdf', async () => {
    await expect(sniffDocumentType('invoice.pdf', sampleFiles.exe)).rejects.toMatchObject({
      kind: 'invalid',
      message: 'invoice.pdf: the content does not match its name (it is not a .pdf file)',
    });
  });

  it('refuses a PNG named .pdf', async () => {
    await expect(sniffDocumentType('scan.pdf', sampleFiles.png)).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('refuses binary bytes named .txt', async () => {
    await expect(sniffDocumentType('notes.txt', sampleFiles.exe)).rejects.toMatchObject({ message: 'notes.txt: the content is not plain text' });
  });

  it('refuses a type that is not a document', async () => {
    await expect(sniffDocumentType('setup.exe', sampleFiles.exe)).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('setup.exe: this type of file is not accepted'),
    });
  });
});
