/**
 * The local S3's body checks (local/s3-checksums.ts): the flexible checksums S3 takes, where
 * a request may state them (header, presigned query, aws-chunked trailer), Content-MD5 and the
 * payload hash, with S3's refusals when they do not match the body.
 */
import { createHash } from 'node:crypto';
import { S3Refusal } from './s3-errors';
import { type WriteBody, checkWriteBody, checksumOf, crc32c, crc64nvme, decodeAwsChunked } from './s3-checksums';

const BODY = Buffer.from('%PDF-1.7 the passport scan');

function refusalOf(work: () => unknown): S3Refusal {
  try {
    work();
  } catch (error) {
    if (error instanceof S3Refusal) return error;
    throw error;
  }
  throw new Error('expected an S3 refusal');
}

const write = (headers: WriteBody['headers'], query: WriteBody['query'] = {}, body: Buffer = BODY): WriteBody => ({ headers, query, body });

/** An aws-chunked body as the SDK streams one: chunks, the final 0-chunk, then the trailer. */
function awsChunked(parts: Buffer[], trailer: string): Buffer {
  const chunks = parts.map((part) => Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]));
  return Buffer.concat([...chunks, Buffer.from(`0\r\n${trailer}\r\n\r\n`)]);
}

describe('checksum algorithms', () => {
  it('computes the standard check values of CRC32C and CRC64/NVME, and CRC32 as the SDK writes it', () => {
    const check = Buffer.from('123456789');
    expect(crc32c(check)).toBe(0xe3069283);
    expect(crc64nvme(check).toString('hex')).toBe('ae8b14860a799888');
    expect(checksumOf('crc32', Buffer.from('hello'))).toBe('NhCmhg==');
    expect(checksumOf('crc32', Buffer.alloc(0))).toBe('AAAAAA==');
  });
});

describe('checkWriteBody', () => {
  it('accepts a body that matches its checksum, Content-MD5 and SHA-256', () => {
    const checked = checkWriteBody(
      write({
        'x-amz-checksum-sha256': checksumOf('sha256', BODY),
        'content-md5': createHash('md5').update(BODY).digest('base64'),
        'x-amz-content-sha256': createHash('sha256').update(BODY).digest('hex'),
      }),
    );

    expect(checked).toEqual({ bytes: BODY, wasChunked: false });
  });

  it.each(['crc32', 'crc32c', 'crc64nvme', 'sha1', 'sha256'] as const)('refuses a body whose x-amz-checksum-%s does not match (400 BadDigest)', (algorithm) => {
    const stated = checksumOf(algorithm, Buffer.from('other bytes'));

    const refusal = refusalOf(() => checkWriteBody(write({ [`x-amz-checksum-${algorithm}`]: stated })));

    expect(refusal).toMatchObject({ status: 400, code: 'BadDigest', message: expect.stringContaining(algorithm.toUpperCase()) });
  });

  it("refuses real bytes sent to a presigned URL that carries the empty body's CRC32 (AAAAAA==)", () => {
    const refusal = refusalOf(() => checkWriteBody(write({}, { 'x-amz-checksum-crc32': 'AAAAAA==', 'x-amz-sdk-checksum-algorithm': 'CRC32' })));

    expect(refusal).toMatchObject({ status: 400, code: 'BadDigest', message: 'The CRC32 you specified did not match the calculated checksum.' });
  });

  it('refuses a payload hash that is not the body’s (XAmzContentSHA256Mismatch), and takes UNSIGNED-PAYLOAD', () => {
    const other = createHash('sha256').update('other').digest('hex');

    expect(refusalOf(() => checkWriteBody(write({ 'x-amz-content-sha256': other })))).toMatchObject({ status: 400, code: 'XAmzContentSHA256Mismatch' });
    expect(checkWriteBody(write({ 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' })).bytes).toEqual(BODY);
  });

  it('refuses a Content-MD5 that does not match (BadDigest) and one that is no MD5 (InvalidDigest)', () => {
    expect(refusalOf(() => checkWriteBody(write({ 'content-md5': createHash('md5').update('x').digest('base64') })))).toMatchObject({ code: 'BadDigest' });
    expect(refusalOf(() => checkWriteBody(write({ 'content-md5': 'abc' })))).toMatchObject({ code: 'InvalidDigest' });
  });

  it('refuses two checksum algorithms at once and a checksum that is not one', () => {
    const two = write({ 'x-amz-checksum-crc32': checksumOf('crc32', BODY), 'x-amz-checksum-sha1': checksumOf('sha1', BODY) });

    expect(refusalOf(() => checkWriteBody(two))).toMatchObject({ status: 400, code: 'InvalidRequest' });
    expect(refusalOf(() => checkWriteBody(write({ 'x-amz-checksum-crc32': 'not base64!' })))).toMatchObject({ status: 400, code: 'InvalidRequest' });
  });

  it('decodes an aws-chunked body and checks the checksum in its trailer', () => {
    const parts = [BODY.subarray(0, 10), BODY.subarray(10)];
    const headers = {
      'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
      'content-encoding': 'aws-chunked',
      'x-amz-decoded-content-length': String(BODY.length),
      'x-amz-trailer': 'x-amz-checksum-crc32',
    };

    const good = checkWriteBody(write(headers, {}, awsChunked(parts, `x-amz-checksum-crc32:${checksumOf('crc32', BODY)}`)));
    const bad = refusalOf(() => checkWriteBody(write(headers, {}, awsChunked(parts, `x-amz-checksum-crc32:${checksumOf('crc32', Buffer.from('x'))}`))));

    expect(good).toEqual({ bytes: BODY, wasChunked: true });
    expect(bad).toMatchObject({ status: 400, code: 'BadDigest' });
  });

  it('refuses an aws-chunked body shorter than it says, or without the trailer it announced', () => {
    const headers = { 'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER', 'x-amz-decoded-content-length': '999', 'x-amz-trailer': 'x-amz-checksum-crc32' };

    expect(refusalOf(() => checkWriteBody(write(headers, {}, awsChunked([BODY], `x-amz-checksum-crc32:${checksumOf('crc32', BODY)}`))))).toMatchObject({
      code: 'IncompleteBody',
    });
    const exact = { ...headers, 'x-amz-decoded-content-length': String(BODY.length) };
    expect(refusalOf(() => checkWriteBody(write(exact, {}, awsChunked([BODY], ''))))).toMatchObject({ code: 'MalformedTrailerError' });
    expect(refusalOf(() => decodeAwsChunked(Buffer.from('5\r\nab')))).toMatchObject({ code: 'IncompleteBody' });
  });
});
