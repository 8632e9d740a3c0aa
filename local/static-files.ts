/**
 * Serves the built web app (`web/dist`) as CloudFront does in AWS: files with their content type,
 * hashed assets cached for good, and every other extension-less path answered with `index.html`
 * so the single-page app's router can take it; every answer carries the security headers the
 * caller passes (CloudFront's, from infra/security-headers.ts), as CloudFront's policy adds them.
 *
 * Compressed as CloudFront's compression does: a text file of 1,000 bytes to 10 MB goes Brotli to
 * a browser that accepts `br`, gzip to one that accepts only `gzip`, as it is otherwise, with
 * `Vary: Accept-Encoding` either way. The build writes those copies beside each file
 * (`<file>.br`, `<file>.gz`: precompressed.ts), and they are sent as they are; a file without a copy
 * at least as new as itself is compressed once per version (path, size, mtime), off the event loop,
 * and kept in memory.
 *
 * `/auth?mode=…` gets the document its mode is prerendered into (shared/core/sign-in-shell.ts), as
 * CloudFront's viewer-request function does.
 */
import { createReadStream, existsSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { shellDocument } from '../shared/core/sign-in-shell';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

const NOT_BUILT_NOTICE =
  '<!doctype html><meta charset="utf-8"><title>Portal</title>' +
  '<p>The web app is not built yet: run <code>npm run build:web</code> (or use <code>npm run dev</code>), then reload this page.</p>\n';

/** Header name (lower case) → value, added to every answer. */
export type ResponseHeaders = Readonly<Record<string, string>>;

function send(res: ServerResponse, method: string, statusCode: number, contentType: string, body: string, extra: ResponseHeaders): void {
  res.writeHead(statusCode, { 'content-type': contentType, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-cache', ...extra });
  res.end(method === 'HEAD' ? undefined : body);
}

/** The encodings the server sends, best first (CloudFront prefers Brotli when both are accepted). */
export type ContentEncoding = 'br' | 'gzip';
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/** The suffix of a file's copy in each encoding, written by the build (precompressed.ts). */
export const COMPRESSED_SUFFIX: Readonly<Record<ContentEncoding, string>> = { br: '.br', gzip: '.gz' };

/** CloudFront compresses files from 1,000 bytes to 10,000,000 bytes, of its compressible types. */
export const COMPRESSIBLE_BYTES = { min: 1_000, max: 10_000_000 } as const;
const COMPRESSIBLE_TYPES = /^(text\/|application\/(json|manifest\+json|xml|javascript|wasm)|image\/svg\+xml)/;

export function isCompressible(file: string, size: number): boolean {
  return size >= COMPRESSIBLE_BYTES.min && size <= COMPRESSIBLE_BYTES.max && COMPRESSIBLE_TYPES.test(contentTypeFor(file));
}

/**
 * The encoding to answer an `Accept-Encoding` header with: `br` when accepted, else `gzip`, else
 * none. A coding is accepted when named (or `*`) with a q-value above 0.
 */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (coding === '') continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    weights.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  return ENCODINGS.find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses with each encoding's best setting (done once per file version). */
export function compress(bytes: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION });
}

/** One compressed version of a file, by path and encoding; replaced when the file changes. */
const compressedFiles = new Map<string, { version: string; body: Promise<Buffer> }>();

function compressedFile(file: string, stats: Stats, encoding: ContentEncoding): Promise<Buffer> {
  const key = `${file}\0${encoding}`;
  const version = `${stats.size}-${stats.mtimeMs}`;
  const cached = compressedFiles.get(key);
  if (cached?.version === version) return cached.body;
  const body = readFile(file).then((bytes) => compress(bytes, encoding));
  compressedFiles.set(key, { version, body });
  // A failed read (the file replaced mid-build) is tried again by the next request.
  body.catch(() => {
    if (compressedFiles.get(key)?.body === body) compressedFiles.delete(key);
  });
  return body;
}

/** The build's copy of `file` in `encoding`, when there is one written since the file was (else it may be another build's). */
function freshCopy(file: string, stats: Stats, encoding: ContentEncoding): { file: string; size: number } | undefined {
  const copy = `${file}${COMPRESSED_SUFFIX[encoding]}`;
  try {
    const copyStats = statSync(copy);
    return copyStats.isFile() && copyStats.mtimeMs >= stats.mtimeMs ? { file: copy, size: copyStats.size } : undefined;
  } catch {
    return undefined;
  }
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, extra: ResponseHeaders): void {
  const stats = statSync(file);
  const compressible = isCompressible(file, stats.size);
  const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  // Each representation has its own validator, so a cache never answers one with the other's bytes.
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  const headers: OutgoingHttpHeaders = {
    'content-type': contentTypeFor(file),
    'cache-control': cacheControl,
    etag,
    'last-modified': stats.mtime.toUTCString(),
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...extra,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (encoding) {
    const copy = freshCopy(file, stats, encoding);
    if (copy) {
      res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': copy.size });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(copy.file)
        .on('error', () => res.destroy())
        .pipe(res);
      return;
    }
    compressedFile(file, stats, encoding).then(
      (body) => {
        res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => {
        if (!res.headersSent) send(res, req.method ?? 'GET', 404, 'text/plain; charset=utf-8', 'Not Found\n', extra);
        else res.destroy();
      },
    );
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': stats.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Answers a GET/HEAD for a non-API path from `root`, with `headers` on every answer. */
export function serveStatic(req: IncomingMessage, res: ServerResponse, root: string, headers: ResponseHeaders = {}): void {
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    send(res, method, 405, 'text/plain; charset=utf-8', 'Method Not Allowed\n', headers);
    return;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    send(res, method, 400, 'text/plain; charset=utf-8', 'Bad Request\n', headers);
    return;
  }
  const rootDir = path.resolve(root);
  const indexFile = path.join(rootDir, 'index.html');
  // A mode of /auth has its own prerendered document (when the build wrote it).
  const modeFile = path.join(rootDir, shellDocument(pathname, new URL(req.url ?? '/', 'http://localhost').searchParams.get('mode')));
  const file = path.resolve(rootDir, `.${pathname}`);
  if (file !== rootDir && !file.startsWith(rootDir + path.sep)) {
    send(res, method, 404, 'text/plain; charset=utf-8', 'Not Found\n', headers);
    return;
  }
  if (file !== rootDir && isFile(file)) {
    const immutable = pathname.startsWith('/assets/');
    sendFile(req, res, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache', headers);
    return;
  }
  // A missing file with an extension is a real 404; any other path is a route of the SPA.
  if (path.extname(pathname) !== '') {
    send(res, method, 404, 'text/plain; charset=utf-8', 'Not Found\n', headers);
    return;
  }
  if (!existsSync(indexFile)) {
    send(res, method, 503, 'text/html; charset=utf-8', NOT_BUILT_NOTICE, headers);
    return;
  }
  sendFile(req, res, isFile(modeFile) ? modeFile : indexFile, 'no-cache', headers);
}

/** When the stack serves no web app (`npm run dev` has Vite for that). */
export function serveNoWeb(req: IncomingMessage, res: ServerResponse, headers: ResponseHeaders = {}): void {
  send(
    res,
    req.method ?? 'GET',
    404,
    'text/html; charset=utf-8',
    '<!doctype html><meta charset="utf-8"><title>Portal API</title><p>This local gateway serves <code>/v1</code> and <code>/config.json</code> only; the web app is served elsewhere (Vite in <code>npm run dev</code>).</p>\n',
    headers,
  );
}
