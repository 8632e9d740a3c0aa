/**
 * What a file really is, by its bytes: only document types a law firm exchanges are accepted, and
 * only when the bytes match the file's name (an `.exe` renamed `.pdf` is refused). Sniffing is done
 * by `magic-bytes.js` (signatures only, ~20 KB, where `file-type` weighs ~80 KB in every upload
 * route's bundle) on the first bytes of the object, plus the ISO-BMFF brands of HEIC/HEIF it does
 * not know; plain text and CSV, which have no signature, must be valid UTF-8 without NUL bytes.
 */
import { filetypeinfo } from 'magic-bytes.js';
import { extensionOf } from './file-names';
import { refusal } from '../../core/errors';
import { DOCUMENTS } from '../../../shared/documents/refusals';

/** How many first bytes are read for sniffing (enough for Office's zip-based formats). */
export const SNIFF_BYTES = 4100;

const HEIF_TYPES = ['heic', 'heif', 'avif'];
/** The zip container (Office Open XML and OpenDocument files are zip files). */
const ZIP_TYPES = ['zip'];
/** The OLE compound file of Office 97–2003 (one signature for .doc, .xls and .ppt). */
const COMPOUND_FILE_TYPES = ['doc', 'xls', 'ppt'];

/** Extension → what the bytes may be detected as (magic-bytes.js's `typename`). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  tif: ['tif', 'tiff'],
  tiff: ['tif', 'tiff'],
  heic: HEIF_TYPES,
  heif: HEIF_TYPES,
  docx: ZIP_TYPES,
  xlsx: ZIP_TYPES,
  pptx: ZIP_TYPES,
  odt: ZIP_TYPES,
  ods: ZIP_TYPES,
  odp: ZIP_TYPES,
  doc: COMPOUND_FILE_TYPES,
  xls: COMPOUND_FILE_TYPES,
  ppt: COMPOUND_FILE_TYPES,
  rtf: ['rtf'],
};

/** HEIF brands (ISO/IEC 23008-12) in the `ftyp` box: `heix`, `hevc`… are HEIC that magic-bytes.js does not name. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1', 'avif']);

interface Detected {
  typename: string;
  mime?: string;
}

/** Every type the first bytes may be, by signature. */
function detect(head: Uint8Array): Detected[] {
  const found: Detected[] = filetypeinfo(head).map((info) => ({ typename: info.typename, mime: info.mime }));
  const box = new TextDecoder('latin1').decode(head.subarray(4, 12));
  if (box.startsWith('ftyp') && HEIF_BRANDS.has(box.slice(4))) found.unshift({ typename: 'heic', mime: 'image/heic' });
  // Without a MIME type, a match is a guess from a few common bytes (leading zeros), not a type.
  return found.filter((info) => info.mime !== undefined);
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
  if (!accepted && !TEXT[extension]) {
    throw refusal(DOCUMENTS.TYPE_NOT_ACCEPTED, fileName, ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(', '));
  }
  const detected = detect(head);
  if (TEXT[extension]) {
    if (detected.length > 0 || !isUtf8Text(head)) throw refusal(DOCUMENTS.NOT_PLAIN_TEXT, fileName);
    return TEXT[extension] as string;
  }
  const match = detected.find((info) => accepted?.includes(info.typename));
  if (!match) throw refusal(DOCUMENTS.CONTENT_NOT_NAME, fileName, extension);
  // A container (zip, compound file) says nothing of the document inside: its name does.
  return MIME_OF_EXTENSION[extension] ?? match.mime ?? 'application/octet-stream';
}
