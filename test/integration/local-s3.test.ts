/**
 * The running stack's S3 refuses what Amazon S3 refuses (its verifying front before s3rver): upload
 * URLs that claim a checksum their bytes do not have, tampered or expired URLs, other values of the
 * headers a URL signed, a second write of a key signed with If-None-Match: *, anonymous reads —
 * and takes the handlers' own SDK calls.
 */
import { randomUUID } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { LOCAL_S3_CREDENTIALS } from '../../local';
import { uploadStagingKey } from '../../shared/documents/upload-staging';
import { stack } from './support/stack';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const clients: S3Client[] = [];
function clientWith(config: Partial<S3ClientConfig> = {}): S3Client {
  const client = new S3Client({ endpoint: stack().s3Endpoint, region: stack().region, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS, ...config });
  clients.push(client);
  return client;
}
afterAll(() => clients.forEach((client) => client.destroy()));

const bucket = () => stack().documentsBucket;
const stagingKey = () => uploadStagingKey(`local-s3-${randomUUID()}`, randomUUID());
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

/** A presigned PUT as the portal signs one: the exact size and type, and If-None-Match: *. */
function portalUploadUrl(client: S3Client, key: string, options: { signingDate?: Date } = {}): Promise<string> {
  return getSignedUrl(client, new PutObjectCommand({ Bucket: bucket(), Key: key, ContentLength: PDF.length, ContentType: 'application/pdf', IfNoneMatch: '*' }), {
    expiresIn: 900,
    signableHeaders: new Set(['content-length', 'content-type', 'if-none-match']),
    ...options,
  });
}

/** The browser's PUT: the headers the API hands out with the URL. */
const browserPut = (url: string, headers: Record<string, string> = {}, body: Buffer = PDF) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': 'application/pdf', 'if-none-match': '*', ...headers }, body });

async function stored(key: string): Promise<Buffer | undefined> {
  try {
    const object = await clientWith().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return Buffer.from(await (object.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array())));
  } catch {
    return undefined;
  }
}

async function errorCode(answer: Response): Promise<string | undefined> {
  return /<Code>([^<]+)<\/Code>/.exec(await answer.text())?.[1];
}

describe('presigned upload URLs and flexible checksums', () => {
  it('refuses real bytes PUT to a URL presigned by a default S3Client (it signs the CRC32 of an empty body), and takes them with WHEN_REQUIRED', async () => {
    const withDefaults = await portalUploadUrl(clientWith(), stagingKey());
    const requiredOnlyKey = stagingKey();
    const requiredOnly = await portalUploadUrl(clientWith({ requestChecksumCalculation: 'WHEN_REQUIRED' }), requiredOnlyKey);

    const refused = await browserPut(withDefaults);
    const taken = await browserPut(requiredOnly);

    expect(new URL(withDefaults).searchParams.get('x-amz-checksum-crc32')).toBe('AAAAAA==');
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe('BadDigest');
    expect(new URL(requiredOnly).searchParams.has('x-amz-checksum-crc32')).toBe(false);
    expect(taken.status).toBe(200);
    expect(await stored(requiredOnlyKey)).toEqual(PDF);
  });
});

describe('presigned URLs are checked like S3 checks them', () => {
  const client = () => clientWith({ requestChecksumCalculation: 'WHEN_REQUIRED' });

  it('refuses another Content-Type or size than the URL signed, and a changed object key (403 SignatureDoesNotMatch)', async () => {
    const key = stagingKey();
    const url = await portalUploadUrl(client(), key);

    const otherType = await browserPut(url, { 'content-type': 'text/html' });
    const otherSize = await browserPut(url, {}, Buffer.concat([PDF, Buffer.from('MZ')]));
    const otherKey = await browserPut(url.replace(key, stagingKey()));

    for (const answer of [otherType, otherSize, otherKey]) {
      expect(answer.status).toBe(403);
      expect(await errorCode(answer)).toBe('SignatureDoesNotMatch');
    }
    expect(await stored(key)).toBeUndefined();
  });

  it('writes a key signed with If-None-Match: * once: a second PUT of the same URL is refused (412) and the bytes stay', async () => {
    const key = stagingKey();
    const url = await portalUploadUrl(client(), key);

    const first = await browserPut(url);
    const second = await browserPut(url, {}, Buffer.alloc(PDF.length, 'M'));

    expect(first.status).toBe(200);
    expect(second.status).toBe(412);
    expect(await errorCode(second)).toBe('PreconditionFailed');
    expect(await stored(key)).toEqual(PDF);
  });

  it('refuses a PUT that drops the signed If-None-Match header', async () => {
    const url = await portalUploadUrl(client(), stagingKey());

    const answer = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF });

    expect(answer.status).toBe(403);
  });

  it('refuses an expired URL with AccessDenied "Request has expired"', async () => {
    const url = await portalUploadUrl(client(), stagingKey(), { signingDate: new Date(Date.now() - 16 * 60 * 1000) });

    const answer = await browserPut(url);

    expect(answer.status).toBe(403);
    const body = await answer.text();
    expect(body).toContain('<Code>AccessDenied</Code>');
    expect(body).toContain('<Message>Request has expired</Message>');
  });

  it('refuses a URL signed with a key it does not know, and a request signed by nobody', async () => {
    const key = stagingKey();
    await clientWith().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: PDF }));
    const foreign = clientWith({ credentials: { accessKeyId: 'AKIAFOREIGN', secretAccessKey: LOCAL_S3_CREDENTIALS.secretAccessKey } });

    const unknownKey = await fetch(await getSignedUrl(foreign, new GetObjectCommand({ Bucket: bucket(), Key: key }), { expiresIn: 60 }));
    const anonymous = await fetch(`${stack().s3Endpoint}/${bucket()}/${key}`);

    expect(unknownKey.status).toBe(403);
    expect(await errorCode(unknownKey)).toBe('InvalidAccessKeyId');
    expect(anonymous.status).toBe(403);
    expect(await errorCode(anonymous)).toBe('AccessDenied');
  });
});

describe('the handlers’ SDK calls', () => {
  it('are taken: a conditional PutObject, a ranged GetObject, CopyObject by ETag with a new type, DeleteObject', async () => {
    const s3 = clientWith({ requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
    const staged = stagingKey();
    const placed = `cases/local-s3-${randomUUID()}/documents/${randomUUID()}/${randomUUID()}`;

    await s3.send(new PutObjectCommand({ Bucket: bucket(), Key: staged, Body: PDF, ContentLength: PDF.length, ContentType: 'application/octet-stream', IfNoneMatch: '*' }));
    const head = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: staged, Range: 'bytes=0-7' }));
    const etag = (await s3.send(new HeadObjectCommand({ Bucket: bucket(), Key: staged }))).ETag;
    await s3.send(
      new CopyObjectCommand({ Bucket: bucket(), Key: placed, CopySource: `${bucket()}/${staged}`, CopySourceIfMatch: etag, MetadataDirective: 'REPLACE', ContentType: 'application/pdf' }),
    );
    await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: staged }));

    expect(await head.Body?.transformToString()).toBe('%PDF-1.7');
    expect(head.ContentRange).toBe(`bytes 0-7/${PDF.length}`);
    expect(await s3.send(new HeadObjectCommand({ Bucket: bucket(), Key: placed }))).toMatchObject({ ContentType: 'application/pdf', ContentLength: PDF.length });
    expect(await stored(staged)).toBeUndefined();
    await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: placed }));
  });
});
