/**
 * The local S3's signature check (local/s3-signature.ts), on requests the SDK itself signed:
 * presigned URLs (as the browser sends them) and header-signed calls (as the handlers send them),
 * as they arrive and tampered. No network: the header-signed requests are caught before sending.
 */
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { HttpRequest } from '@smithy/types';
import { S3Refusal } from './s3-errors';
import { LOCAL_S3_CREDENTIALS } from './s3-local';
import { type ArrivedRequest, type SigV4Options, verifySignature } from './s3-signature';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const ENDPOINT = 'http://127.0.0.1:4568';
const BUCKET = 'portal-documents';
const REGION = 'us-east-1';
const options: SigV4Options = { credentials: [LOCAL_S3_CREDENTIALS], region: REGION };

function clientWith(credentials: { accessKeyId: string; secretAccessKey: string } = LOCAL_S3_CREDENTIALS, region = REGION) {
  return new S3Client({ endpoint: ENDPOINT, region, forcePathStyle: true, credentials, requestChecksumCalculation: 'WHEN_REQUIRED' });
}

/** A presigned PUT as the portal makes it: size, type and If-None-Match signed. */
function presignedPut(client = clientWith(), key = 'uploads/batch-1/doc-1', signingDate?: Date) {
  return getSignedUrl(client, new PutObjectCommand({ Bucket: BUCKET, Key: key, ContentLength: 5, ContentType: 'application/pdf', IfNoneMatch: '*' }), {
    expiresIn: 900,
    signableHeaders: new Set(['content-length', 'content-type', 'if-none-match']),
    ...(signingDate ? { signingDate } : {}),
  });
}

/** What the front sees when `url` is sent with these headers (host from the URL, as a browser does). */
function arriving(url: string, method: string, headers: Record<string, string> = {}): ArrivedRequest {
  const parsed = new URL(url);
  const all: Record<string, string[]> = { host: [parsed.host] };
  for (const [name, value] of Object.entries(headers)) all[name.toLowerCase()] = [value];
  return { method, path: parsed.pathname, rawQuery: parsed.search.slice(1), headers: all };
}

const BROWSER_PUT = { 'content-type': 'application/pdf', 'content-length': '5', 'if-none-match': '*' };

async function refusalOf(promise: Promise<unknown>): Promise<S3Refusal> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof S3Refusal)) throw new Error(`expected an S3 refusal, got ${String(outcome)}`);
  return outcome;
}

describe('presigned URLs', () => {
  it('accepts a presigned PUT sent with the headers it signed', async () => {
    const url = await presignedPut();

    const verified = await verifySignature(arriving(url, 'PUT', BROWSER_PUT), options);

    expect(verified).toMatchObject({ mechanism: 'query', accessKeyId: 'S3RVER', payloadHash: 'UNSIGNED-PAYLOAD' });
    expect(verified.signedHeaders).toEqual(['content-length', 'content-type', 'host', 'if-none-match']);
  });

  it('refuses a tampered signature with SignatureDoesNotMatch, showing the canonical request', async () => {
    const url = new URL(await presignedPut());
    const signature = url.searchParams.get('X-Amz-Signature') ?? '';
    url.searchParams.set('X-Amz-Signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);

    const refusal = await refusalOf(verifySignature(arriving(url.toString(), 'PUT', BROWSER_PUT), options));

    expect(refusal).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(refusal.detail.CanonicalRequest).toContain('/portal-documents/uploads/batch-1/doc-1');
  });

  it('refuses the URL used for another object key', async () => {
    const url = (await presignedPut()).replace('/uploads/batch-1/doc-1', '/cases/case-1/documents/doc-1');

    expect(await refusalOf(verifySignature(arriving(url, 'PUT', BROWSER_PUT), options))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('refuses another value of a signed header: Content-Type, Content-Length, If-None-Match', async () => {
    const url = await presignedPut();
    for (const changed of [{ 'content-type': 'text/html' }, { 'content-length': '6' }, { 'if-none-match': '"abc"' }]) {
      const refusal = await refusalOf(verifySignature(arriving(url, 'PUT', { ...BROWSER_PUT, ...changed }), options));
      expect(refusal).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    }
  });

  it('refuses a PUT that leaves out a signed header (If-None-Match)', async () => {
    const url = await presignedPut();
    const { 'if-none-match': _left, ...withoutCondition } = BROWSER_PUT;

    expect(await refusalOf(verifySignature(arriving(url, 'PUT', withoutCondition), options))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('refuses a URL signed with the wrong secret key, and one of a key it does not know', async () => {
    const wrongSecret = await presignedPut(clientWith({ accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret' }));
    const unknownKey = await presignedPut(clientWith({ accessKeyId: 'AKIAOTHER', secretAccessKey: 'S3RVER' }));

    expect(await refusalOf(verifySignature(arriving(wrongSecret, 'PUT', BROWSER_PUT), options))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await refusalOf(verifySignature(arriving(unknownKey, 'PUT', BROWSER_PUT), options))).toMatchObject({
      status: 403,
      code: 'InvalidAccessKeyId',
      detail: { AWSAccessKeyId: 'AKIAOTHER' },
    });
  });

  it('refuses an expired URL with AccessDenied "Request has expired"', async () => {
    const url = await presignedPut(clientWith(), 'uploads/batch-1/doc-1', new Date(Date.now() - 16 * 60 * 1000));

    expect(await refusalOf(verifySignature(arriving(url, 'PUT', BROWSER_PUT), options))).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
      detail: { 'X-Amz-Expires': '900' },
    });
  });

  it('accepts the URL until its last second, by the clock it is checked with', async () => {
    const signedAt = new Date('2026-11-25T10:00:00Z');
    const url = await presignedPut(clientWith(), 'uploads/batch-1/doc-1', signedAt);
    const at = (ms: number) => ({ ...options, now: () => new Date(signedAt.getTime() + ms) });

    await expect(verifySignature(arriving(url, 'PUT', BROWSER_PUT), at(900_000))).resolves.toMatchObject({ mechanism: 'query' });
    expect(await refusalOf(verifySignature(arriving(url, 'PUT', BROWSER_PUT), at(900_001)))).toMatchObject({ code: 'AccessDenied' });
  });

  it('refuses a URL signed for another region', async () => {
    const url = await presignedPut(clientWith(LOCAL_S3_CREDENTIALS, 'ca-central-1'));

    expect(await refusalOf(verifySignature(arriving(url, 'PUT', BROWSER_PUT), options))).toMatchObject({ status: 400, code: 'AuthorizationQueryParametersError' });
  });

  it('refuses x-amz-* headers the URL did not sign', async () => {
    const url = await presignedPut();

    expect(await refusalOf(verifySignature(arriving(url, 'PUT', { ...BROWSER_PUT, 'x-amz-meta-note': 'hi' }), options))).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      detail: { HeadersNotSigned: 'x-amz-meta-note' },
    });
  });

  it('accepts a presigned GET whose query names the download (Content-Disposition)', async () => {
    const url = await getSignedUrl(
      clientWith(),
      new GetObjectCommand({ Bucket: BUCKET, Key: 'cases/c 1/documents/(d)', ResponseContentDisposition: 'attachment; filename="a b.pdf"' }),
      { expiresIn: 300 },
    );

    await expect(verifySignature(arriving(url, 'GET'), options)).resolves.toMatchObject({ mechanism: 'query' });
    const renamed = url.replace('a%20b.pdf', 'evil.html');
    expect(await refusalOf(verifySignature(arriving(renamed, 'GET'), options))).toMatchObject({ code: 'SignatureDoesNotMatch' });
  });

  it('refuses a request signed by nobody (the bucket is private)', async () => {
    expect(await refusalOf(verifySignature(arriving(`${ENDPOINT}/${BUCKET}/uploads/x`, 'GET'), options))).toMatchObject({ status: 403, code: 'AccessDenied' });
  });
});

describe('header-signed requests (the SDK calls of the handlers)', () => {
  /** Signs `command` with the SDK and answers the request as the front would see it arrive. */
  async function signedByClient(client: S3Client, command: GetObjectCommand | HeadObjectCommand): Promise<ArrivedRequest> {
    let caught: HttpRequest | undefined;
    client.middlewareStack.add(
      () => async (args) => {
        caught = args.request as HttpRequest;
        return { response: { statusCode: 200, headers: {}, body: undefined }, output: { $metadata: {} } };
      },
      { step: 'deserialize', priority: 'low', name: 'catchSignedRequest' },
    );
    await (command instanceof GetObjectCommand ? client.send(command) : client.send(command)).catch(() => undefined);
    if (!caught) throw new Error('the request was not signed');
    const escape = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const rawQuery = Object.entries(caught.query ?? {})
      .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => (one === null ? escape(name) : `${escape(name)}=${escape(one)}`)))
      .join('&');
    const headers: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(caught.headers)) headers[name.toLowerCase()] = [value];
    return { method: caught.method, path: caught.path, rawQuery, headers };
  }

  it('accepts a ranged GetObject as the SDK signed it', async () => {
    const request = await signedByClient(clientWith(), new GetObjectCommand({ Bucket: BUCKET, Key: 'uploads/b/d', Range: 'bytes=0-65535' }));

    await expect(verifySignature(request, options)).resolves.toMatchObject({ mechanism: 'header', payloadHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('refuses it when a signed header (Range) or the key changed on the way', async () => {
    const request = await signedByClient(clientWith(), new GetObjectCommand({ Bucket: BUCKET, Key: 'uploads/b/d', Range: 'bytes=0-65535' }));

    const otherRange = { ...request, headers: { ...request.headers, range: ['bytes=0-99'] } };
    const otherKey = { ...request, path: request.path.replace('uploads/b/d', 'uploads/b/e') };
    expect(await refusalOf(verifySignature(otherRange, options))).toMatchObject({ code: 'SignatureDoesNotMatch' });
    expect(await refusalOf(verifySignature(otherKey, options))).toMatchObject({ code: 'SignatureDoesNotMatch' });
  });

  it('refuses the SDK call of a client with the wrong secret key', async () => {
    const request = await signedByClient(clientWith({ accessKeyId: 'S3RVER', secretAccessKey: 'wrong' }), new HeadObjectCommand({ Bucket: BUCKET, Key: 'k' }));

    expect(await refusalOf(verifySignature(request, options))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('refuses a request signed more than 15 minutes from the clock (RequestTimeTooSkewed)', async () => {
    const request = await signedByClient(clientWith(), new HeadObjectCommand({ Bucket: BUCKET, Key: 'k' }));

    const later = { ...options, now: () => new Date(Date.now() + 16 * 60 * 1000) };
    expect(await refusalOf(verifySignature(request, later))).toMatchObject({ status: 403, code: 'RequestTimeTooSkewed' });
  });

  it('requires x-amz-content-sha256 on a header-signed request', async () => {
    const request = await signedByClient(clientWith(), new HeadObjectCommand({ Bucket: BUCKET, Key: 'k' }));
    const { 'x-amz-content-sha256': _hash, ...headers } = request.headers;

    expect(await refusalOf(verifySignature({ ...request, headers }, options))).toMatchObject({ status: 400, code: 'InvalidRequest' });
  });
});
