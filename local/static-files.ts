/**
 * Serves the built web app (`web/dist`) as CloudFront does in AWS: files with their content type,
 * hashed assets cached for good, and every other extension-less path answered with `index.html`
 * so the single-page app's router can take it; every answer carries the security headers the
 * caller passes (CloudFront's, from infra/security-headers.ts), as CloudFront's policy adds them.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

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

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, extra: ResponseHeaders): void {
  const stats = statSync(file);
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': contentTypeFor(file),
    'cache-control': cacheControl,
    etag,
    'last-modified': stats.mtime.toUTCString(),
    ...extra,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
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
  sendFile(req, res, indexFile, 'no-cache', headers);
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
