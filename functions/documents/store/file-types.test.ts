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
  /** An ISO-BMFF `ftyp` box: its major brand, then its compatible brands (an iPhone's: `heic` … `mif1 heic`). */
  const ftyp = (brand: string, compatible = 'mif1heic') => bytes([0, 0, 0, 16 + compatible.length], 'ftyp', brand, [0, 0, 0, 0], compatible, [0, 0, 0, 0x6c], 'meta');

  it.each([
    ['a Word file (zip)', 'letter.docx', bytes('PK', [3, 4, 20, 0, 0, 0, 8, 0]), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an OpenDocument spreadsheet (zip)', 'budget.ods', bytes('PK', [3, 4, 20, 0, 0, 0, 0, 0]), 'application/vnd.oasis.opendocument.spreadsheet'],
    ['an Excel 97 file (compound file)', 'old.xls', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'application/vnd.ms-excel'],
    ['a HEIC photo', 'IMG_0001.HEIC', ftyp('heic'), 'image/heic'],
    ['a 10-bit HEIC photo (heix)', 'IMG_0002.heic', ftyp('heix'), 'image/heic'],
    ['a TIFF scan (big-endian)', 'scan.tiff', bytes('MM', [0, 0x2a, 0, 0, 0, 8]), 'image/tiff'],
    ['a WebP image', 'photo.webp', bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a PDF with a byte-order mark', 'bom.pdf', bytes([0xef, 0xbb, 0xbf], '%PDF-1.7\n'), 'application/pdf'],
    ['a JPEG named .jpeg', 'photo.jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['a GIF (87a)', 'old.gif', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['a GIF (89a)', 'anim.gif', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['a TIFF scan (little-endian)', 'scan.tif', bytes('II', [0x2a, 0, 8, 0, 0, 0]), 'image/tiff'],
    ['a HEIF image (mif1) holding HEVC', 'photo.heif', ftyp('mif1'), 'image/heic'],
    ['an Excel file (zip)', 'sheet.xlsx', bytes('PK', [3, 4, 20, 0, 6, 0, 8, 0]), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['a PowerPoint file (zip)', 'deck.pptx', bytes('PK', [3, 4, 20, 0, 6, 0, 8, 0]), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['an OpenDocument text (zip)', 'letter.odt', bytes('PK', [3, 4, 10, 0, 0, 0, 0, 0]), 'application/vnd.oasis.opendocument.text'],
    ['an OpenDocument presentation (empty zip)', 'deck.odp', bytes('PK', [5, 6, 0, 0, 0, 0]), 'application/vnd.oasis.opendocument.presentation'],
    ['a spanned zip named .docx', 'big.docx', bytes('PK', [7, 8, 0, 0, 0, 0]), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a Word 97 file (compound file)', 'old.doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'application/msword'],
    ['a PowerPoint 97 file (compound file)', 'old.ppt', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'application/vnd.ms-powerpoint'],
    ['an RTF letter', 'letter.rtf', bytes('{\\rtf1\\ansi Hello}'), 'application/rtf'],
    ['a UTF-8 CSV', 'clients.csv', Uint8Array.from(Buffer.from('name,city\nAda,Montréal\n', 'utf8')), 'text/csv'],
  ])('accepts %s by its bytes', async (_, name, head, mime) => {
    await expect(sniffDocumentType(name, head)).resolves.toBe(mime);
  });

  it.each([
    ['a sentence starting with G', 'Good morning, here are my notes.'],
    ['a bracketed draft note', '[draft] letter to the tribunal'],
    ['a braced note', '{note} call the client back'],
    ['a line starting with BM', 'BMO account statement requested'],
    ['a line starting with PL', 'PLEASE CALL BACK'],
  ])('accepts %s as plain text (no signature of an accepted type)', async (_, text) => {
    await expect(sniffDocumentType('notes.txt', bytes(text))).resolves.toBe('text/plain');
  });

  it.each([
    ['a PDF named .txt', 'notes.txt', bytes('%PDF-1.7\n% text-looking body\n')],
    ['an RTF named .csv', 'clients.csv', bytes('{\\rtf1\\ansi name,city}')],
    ['a GIF named .txt', 'notes.txt', bytes('GIF89a;')],
    ['text that is not UTF-8', 'notes.txt', bytes('caf', [0xe9], ' au lait, merci')],
  ])('refuses %s as not plain text', async (_, name, head) => {
    await expect(sniffDocumentType(name, head)).rejects.toMatchObject({ message: `${name}: the content is not plain text` });
  });

  it.each([
    ['a JPEG named .png', 'photo.png', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['a GIF named .jpg', 'photo.jpg', bytes('GIF89a', [1, 0, 1, 0])],
    ['a TIFF named .webp', 'photo.webp', bytes('II', [0x2a, 0, 8, 0, 0, 0])],
    ['a RIFF that is not WebP (WAV) named .webp', 'photo.webp', bytes('RIFF', [0x10, 0, 0, 0], 'WAVEfmt ')],
    ['a compound file named .docx', 'letter.docx', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['a zip named .doc', 'letter.doc', bytes('PK', [3, 4, 20, 0])],
    ['a PDF named .rtf', 'letter.rtf', bytes('%PDF-1.7\n')],
    ['a truncated PNG signature', 'photo.png', bytes([0x89], 'PNG')],
    ['an empty file named .pdf', 'empty.pdf', bytes()],
  ])('refuses %s: the content does not match its name', async (_, name, head) => {
    await expect(sniffDocumentType(name, head)).rejects.toMatchObject({ kind: 'invalid', message: expect.stringContaining(`${name}: the content does not match its name`) });
  });

  it.each([
    ['an iPhone photo (heic, compatible mif1 heic)', 'IMG_4031.HEIC', 'heic', 'mif1heic', 'image/heic'],
    ['a 10-bit photo (heix)', 'IMG_4032.heic', 'heix', 'mif1heix', 'image/heic'],
    ['a multi-view photo (heim)', 'IMG_4033.heic', 'heim', 'mif1heim', 'image/heic'],
    ['a scalable photo (heis)', 'IMG_4034.heic', 'heis', 'mif1heis', 'image/heic'],
    ['a burst (hevc image sequence)', 'burst.heic', 'hevc', 'msf1hevc', 'image/heic'],
    ['a generic HEIF image (mif1) without HEVC', 'scan.heif', 'mif1', 'mif1miaf', 'image/heif'],
    ['a generic HEIF sequence (msf1)', 'burst.HEIF', 'msf1', 'msf1iso8', 'image/heif'],
    ['a HEIC photo named .heif', 'photo.heif', 'heic', 'mif1heic', 'image/heic'],
    ['a generic HEIF named .heic', 'photo.heic', 'mif1', 'mif1', 'image/heif'],
  ])('accepts %s by its ftyp brands', async (_, name, major, compatible, mime) => {
    await expect(sniffDocumentType(name, ftyp(major, compatible))).resolves.toBe(mime);
  });

  it('reads the compatible brands only inside the ftyp box', async () => {
    // A box of 16 bytes has no compatible brands: the `heic` after it belongs to the next box.
    const head = bytes([0, 0, 0, 16], 'ftyp', 'mif1', [0, 0, 0, 0], 'heic', [0, 0, 0, 0]);
    await expect(sniffDocumentType('photo.heif', head)).resolves.toBe('image/heif');
  });

  it.each([
    ['a video (isom) named .heic', 'clip.heic', ftyp('isom', 'isomiso2')],
    ['a QuickTime movie named .heic', 'clip.heic', ftyp('qt  ', 'qt  ')],
    ['an AVIF named .heif', 'photo.heif', ftyp('avif', 'mif1miaf')],
    ['a HEIC photo named .jpg', 'photo.jpg', ftyp('heic')],
    ['ftyp bytes at the wrong offset', 'photo.heic', bytes('ftypheic', [0, 0, 0, 0])],
  ])('refuses %s', async (_, name, head) => {
    await expect(sniffDocumentType(name, head)).rejects.toMatchObject({ kind: 'invalid' });
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
