/**
 * The few DER encodings a certificate and a CMS signature need, written out rather than taken from a
 * general ASN.1 library: the signing function's bundle already carries pdf-lib, and Node's crypto
 * does the keys, hashes and RSA signatures.
 */

/** A DER element: tag, definite length, content. */
export function element(tag: number, content: Uint8Array): Uint8Array {
  const length = content.length;
  let header: number[];
  if (length < 0x80) header = [tag, length];
  else {
    const bytes: number[] = [];
    for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
    header = [tag, 0x80 | bytes.length, ...bytes];
  }
  return Buffer.concat([Buffer.from(header), content]);
}

export const sequence = (...parts: Uint8Array[]): Uint8Array => element(0x30, Buffer.concat(parts));
/** A SET OF, its elements sorted by their encodings as DER requires. */
export const set = (...parts: Uint8Array[]): Uint8Array => element(0x31, Buffer.concat([...parts].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))));
export const octetString = (bytes: Uint8Array): Uint8Array => element(0x04, bytes);
export const utf8String = (text: string): Uint8Array => element(0x0c, Buffer.from(text, 'utf8'));
export const printableString = (text: string): Uint8Array => element(0x13, Buffer.from(text, 'ascii'));
export const nullValue = (): Uint8Array => Buffer.from([0x05, 0x00]);
export const bitString = (bytes: Uint8Array): Uint8Array => element(0x03, Buffer.concat([Buffer.from([0]), bytes]));
export const boolean = (value: boolean): Uint8Array => Buffer.from([0x01, 0x01, value ? 0xff : 0x00]);
/** A context-specific constructed tag `[n]` (EXPLICIT, or IMPLICIT over a constructed type). */
export const contextTag = (n: number, ...parts: Uint8Array[]): Uint8Array => element(0xa0 | n, Buffer.concat(parts));

/** A non-negative INTEGER from its big-endian bytes (a leading zero keeps it positive). */
export function integerBytes(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = Buffer.from(bytes.subarray(start));
  return element(0x02, (trimmed[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}
export const integer = (value: number): Uint8Array => {
  const bytes: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return integerBytes(Buffer.from(bytes.length ? bytes : [0]));
};

export function oid(dotted: string): Uint8Array {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups: number[] = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return element(0x06, Buffer.from(bytes));
}

/** UTCTime through 2049, GeneralizedTime after (RFC 5280 §4.1.2.5), to the second. */
export function time(date: Date): Uint8Array {
  const iso = date.toISOString();
  const digits = iso.slice(0, 19).replace(/[-:T]/g, '');
  const year = date.getUTCFullYear();
  return year < 2050 ? element(0x17, Buffer.from(`${digits.slice(2)}Z`, 'ascii')) : element(0x18, Buffer.from(`${digits}Z`, 'ascii'));
}

/** Reads one element at `offset`: its tag, where its content starts and ends (for taking parts of a certificate back). */
export function readElement(bytes: Uint8Array, offset = 0): { tag: number; start: number; contentStart: number; end: number } {
  const tag = bytes[offset] ?? 0;
  const first = bytes[offset + 1] ?? 0;
  let length = first;
  let contentStart = offset + 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + (bytes[offset + 2 + i] ?? 0);
    contentStart += count;
  }
  return { tag, start: offset, contentStart, end: contentStart + length };
}

/** The elements directly inside a constructed element's content. */
export function children(bytes: Uint8Array, parent: { contentStart: number; end: number }): ReturnType<typeof readElement>[] {
  const found: ReturnType<typeof readElement>[] = [];
  for (let offset = parent.contentStart; offset < parent.end; ) {
    const child = readElement(bytes, offset);
    found.push(child);
    offset = child.end;
  }
  return found;
}

export const OID = {
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  sha256WithRSAEncryption: '1.2.840.113549.1.1.11',
  sha256: '2.16.840.1.101.3.4.2.1',
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  commonName: '2.5.4.3',
  organizationName: '2.5.4.10',
  countryName: '2.5.4.6',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectKeyIdentifier: '2.5.29.14',
  emailProtection: '1.3.6.1.5.5.7.3.4',
  documentSigning: '1.3.6.1.4.1.311.10.3.12',
} as const;
