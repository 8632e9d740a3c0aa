/**
 * What a file really is, by its bytes: only document types a law firm exchanges are accepted, and
 * only when the bytes match the file's name (an `.exe` renamed `.pdf` is refused). Sniffing is done
 * by `file-type` on the first bytes of the object; plain text and CSV, which have no signature, must
 * be valid UTF-8 without NUL bytes.
 */
import { httpError } from '../http';
import { extensionOf } from './file-names';

/** How many first bytes are read for sniffing (enough for Office's zip-based formats). */
export const SNIFF_BYTES = 4100;

/** Extension → what the bytes may be detected as (file-type's `ext`). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  tif: ['tif'],
  tiff: ['tif'],
  heic: ['heic', 'heif', 'avif'],
  heif: ['heic', 'heif', 'avif'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  odt: ['odt', 'zip'],
  ods: ['ods', 'zip'],
  odp: ['odp', 'zip'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  rtf: ['rtf'],
};
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
    throw httpError(400, `${fileName}: this type of file is not accepted. Accepted: ${ACCEPTED_EXTENSIONS.map((e) => `.${e}`).join(', ')}`);
  }
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  if (TEXT[extension]) {
    if (detected || !isUtf8Text(head)) throw httpError(400, `${fileName}: the content is not plain text`);
    return TEXT[extension] as string;
  }
  if (!detected || !accepted?.includes(detected.ext)) {
    throw httpError(400, `${fileName}: the content does not match its name (it is not a .${extension} file)`);
  }
  return detected.ext === 'zip' || detected.ext === 'cfb' ? (MIME_OF_EXTENSION[extension] ?? detected.mime) : detected.mime;
}
