/**
 * The local S3 (local/s3-local.ts): s3rver behind the verifying front, started on its own in a
 * temporary directory on a free loopback port. The handlers' SDK calls pass as S3 would take them;
 * conditional writes, checksums and signatures are refused as S3 refuses them, with CORS headers a
 * browser can read; uploads left in staging expire by the lifecycle rule's timer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { LOCAL_S3_CREDENTIALS, type LocalS3, startLocalS3 } from './s3-local';
import { UPLOAD_STAGING_EXPIRY_DAYS, uploadStagingKey } from '../shared/documents/upload-staging';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const ORIGIN = 'http://localhost:3000';
let directory: string;
let localS3: LocalS3;
let s3: S3Client;

/** The handlers' client: checksums only where S3 requires them. */
const clientFor = (endpoint: string, extra: Partial<ConstructorParameters<typeof S3Client>[0]> = {}) =>
  new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS, requestChecksumCalculation: 'WHEN_REQUIRED', ...extra });

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  return promise.then(
    () => 200,
    (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode,
  );
}

async function start(options: { stagingExpiryMs?: number } = {}) {
  directory = mkdtempSync(path.join(tmpdir(), 'local-s3-'));
  localS3 = await startLocalS3({ port: 0, directory, origins: [ORIGIN], log: () => undefined, ...options });
  s3 = clientFor(localS3.endpoint);
}

afterEach(async () => {
  s3?.destroy();
  await localS3?.stop();
  rmSync(directory, { recursive: true, force: true });
});

describe('the handlers’ SDK calls', () => {
  beforeEach(() => start());

  it('puts, reads a range of, heads, copies, lists and deletes objects as S3 answers them', async () => {
    const bucket = localS3.bucket;
    const staged = uploadStagingKey('batch-1', 'doc-1');
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: staged, Body: Buffer.from('%PDF-1.7 body'), ContentLength: 13, ContentType: 'application/pdf', IfNoneMatch: '*' }));

    const range = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: staged, Range: 'bytes=0-7' }));
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: staged }));
    await s3.send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: 'cases/case-1/documents/doc-1/attempt-1',
        CopySource: `${bucket}/${staged}`,
        CopySourceIfMatch: head.ETag,
        MetadataDirective: 'REPLACE',
        ContentType: 'application/pdf',
      }),
    );
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: staged }));
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: '' }));

    expect(await range.Body?.transformToString()).toBe('%PDF-1.7');
    expect(range.ContentRange).toBe('bytes 0-7/13');
    expect(head).toMatchObject({ ContentLength: 13, ContentType: 'application/pdf' });
    expect(listed.Contents?.map((object) => object.Key)).toEqual(['cases/case-1/documents/doc-1/attempt-1']);
  });

  it('writes and deletes staged uploads of many batches at once without a fault (S3 never answers 500 for that)', async () => {
    const bucket = localS3.bucket;
    // No retries: a 500 would be hidden by the SDK's own.
    const once = clientFor(localS3.endpoint, { maxAttempts: 1 });
    const batch = async (b: number) => {
      const keys = [0, 1, 2].map((i) => uploadStagingKey(`batch-${b}`, `doc-${i}`));
      const puts = await Promise.all(keys.map((Key) => statusOf(once.send(new PutObjectCommand({ Bucket: bucket, Key, Body: Buffer.from('x'), ContentLength: 1 })))));
      const deletes = await Promise.all(keys.map((Key) => statusOf(once.send(new DeleteObjectCommand({ Bucket: bucket, Key })))));
      return [...puts, ...deletes];
    };
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, b) => batch(b)))).flat();
    once.destroy();
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect((await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'uploads/' }))).Contents ?? []).toEqual([]);
  });

  it('takes a folder marker with metadata and a key with spaces and brackets', async () => {
    const key = 'folders/a b (1)/';
    await s3.send(new PutObjectCommand({ Bucket: localS3.bucket, Key: key, Body: '', ContentLength: 0, Metadata: { name: encodeURIComponent('Pièces é') } }));

    const head = await s3.send(new HeadObjectCommand({ Bucket: localS3.bucket, Key: key }));

    expect(head.Metadata).toEqual({ name: encodeURIComponent('Pièces é') });
  });

  it('takes the default client’s calls too: a CRC32 header, and a streamed body sent aws-chunked with the CRC32 in a trailer', async () => {
    const defaults = clientFor(localS3.endpoint, { requestChecksumCalculation: 'WHEN_SUPPORTED' });
    try {
      await defaults.send(new PutObjectCommand({ Bucket: localS3.bucket, Key: 'uploads/b/plain', Body: Buffer.from('plain bytes') }));
      await defaults.send(new PutObjectCommand({ Bucket: localS3.bucket, Key: 'uploads/b/streamed', Body: Readable.from([Buffer.from('streamed '), Buffer.from('bytes')]), ContentLength: 14 }));

      const plain = await s3.send(new GetObjectCommand({ Bucket: localS3.bucket, Key: 'uploads/b/plain' }));
      const streamed = await s3.send(new GetObjectCommand({ Bucket: localS3.bucket, Key: 'uploads/b/streamed' }));
      expect(await plain.Body?.transformToString()).toBe('plain bytes');
      expect(await streamed.Body?.transformToString()).toBe('streamed bytes');
      expect(streamed.ContentLength).toBe(14);
      expect(streamed.ContentEncoding).toBeUndefined();
    } finally {
      defaults.destroy();
    }
  });

  it('refuses a client with the wrong secret key', async () => {
    const wrong = clientFor(localS3.endpoint, { credentials: { accessKeyId: LOCAL_S3_CREDENTIALS.accessKeyId, secretAccessKey: 'wrong' } });

    const refused = await wrong.send(new ListObjectsV2Command({ Bucket: localS3.bucket })).catch((error: Error) => error);
    wrong.destroy();

    expect(refused).toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
  });
});

describe('conditional writes', () => {
  beforeEach(() => start());

  it('refuses a PutObject with If-None-Match: * once the key exists (412), and lets exactly one of two racing ones write', async () => {
    const put = (key: string, text: string) =>
      s3.send(new PutObjectCommand({ Bucket: localS3.bucket, Key: key, Body: Buffer.from(text), IfNoneMatch: '*' }));

    const statuses = await Promise.all([statusOf(put('uploads/b/race', 'first')), statusOf(put('uploads/b/race', 'second'))]);
    const again = await s3.send(new PutObjectCommand({ Bucket: localS3.bucket, Key: 'uploads/b/race', Body: Buffer.from('third'), IfNoneMatch: '*' })).catch((error: Error) => error);

    expect(statuses.sort()).toEqual([200, 412]);
    expect(again).toMatchObject({ name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } });
  });

  it('refuses a CopyObject whose source no longer has the ETag it names (x-amz-copy-source-if-match)', async () => {
    await s3.send(new PutObjectCommand({ Bucket: localS3.bucket, Key: 'uploads/b/src', Body: Buffer.from('checked') }));
    const checked = await s3.send(new HeadObjectCommand({ Bucket: localS3.bucket, Key: 'uploads/b/src' }));
    await s3.send(new PutObjectCommand({ Bucket: localS3.bucket, Key: 'uploads/b/src', Body: Buffer.from('replaced') }));

    const copy = s3.send(
      new CopyObjectCommand({ Bucket: localS3.bucket, Key: 'cases/c/documents/d/a', CopySource: `${localS3.bucket}/uploads/b/src`, CopySourceIfMatch: checked.ETag }),
    );

    expect(await statusOf(copy)).toBe(412);
    expect(await statusOf(s3.send(new HeadObjectCommand({ Bucket: localS3.bucket, Key: 'cases/c/documents/d/a' })))).toBe(404);
  });
});

describe('what a browser sends', () => {
  beforeEach(() => start());

  const presignedPut = (client: S3Client, key: string) =>
    getSignedUrl(client, new PutObjectCommand({ Bucket: localS3.bucket, Key: key, ContentLength: 5, ContentType: 'application/pdf', IfNoneMatch: '*' }), {
      expiresIn: 900,
      signableHeaders: new Set(['content-length', 'content-type', 'if-none-match']),
    });
  const browserPut = (url: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'PUT', headers: { origin: ORIGIN, 'content-type': 'application/pdf', 'if-none-match': '*', ...headers }, body: 'hello' });

  it('refuses a tampered URL with S3’s XML error and the CORS headers the browser needs to read it', async () => {
    const url = (await presignedPut(s3, 'uploads/b/d')).replace('uploads/b/d', 'uploads/b/e');

    const answer = await browserPut(url);

    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(answer.headers.get('content-type')).toBe('application/xml');
    expect(await answer.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
  });

  it('refuses the bytes of a PUT to a URL that claims an empty body (default client), and takes them without that claim', async () => {
    const defaults = clientFor(localS3.endpoint, { requestChecksumCalculation: 'WHEN_SUPPORTED' });
    const claimed = await presignedPut(defaults, 'uploads/b/default');
    defaults.destroy();

    const refused = await browserPut(claimed);
    const taken = await browserPut(await presignedPut(s3, 'uploads/b/required'));

    expect(new URL(claimed).searchParams.get('x-amz-checksum-crc32')).toBe('AAAAAA==');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('<Code>BadDigest</Code>');
    expect(taken.status).toBe(200);
  });

  it('lets an unsigned CORS preflight through to the bucket’s CORS rule', async () => {
    const preflight = await fetch(`${localS3.endpoint}/${localS3.bucket}/uploads/b/d`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type,if-none-match' },
    });
    const foreign = await fetch(`${localS3.endpoint}/${localS3.bucket}/uploads/b/d`, {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.test', 'access-control-request-method': 'PUT' },
    });

    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(foreign.status).toBe(403);
  });

  it('refuses an anonymous read (the bucket is private)', async () => {
    await s3.send(new PutObjectCommand({ Bucket: localS3.bucket, Key: 'cases/c/documents/d/a', Body: Buffer.from('secret') }));

    const answer = await fetch(`${localS3.endpoint}/${localS3.bucket}/cases/c/documents/d/a`);

    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('<Code>AccessDenied</Code>');
  });
});

describe('the lifecycle rule on the staging prefix', () => {
  it('deletes staged uploads once older than the expiry (default: the shared constant), and nothing else', async () => {
    await start();
    await s3.send(new PutObjectCommand({ Bucket: localS3.bucket, Key: uploadStagingKey('b', 'left'), Body: Buffer.from('never completed') }));
    await s3.send(new PutObjectCommand({ Bucket: localS3.bucket, Key: 'cases/c/documents/d/a', Body: Buffer.from('recorded') }));
    const expiryMs = UPLOAD_STAGING_EXPIRY_DAYS * 24 * 60 * 60 * 1000;

    const tooEarly = await localS3.stagingExpiry.sweep(new Date(Date.now() + expiryMs - 60_000));
    const due = await localS3.stagingExpiry.sweep(new Date(Date.now() + expiryMs + 60_000));

    expect(localS3.stagingExpiry.maxAgeMs).toBe(expiryMs);
    expect(tooEarly).toEqual([]);
    expect(due).toEqual([uploadStagingKey('b', 'left')]);
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: localS3.bucket }));
    expect(listed.Contents?.map((object) => object.Key)).toEqual(['cases/c/documents/d/a']);
  });

  it('runs on its own timer, with the age shortened for a test', async () => {
    await start({ stagingExpiryMs: 300 });
    await s3.send(new PutObjectCommand({ Bucket: localS3.bucket, Key: uploadStagingKey('b', 'left'), Body: Buffer.from('never completed') }));

    // Wait for what the timer does, not for a time.
    let remaining: number | undefined;
    do {
      remaining = (await s3.send(new ListObjectsV2Command({ Bucket: localS3.bucket, Prefix: 'uploads/' }))).KeyCount;
      if (remaining) await new Promise((resolve) => setTimeout(resolve, 100));
    } while (remaining);

    expect(remaining).toBe(0);
  });
});
