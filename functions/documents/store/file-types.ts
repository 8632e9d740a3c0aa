/**
 * What a file really is, by its bytes: only document types a law firm exchanges are accepted, and
 * only when the bytes match the file's name (an `.exe` renamed `.pdf` is refused). The first bytes
 * of the object are compared with the signatures of exactly the accepted types (no sniffing library:
 * a general one weighs 20–80 KB in every upload route's bundle for types that are refused anyway);
 * plain text and CSV, which have no signature, must be valid UTF-8 without NUL bytes and must not
 * begin with the signature of an accepted type (a PDF or RTF renamed `.txt` is not plain text).
 */
import { extensionOf } from './file-names';
import { refusal } from '../../core/errors';
import { DOCUMENTS } from '../../../shared/documents/refusals';

/** How many first bytes are read for sniffing (enough for Office's zip-based formats). */
export const SNIFF_BYTES = 4100;

/** Bytes expected from `offset` on (`null`: any byte). */
type Pattern = { offset: number; bytes: readonly (number | null)[] };

function ascii(text: string, offset = 0): Pattern {
  return { offset, bytes: [...text].map((c) => c.charCodeAt(0)) };
}
function raw(bytes: readonly (number | null)[], offset = 0): Pattern {
  return { offset, bytes };
}

interface Signature {
  /** The detected type, as the allow-list names it. */
  type: string;
  /** Its MIME type (containers are recorded by the file's extension instead), or how to tell it from the bytes. */
  mime: string | ((head: Uint8Array) => string);
  /** Any of these patterns; a pattern's bytes must all match. */
  patterns: readonly Pattern[];
}

/**
 * Photos from iPhones and many Android phones are HEIF files (ISO/IEC 23008-12): an ISO-BMFF `ftyp`
 * box whose major brand (bytes 8–11) says which. The accepted major brands: HEVC-coded still images
 * (`heic`, `heix`, `heim`, `heis`) and image sequences (`hevc`), and the generic HEIF brands (`mif1`,
 * `msf1`), which say nothing of the codec. Other ISO-BMFF files (MP4 video `isom`, AVIF `avif`…) are
 * not photos this portal accepts.
 */
const HEIF_MAJOR_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'mif1', 'msf1'];
/** Brands that mean HEVC-coded (`image/heic`) rather than a generic HEIF (`image/heif`). */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

/**
 * The MIME type of a HEIF file by its `ftyp` box: `image/heic` when its major brand or one of its
 * compatible brands is HEVC-coded (an iPhone's `heic` … `mif1 heic`, or `mif1` … `heic`), else
 * `image/heif`.
 */
function heifMimeType(head: Uint8Array): string {
  const boxSize = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
  const end = Math.min(head.length, boxSize >= 16 ? boxSize : 16);
  const brands = [8, ...Array.from({ length: Math.max(0, Math.floor((end - 16) / 4)) }, (_, i) => 16 + i * 4)].map((offset) =>
    String.fromCharCode(...head.subarray(offset, offset + 4)),
  );
  return brands.some((brand) => HEVC_BRANDS.has(brand)) ? 'image/heic' : 'image/heif';
}

/** The signatures of the accepted types, and of nothing else. */
const SIGNATURES: readonly Signature[] = [
  { type: 'pdf', mime: 'application/pdf', patterns: [ascii('%PDF'), raw([0xef, 0xbb, 0xbf, 0x25, 0x50, 0x44, 0x46])] },
  { type: 'jpg', mime: 'image/jpeg', patterns: [raw([0xff, 0xd8, 0xff])] },
  { type: 'png', mime: 'image/png', patterns: [raw([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])] },
  { type: 'gif', mime: 'image/gif', patterns: [ascii('GIF87a'), ascii('GIF89a')] },
  { type: 'webp', mime: 'image/webp', patterns: [raw([...ascii('RIFF').bytes, null, null, null, null, ...ascii('WEBP').bytes])] },
  { type: 'tif', mime: 'image/tiff', patterns: [raw([0x49, 0x49, 0x2a, 0x00]), raw([0x4d, 0x4d, 0x00, 0x2a])] },
  { type: 'heic', mime: heifMimeType, patterns: HEIF_MAJOR_BRANDS.map((brand) => ascii(`ftyp${brand}`, 4)) },
  { type: 'zip', mime: 'application/zip', patterns: [raw([0x50, 0x4b, 0x03, 0x04]), raw([0x50, 0x4b, 0x05, 0x06]), raw([0x50, 0x4b, 0x07, 0x08])] },
  { type: 'compound', mime: 'application/x-ole-storage', patterns: [raw([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])] },
  { type: 'rtf', mime: 'application/rtf', patterns: [ascii('{\\rtf1')] },
];

/** Extension → the detected type its bytes must be. */
const ALLOWED: Readonly<Record<string, string>> = {
  pdf: 'pdf',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  tif: 'tif',
  tiff: 'tif',
  heic: 'heic',
  heif: 'heic',
  // Office Open XML and OpenDocument files are zip files.
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  odt: 'zip',
  ods: 'zip',
  odp: 'zip',
  // The OLE compound file of Office 97–2003 (one signature for .doc, .xls and .ppt).
  doc: 'compound',
  xls: 'compound',
  ppt: 'compound',
  rtf: 'rtf',
};

function matches(head: Uint8Array, pattern: Pattern): boolean {
  if (head.length < pattern.offset + pattern.bytes.length) return false;
  return pattern.bytes.every((byte, i) => byte === null || head[pattern.offset + i] === byte);
}

/** The accepted type the first bytes are, by signature, if any. */
function detect(head: Uint8Array): Signature | undefined {
  return SIGNATURES.find((signature) => signature.patterns.some((pattern) => matches(head, pattern)));
}
const TEXT: Readonly<Record<string, string>> = { txt: 'text/plain', csv: 'text/csv' };

const MIME_OF_EXTENSION: Readonly<Record<string, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

export const ACCEPTED_EXTENSIONS = [...Object.keys(ALLOWED), ...Object.keys(TEXT)];

/** The MIME type a file of this name is announced as, when the browser gave none. */
export function expectedMimeType(fileName: string, declared: string): string {
  if (declared) return declared;
  const extension = extensionOf(fileName);
  return TEXT[extension] ?? MIME_OF_EXTENSION[extension] ?? 'application/octet-stream';
}

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    // A cut multi-byte character at the end of the sniffed prefix is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 3)));
    return true;
  } catch {
    return false;
  }
}

/**
 * The MIME type to record for `fileName` whose first bytes are `head`; throws 400 with a sentence
 * when the type is not accepted or the bytes are not what the name says.
 */
export async function sniffDocumentType(fileName: string, head: Uint8Array): Promise<string> {
  const extension = extensionOf(fileName);
  const accepted = ALLOWED[extension];
  if (accepted === undefined && !TEXT[extension]) {
    throw refusal(DOCUMENTS.TYPE_NOT_ACCEPTED, { fileName, accepted: ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(', ') });
  }
  const detected = detect(head);
  if (TEXT[extension]) {
    if (detected !== undefined || !isUtf8Text(head)) throw refusal(DOCUMENTS.NOT_PLAIN_TEXT, { fileName });
    return TEXT[extension] as string;
  }
  if (detected === undefined || detected.type !== accepted) throw refusal(DOCUMENTS.CONTENT_NOT_NAME, { fileName, extension });
  // A container (zip, compound file) says nothing of the document inside: its name does.
  return MIME_OF_EXTENSION[extension] ?? (typeof detected.mime === 'string' ? detected.mime : detected.mime(head));
}
