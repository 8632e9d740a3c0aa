/**
 * The body checks Amazon S3 makes on a write, for the local S3's verifying front: the flexible
 * checksums (`x-amz-checksum-crc32|crc32c|crc64nvme|sha1|sha256`, as a header, a presigned URL's
 * query parameter or an aws-chunked trailer), `Content-MD5`, and `x-amz-content-sha256` when it is
 * a real hash. `aws-chunked` bodies (the SDK sends one for a streamed PutObject body, with the
 * checksum in a trailer) are decoded, so the server behind gets the object's bytes only.
 */
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { S3Refusal, badDigest, invalidRequest } from './s3-errors';

/** A table-driven reflected CRC of up to 32 bits (zlib has CRC32; S3 also takes CRC32C). */
function crc32Table(polynomial: number): Uint32Array {
  const table = new Uint32Array(256);
  for (let byte = 0; byte < 256; byte += 1) {
    let crc = byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ polynomial : crc >>> 1;
    table[byte] = crc >>> 0;
  }
  return table;
}

const CRC32C_TABLE = crc32Table(0x82f63b78);

export function crc32c(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (crc >>> 8) ^ (CRC32C_TABLE[(crc ^ byte) & 0xff] ?? 0);
  return (crc ^ 0xffffffff) >>> 0;
}

// CRC-64/NVME (reflected polynomial 0x9a6c9329ac4bc9b5) in two 32-bit halves: no BigInt per byte.
const CRC64_HIGH = new Uint32Array(256);
const CRC64_LOW = new Uint32Array(256);
for (let byte = 0; byte < 256; byte += 1) {
  let crc = BigInt(byte);
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1n ? (crc >> 1n) ^ 0x9a6c9329ac4bc9b5n : crc >> 1n;
  CRC64_HIGH[byte] = Number(crc >> 32n);
  CRC64_LOW[byte] = Number(crc & 0xffffffffn);
}

export function crc64nvme(data: Uint8Array): Buffer {
  let high = 0xffffffff;
  let low = 0xffffffff;
  for (const byte of data) {
    const index = (low ^ byte) & 0xff;
    low = ((low >>> 8) | (high << 24)) ^ (CRC64_LOW[index] ?? 0);
    high = (high >>> 8) ^ (CRC64_HIGH[index] ?? 0);
  }
  const digest = Buffer.alloc(8);
  digest.writeUInt32BE((high ^ 0xffffffff) >>> 0, 0);
  digest.writeUInt32BE((low ^ 0xffffffff) >>> 0, 4);
  return digest;
}

const uint32 = (value: number) => {
  const digest = Buffer.alloc(4);
  digest.writeUInt32BE(value >>> 0);
  return digest;
};

/** S3's checksum algorithms: the name in `x-amz-checksum-<name>`, the one in its messages, the digest. */
export const CHECKSUM_ALGORITHMS = {
  crc32: { label: 'CRC32', digest: (data: Uint8Array) => uint32(crc32(data)) },
  crc32c: { label: 'CRC32C', digest: (data: Uint8Array) => uint32(crc32c(data)) },
  crc64nvme: { label: 'CRC64NVME', digest: crc64nvme },
  sha1: { label: 'SHA1', digest: (data: Uint8Array) => createHash('sha1').update(data).digest() },
  sha256: { label: 'SHA256', digest: (data: Uint8Array) => createHash('sha256').update(data).digest() },
} as const;
export type ChecksumAlgorithm = keyof typeof CHECKSUM_ALGORITHMS;

const CHECKSUM_PREFIX = 'x-amz-checksum-';
const isAlgorithm = (name: string): name is ChecksumAlgorithm => Object.hasOwn(CHECKSUM_ALGORITHMS, name);

/** The base64 checksum of `data` by `algorithm`, as S3 and the SDK write it. */
export const checksumOf = (algorithm: ChecksumAlgorithm, data: Uint8Array): string => CHECKSUM_ALGORITHMS[algorithm].digest(data).toString('base64');

/** The trailing headers and the bytes of an `aws-chunked` body (`<hex size>[;ext]\r\n<bytes>\r\n … 0\r\n<trailers>\r\n`). */
export function decodeAwsChunked(body: Buffer): { bytes: Buffer; trailers: Record<string, string> } {
  const incomplete = () => new S3Refusal(400, 'IncompleteBody', 'The request body terminated unexpectedly');
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) throw incomplete();
    const sizeText = body.subarray(offset, lineEnd).toString('latin1').split(';')[0]?.trim() ?? '';
    if (!/^[0-9a-fA-F]+$/.test(sizeText)) throw invalidRequest('Invalid chunk size in the aws-chunked body.');
    const size = Number.parseInt(sizeText, 16);
    offset = lineEnd + 2;
    if (size === 0) break;
    if (offset + size + 2 > body.length || body.toString('latin1', offset + size, offset + size + 2) !== '\r\n') throw incomplete();
    parts.push(body.subarray(offset, offset + size));
    offset += size + 2;
  }
  const trailers: Record<string, string> = {};
  for (const line of body.subarray(offset).toString('latin1').split('\r\n')) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw invalidRequest('Invalid trailing header in the aws-chunked body.');
    trailers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { bytes: Buffer.concat(parts), trailers };
}

export interface WriteBody {
  /** Lower-case request headers (one value each). */
  headers: Readonly<Record<string, string | undefined>>;
  /** The presigned URL's query parameters (a checksum may travel there). */
  query: Readonly<Record<string, string | readonly string[]>>;
  body: Buffer;
}

export interface CheckedBody {
  /** The object's bytes (an aws-chunked body decoded). */
  bytes: Buffer;
  /** The body was aws-chunked: the headers that described its encoding must not reach the server behind. */
  wasChunked: boolean;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Checks a write's body as S3 does, and answers the object's bytes; throws the S3 refusal otherwise
 * (400 BadDigest for a checksum or Content-MD5 that does not match, XAmzContentSHA256Mismatch for a
 * payload hash that does not).
 */
export function checkWriteBody({ headers, query, body }: WriteBody): CheckedBody {
  const contentSha256 = headers['x-amz-content-sha256'];
  let bytes = body;
  let trailers: Record<string, string> = {};
  const wasChunked = contentSha256?.startsWith('STREAMING-') ?? false;
  if (wasChunked) {
    if (contentSha256 !== 'STREAMING-UNSIGNED-PAYLOAD-TRAILER') {
      // Signed chunks: S3 takes them; no client of this project sends them (the SDK streams unsigned).
      throw new S3Refusal(501, 'NotImplemented', `The local S3 does not verify ${contentSha256} bodies: send the body with UNSIGNED-PAYLOAD or a SHA-256.`, {
        Header: 'x-amz-content-sha256',
      });
    }
    ({ bytes, trailers } = decodeAwsChunked(body));
    const declared = headers['x-amz-decoded-content-length'];
    if (declared === undefined) throw new S3Refusal(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
    if (Number(declared) !== bytes.length) throw new S3Refusal(400, 'IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header');
    const announced = headers['x-amz-trailer']?.toLowerCase();
    if (announced && trailers[announced] === undefined) throw new S3Refusal(400, 'MalformedTrailerError', 'The request contained trailing data that was not well-formed or did not conform to our published schema.');
  } else if (contentSha256 !== undefined && contentSha256 !== 'UNSIGNED-PAYLOAD') {
    if (!SHA256_HEX.test(contentSha256)) {
      throw new S3Refusal(400, 'InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, STREAMING-UNSIGNED-PAYLOAD-TRAILER, or a valid sha256 value.', {
        ArgumentName: 'x-amz-content-sha256',
        ArgumentValue: contentSha256,
      });
    }
    const computed = createHash('sha256').update(body).digest('hex');
    if (computed !== contentSha256) {
      throw new S3Refusal(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.", {
        ClientComputedContentSHA256: contentSha256,
        S3ComputedContentSHA256: computed,
      });
    }
  }

  // Every checksum the request states, wherever it states it: S3 takes one algorithm per request.
  const stated = new Map<ChecksumAlgorithm, string>();
  const state = (name: string, value: string | readonly string[] | undefined) => {
    const lower = name.toLowerCase();
    if (!lower.startsWith(CHECKSUM_PREFIX) || value === undefined) return;
    const algorithm = lower.slice(CHECKSUM_PREFIX.length);
    // x-amz-checksum-type / -algorithm and the like describe, they do not state a value.
    if (!isAlgorithm(algorithm)) return;
    stated.set(algorithm, typeof value === 'string' ? value : (value[0] ?? ''));
  };
  for (const [name, value] of Object.entries(headers)) state(name, value);
  for (const [name, value] of Object.entries(query)) state(name, value);
  for (const [name, value] of Object.entries(trailers)) state(name, value);
  if (stated.size > 1) throw invalidRequest('Expecting a single x-amz-checksum- header. Multiple checksum Types are not allowed.');
  for (const [algorithm, value] of stated) {
    const expectedLength = CHECKSUM_ALGORITHMS[algorithm].digest(new Uint8Array()).length;
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value) || Buffer.from(value, 'base64').length !== expectedLength) {
      throw invalidRequest(`Value for ${CHECKSUM_PREFIX}${algorithm} header is invalid.`);
    }
    if (checksumOf(algorithm, bytes) !== value) throw badDigest(CHECKSUM_ALGORITHMS[algorithm].label);
  }

  const contentMd5 = headers['content-md5'];
  if (contentMd5 !== undefined) {
    if (Buffer.from(contentMd5, 'base64').length !== 16) throw new S3Refusal(400, 'InvalidDigest', 'The Content-MD5 you specified was invalid.');
    if (createHash('md5').update(bytes).digest('base64') !== contentMd5) throw new S3Refusal(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  }
  return { bytes, wasChunked };
}
