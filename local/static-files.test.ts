/**
 * The local gateway serves the web build compressed as CloudFront does (local/static-files.ts):
 * Brotli or gzip by the request's Accept-Encoding, `Vary: Accept-Encoding`, the same bytes once
 * decoded, long cache for hashed assets and no-cache for index.html; the build's compressed copy of
 * a file when it has one; and each prerendered mode of /auth its own document.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { type Gateway, createGateway } from './gateway';
import { negotiateEncoding } from './static-files';

const CSP = "default-src 'self'";
// A JS asset well above CloudFront's 1,000-byte floor, as the build writes it (hashed name).
const SCRIPT = Buffer.from(Array.from({ length: 400 }, (_, index) => `export const value${index} = ${index} * 2;\n`).join(''));
const INDEX_HTML = Buffer.from(`<!doctype html><html><head><title>Portal</title></head><body>${'<p>Sign in</p>'.repeat(100)}</body></html>`);
const TINY = Buffer.from('export {};\n');
const SIGN_UP_HTML = Buffer.from(`<!doctype html><html data-sign-in-mode="signup"><head><title>Portal</title></head><body>${'<p>Create your account</p>'.repeat(100)}</body></html>`);
// The build's copies of a chunk: at a quality of its own, so the bytes show which was sent.
const CHUNK = Buffer.from(Array.from({ length: 400 }, (_, index) => `export const other${index} = '${index}';\n`).join(''));
const CHUNK_BR = brotliCompressSync(CHUNK, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } });
const CHUNK_GZ = gzipSync(CHUNK, { level: 1 });

let webRoot: string;
let gateway: Gateway;
let base: string;

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that keeps the body as sent (fetch would decode it). */
function getRaw(pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(path.join(webRoot, 'assets', 'tiny-Ab12Cd34.js'), TINY);
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webRoot, 'auth-signup.html'), SIGN_UP_HTML);
  writeFileSync(path.join(webRoot, 'assets', 'chunk-Ef56Gh78.js'), CHUNK);
  writeFileSync(path.join(webRoot, 'assets', 'chunk-Ef56Gh78.js.br'), CHUNK_BR);
  writeFileSync(path.join(webRoot, 'assets', 'chunk-Ef56Gh78.js.gz'), CHUNK_GZ);
  // A copy older than its file (another build's): not sent.
  writeFileSync(path.join(webRoot, 'assets', 'index-Ab12Cd34.js.br'), CHUNK_BR);
  const longAgo = new Date('2020-01-01T00:00:00Z');
  utimesSync(path.join(webRoot, 'assets', 'index-Ab12Cd34.js.br'), longAgo, longAgo);
  gateway = createGateway({ routes: [], triggers: [], webRoot });
  gateway.setReady({
    authorizer: async () => ({ authorized: false, reason: 'no tokens here', wwwAuthenticate: 'Bearer' }),
    runtimeConfig: { region: 'us-east-1', userPoolId: 'pool', userPoolClientId: 'client', authFlowType: 'USER_PASSWORD_AUTH', apiBase: '/v1' },
    securityHeaders: { 'content-security-policy': CSP },
  });
  base = `http://127.0.0.1:${await gateway.listen(0)}`;
});

afterAll(async () => {
  await gateway.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('compressed web assets', () => {
  it('answers a JS asset in Brotli to a browser that accepts it, the same bytes once decoded', async () => {
    const answer = await getRaw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(answer.body).equals(SCRIPT)).toBe(true);
  });

  it('answers gzip to a browser that accepts gzip only, the same bytes once decoded', async () => {
    const answer = await getRaw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });

    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(answer.body).equals(SCRIPT)).toBe(true);
  });

  it('answers the file as it is to a client that accepts no compression', async () => {
    const answer = await getRaw('/assets/index-Ab12Cd34.js');

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.equals(SCRIPT)).toBe(true);
  });

  it('sends each encoding with its own ETag, and answers 304 to the matching one', async () => {
    const brotli = await getRaw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    const identity = await getRaw('/assets/index-Ab12Cd34.js');
    const revalidated = await getRaw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br', 'if-none-match': String(brotli.headers.etag) });

    expect(brotli.headers.etag).not.toBe(identity.headers.etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('caches hashed assets for good and revalidates index.html, compressed too, with the security headers', async () => {
    const asset = await getRaw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    const page = await getRaw('/auth', { 'accept-encoding': 'br' });

    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).equals(INDEX_HTML)).toBe(true);
    expect(page.headers['content-security-policy']).toBe(CSP);
    expect(asset.headers['content-security-policy']).toBe(CSP);
  });

  it('leaves a file under 1,000 bytes uncompressed, as CloudFront does', async () => {
    const answer = await getRaw('/assets/tiny-Ab12Cd34.js', { 'accept-encoding': 'br' });

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(TINY)).toBe(true);
  });
});

describe("the build's compressed copies", () => {
  it('sends the copy the build wrote for the encoding accepted, as it is, with its own length', async () => {
    const brotli = await getRaw('/assets/chunk-Ef56Gh78.js', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await getRaw('/assets/chunk-Ef56Gh78.js', { 'accept-encoding': 'gzip' });

    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.equals(CHUNK_BR)).toBe(true);
    expect(Number(brotli.headers['content-length'])).toBe(CHUNK_BR.length);
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(CHUNK_GZ)).toBe(true);
    expect(gunzipSync(gzip.body).equals(CHUNK)).toBe(true);
  });

  it('compresses a file anew when its copy is older than itself', async () => {
    const answer = await getRaw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });

    expect(answer.body.equals(CHUNK_BR)).toBe(false);
    expect(brotliDecompressSync(answer.body).equals(SCRIPT)).toBe(true);
  });

  it('never answers a copy by its own name as a page of the app', async () => {
    const answer = await getRaw('/assets/chunk-Ef56Gh78.js.br');

    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toBe('application/octet-stream');
  });
});

describe('the prerendered modes of /auth', () => {
  it('answers /auth?mode=signup with its own document, compressed too', async () => {
    const answer = await getRaw('/auth?mode=signup', { 'accept-encoding': 'br' });

    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(answer.body).equals(SIGN_UP_HTML)).toBe(true);
  });

  it('answers index.html to /auth, an unknown mode, a mode not prerendered and any other page', async () => {
    for (const url of ['/auth', '/auth?mode=nothing', '/auth?mode=reset', '/client/cases?mode=signup']) {
      const answer = await getRaw(url);
      expect({ url, body: answer.body.toString() }).toEqual({ url, body: INDEX_HTML.toString() });
    }
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    [undefined, undefined],
  ])('answers %s with %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
