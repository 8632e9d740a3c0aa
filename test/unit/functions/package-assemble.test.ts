/**
 * One IRCC slot's file (functions/packages/domain/assemble.ts), without a stack: HEIC photos become
 * pages (sharp's own libvips has no HEVC decoder: heic-decode, libheif in WebAssembly, decodes them),
 * and the file is of a format the slot takes — a PDF when it takes PDFs, else its one image as a JPEG
 * (or a PNG), the documents it cannot take said.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { type SlotDocument, assembleSlot, kindOf, slotFileFormat } from '../../../functions/packages/domain/assemble';
import { DEFAULT_SLOT_FORMATS, DEFAULT_SLOT_MAX_BYTES } from '../../../shared/requests/ircc-slots';
import { type FixtureFile, HEIC_PHOTO, heicPhoto, pageImages, smallJpeg, smallPng, textPdf } from '../../integration/support/package-fixtures';

jest.setTimeout(60_000);

const documentOf = (file: FixtureFile, documentId: string): SlotDocument => ({ documentId, name: file.fileName, requestId: 'request-1', bytes: new Uint8Array(file.bytes) });
const pdfSlot = { maxBytes: DEFAULT_SLOT_MAX_BYTES, formats: [...DEFAULT_SLOT_FORMATS] };
const jpegSlot = { maxBytes: DEFAULT_SLOT_MAX_BYTES, formats: ['jpeg' as const] };

/** The colour of one pixel of an encoded image. */
async function pixelAt(bytes: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe('a HEIC photo in a slot', () => {
  it('is recognised by its signature, whatever its name', () => {
    expect(kindOf(heicPhoto('photo.jpg').bytes)).toBe('heic');
  });

  it('becomes a page of the slot’s PDF, decoded at its own size with its own pixels', async () => {
    const assembled = await assembleSlot([documentOf(heicPhoto('IMG_0001.HEIC'), 'doc-heic'), documentOf(await textPdf('form.pdf', 1), 'doc-pdf')], pdfSlot);
    const [image] = await pageImages(assembled.file ?? new Uint8Array());

    expect(assembled).toMatchObject({ format: 'pdf', pages: 2, sources: ['doc-heic', 'doc-pdf'], unreadable: [], notAccepted: [] });
    expect((await PDFDocument.load(assembled.file ?? new Uint8Array())).getPageCount()).toBe(2);
    expect(image).toMatchObject({ width: HEIC_PHOTO.width, height: HEIC_PHOTO.height });
    // The blue band of the photo, not a blank page: the HEVC picture was decoded.
    const [red = 0, green = 0, blue = 0] = await pixelAt(image?.bytes ?? new Uint8Array(), HEIC_PHOTO.band.x, HEIC_PHOTO.band.y);
    expect(blue).toBeGreaterThan(150);
    expect(red).toBeLessThan(90);
    expect(green).toBeLessThan(110);
  });

  it('that is cut short is unreadable, and the rest of the slot still makes its file', async () => {
    const photo = heicPhoto('broken.heic');
    const broken = { ...photo, bytes: photo.bytes.subarray(0, 1200) };

    const assembled = await assembleSlot([documentOf(broken, 'doc-broken'), documentOf(await smallJpeg('scan.jpg'), 'doc-jpeg')], pdfSlot);

    expect(assembled.unreadable.map((document) => document.documentId)).toEqual(['doc-broken']);
    expect(assembled).toMatchObject({ pages: 1, sources: ['doc-jpeg'] });
  });
});

describe('the format of a slot’s file', () => {
  it('is a PDF whenever the slot takes PDFs, else a JPEG, else a PNG', () => {
    expect(slotFileFormat(['pdf', 'jpeg', 'png'])).toBe('pdf');
    expect(slotFileFormat(['pdf'])).toBe('pdf');
    expect(slotFileFormat(['jpeg', 'png'])).toBe('jpeg');
    expect(slotFileFormat(['jpeg'])).toBe('jpeg');
    expect(slotFileFormat(['png'])).toBe('png');
  });

  it('is, for a JPEG-only slot, its first image as a JPEG; a PDF and a second image are not taken', async () => {
    const documents = [documentOf(await textPdf('photo-page.pdf', 1), 'doc-pdf'), documentOf(heicPhoto('photo.heic'), 'doc-heic'), documentOf(await smallPng('second.png'), 'doc-png')];

    const assembled = await assembleSlot(documents, jpegSlot);
    const metadata = await sharp(assembled.file ?? new Uint8Array()).metadata();

    expect(assembled).toMatchObject({ format: 'jpeg', pages: 1, sources: ['doc-heic'] });
    expect(kindOf(assembled.file ?? new Uint8Array())).toBe('jpeg');
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: HEIC_PHOTO.width, height: HEIC_PHOTO.height });
    expect(assembled.notAccepted.map((document) => document.documentId)).toEqual(['doc-pdf', 'doc-png']);
  });

  it('is none for a JPEG-only slot fed PDFs only: each is not taken', async () => {
    const assembled = await assembleSlot([documentOf(await textPdf('photo.pdf', 1), 'doc-pdf')], jpegSlot);

    expect(assembled.file).toBeUndefined();
    expect(assembled.notAccepted.map((document) => document.documentId)).toEqual(['doc-pdf']);
  });

  it('is a PNG for a PNG-only slot, reduced under its limit', async () => {
    // A grainy scan weighs about 1.6 MB as a full-colour PNG: in a palette, under 1 MB.
    const assembled = await assembleSlot([documentOf(await smallJpeg('scan.jpg'), 'doc-jpeg')], { maxBytes: 1024 * 1024, formats: ['png'] });

    expect(assembled).toMatchObject({ format: 'png', pages: 1, sources: ['doc-jpeg'] });
    expect(kindOf(assembled.file ?? new Uint8Array())).toBe('png');
    expect(assembled.file?.length).toBeLessThanOrEqual(1024 * 1024);
  });
});
