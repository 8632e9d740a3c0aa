/**
 * One IRCC slot's file: its documents, in order, made into one PDF under the slot's limit — or, for a
 * slot that takes no PDF (a digital photo: JPEG only), its one image in the slot's image format. Images
 * (JPEG, PNG, HEIC) become pages at a legible size — their long side never below
 * PACKAGE_LIMITS.minImageLongSide unless the photo itself is smaller — and PDFs keep their pages. When
 * the PDF is above the limit the images are encoded again, smaller and at a lower quality, step by
 * step; when the last step is still above it the slot gets no file (a `too-large` problem) rather
 * than one IRCC's portal refuses. An encrypted or broken PDF, or an image that does not decode, is
 * left out and said (`unreadable`). An image slot holds one image: a PDF (nothing here turns a PDF
 * page into an image) or a second image is left out and said (`not-accepted`).
 */
import { PDFDocument } from 'pdf-lib';
import sharp, { type Sharp } from 'sharp';
import { PACKAGE_LIMITS } from '../../../shared/packages/limits';
import type { PackageFileFormat } from '../../../shared/packages/types';
import type { IrccSlotFormat } from '../../../shared/requests/ircc-slots';

export interface SlotDocument {
  documentId: string;
  name: string;
  requestId: string;
  bytes: Uint8Array;
}

export interface AssembledSlot {
  /** The slot's file; undefined when nothing readable fed it or it could not be brought under its limit. */
  file?: Uint8Array;
  format: PackageFileFormat;
  pages: number;
  /** The documents in the file, in order. */
  sources: string[];
  unreadable: SlotDocument[];
  /** Documents an image slot cannot take (a PDF, an image after its first). */
  notAccepted: SlotDocument[];
  /** Set when even the smallest PDF is above the limit: its size. */
  tooLargeBytes?: number;
}

type DocumentKind = 'pdf' | 'jpeg' | 'png' | 'heic' | 'other';

/** What the bytes are, by their signature (never by the name or the declared type). */
export function kindOf(bytes: Uint8Array): DocumentKind {
  const head = Buffer.from(bytes.subarray(0, 16));
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(head.subarray(8, 12).toString('latin1'))) return 'heic';
  return 'other';
}

/**
 * The file a slot's formats call for: a PDF whenever the slot takes PDFs (every page in one file),
 * else its one image as a JPEG, else as a PNG.
 */
export function slotFileFormat(formats: readonly IrccSlotFormat[]): PackageFileFormat {
  if (formats.length === 0 || formats.includes('pdf')) return 'pdf';
  return formats.includes('jpeg') ? 'jpeg' : 'png';
}

/** The steps images are encoded at, largest first: long side in pixels and JPEG quality. */
export const REDUCTION_STEPS: ReadonlyArray<{ longSide: number; quality: number }> = [
  { longSide: PACKAGE_LIMITS.startImageLongSide, quality: 82 },
  { longSide: 2000, quality: 72 },
  { longSide: 1800, quality: 62 },
  { longSide: PACKAGE_LIMITS.minImageLongSide, quality: 55 },
  { longSide: PACKAGE_LIMITS.minImageLongSide, quality: 45 },
  { longSide: PACKAGE_LIMITS.minImageLongSide, quality: 35 },
];

/** An A4 page's long side in PDF points: an image page is as large as A4, whatever its pixels. */
const PAGE_LONG_SIDE_POINTS = 842;

type Part = { kind: 'pdf'; document: SlotDocument; pdf: PDFDocument } | { kind: 'image'; document: SlotDocument; input: () => Promise<Sharp> };

async function heicInput(bytes: Uint8Array): Promise<() => Promise<Sharp>> {
  const { default: decode } = await import('heic-decode');
  const image = await decode({ buffer: bytes });
  const raw = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return async () => sharp(raw, { raw: { width: image.width, height: image.height, channels: 4 } });
}

/** Opens each document; what does not open is unreadable. */
async function openParts(documents: readonly SlotDocument[]): Promise<{ parts: Part[]; unreadable: SlotDocument[] }> {
  const parts: Part[] = [];
  const unreadable: SlotDocument[] = [];
  for (const document of documents) {
    try {
      const kind = kindOf(document.bytes);
      if (kind === 'pdf') {
        // pdf-lib refuses an encrypted PDF (EncryptedPDFError): IRCC's portal refuses one too.
        const pdf = await PDFDocument.load(document.bytes, { updateMetadata: false });
        if (pdf.getPageCount() === 0) throw new Error('no pages');
        parts.push({ kind: 'pdf', document, pdf });
      } else if (kind === 'jpeg' || kind === 'png') {
        const bytes = Buffer.from(document.bytes);
        // Decoded once here, so a broken image is found now rather than while reducing.
        await sharp(bytes).stats();
        parts.push({ kind: 'image', document, input: async () => sharp(bytes) });
      } else if (kind === 'heic') {
        parts.push({ kind: 'image', document, input: await heicInput(document.bytes) });
      } else {
        unreadable.push(document);
      }
    } catch {
      unreadable.push(document);
    }
  }
  return { parts, unreadable };
}

/** An image as a JPEG of at most `longSide` pixels on its long side (never enlarged), turned upright, on white. */
async function encodeImage(input: Sharp, step: { longSide: number; quality: number }): Promise<Buffer> {
  return input
    .rotate()
    .resize({ width: step.longSide, height: step.longSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: step.quality, mozjpeg: true })
    .toBuffer();
}

async function buildPdf(parts: readonly Part[], step: { longSide: number; quality: number }): Promise<{ bytes: Uint8Array; pages: number }> {
  const out = await PDFDocument.create({ updateMetadata: false });
  for (const part of parts) {
    if (part.kind === 'pdf') {
      const pages = await out.copyPages(part.pdf, part.pdf.getPageIndices());
      pages.forEach((page) => out.addPage(page));
    } else {
      const jpeg = await encodeImage(await part.input(), step);
      const image = await out.embedJpg(jpeg);
      const scale = PAGE_LONG_SIDE_POINTS / Math.max(image.width, image.height);
      const page = out.addPage([image.width * scale, image.height * scale]);
      page.drawImage(image, { x: 0, y: 0, width: image.width * scale, height: image.height * scale });
    }
  }
  return { bytes: await out.save({ useObjectStreams: true }), pages: out.getPageCount() };
}

/** An image as a PNG of at most `longSide` pixels; past the first step, in a palette of colours (a quarter of the bytes, or less). */
async function encodePng(input: Sharp, step: { longSide: number; quality: number }, first: boolean): Promise<Buffer> {
  return input
    .rotate()
    .resize({ width: step.longSide, height: step.longSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9, ...(first ? {} : { palette: true, quality: step.quality }) })
    .toBuffer();
}

/** An image slot's file: its first image, reduced step by step until it fits; the rest left out. */
async function assembleImage(parts: readonly Part[], unreadable: SlotDocument[], maxBytes: number, format: 'jpeg' | 'png'): Promise<AssembledSlot> {
  const image = parts.find((part): part is Extract<Part, { kind: 'image' }> => part.kind === 'image');
  const notAccepted = parts.filter((part) => part !== image).map((part) => part.document);
  if (!image) return { format, pages: 0, sources: [], unreadable, notAccepted };
  let smallest = Number.POSITIVE_INFINITY;
  for (const [index, step] of REDUCTION_STEPS.entries()) {
    const bytes = format === 'jpeg' ? await encodeImage(await image.input(), step) : await encodePng(await image.input(), step, index === 0);
    if (bytes.length <= maxBytes) return { file: new Uint8Array(bytes), format, pages: 1, sources: [image.document.documentId], unreadable, notAccepted };
    smallest = Math.min(smallest, bytes.length);
  }
  return { format, pages: 1, sources: [image.document.documentId], unreadable, notAccepted, tooLargeBytes: smallest };
}

/** The slot's file under `maxBytes` in a format it takes, its images reduced step by step until it fits. */
export async function assembleSlot(documents: readonly SlotDocument[], slot: { maxBytes: number; formats: readonly IrccSlotFormat[] }): Promise<AssembledSlot> {
  const { maxBytes } = slot;
  const format = slotFileFormat(slot.formats);
  const { parts, unreadable } = await openParts(documents);
  if (format !== 'pdf') return assembleImage(parts, unreadable, maxBytes, format);
  const sources = parts.map((part) => part.document.documentId);
  if (parts.length === 0) return { format, pages: 0, sources, unreadable, notAccepted: [] };
  const hasImages = parts.some((part) => part.kind === 'image');
  let smallest = Number.POSITIVE_INFINITY;
  let pages = 0;
  // Without images there is nothing to reduce: one attempt says it all.
  for (const step of hasImages ? REDUCTION_STEPS : REDUCTION_STEPS.slice(0, 1)) {
    const built = await buildPdf(parts, step);
    pages = built.pages;
    if (built.bytes.length <= maxBytes) return { file: built.bytes, format, pages, sources, unreadable, notAccepted: [] };
    smallest = Math.min(smallest, built.bytes.length);
  }
  return { format, pages, sources, unreadable, notAccepted: [], tooLargeBytes: smallest };
}
