/**
 * The download URL (`/download.aspx?UniqueId=…&tempauth=…`): the file's bytes as an attachment, with
 * one byte range honoured (206), no Authorization header needed, readable from the browser (CORS).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseRange } from './byte-ranges';
import { answerPreflight } from './cors';
import type { GraphContext } from './graph-context';
import { graphErrors } from './graph-error';
import { sendEmpty } from './http-io';

/** RFC 8187's encoding of a file name for `filename*=UTF-8''…`. */
function encodeFileName(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function handleDownload(ctx: GraphContext, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method === 'OPTIONS') return answerPreflight(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') throw graphErrors.methodNotAllowed();
  const itemId = ctx.downloadUrls.itemIdOf(url);
  const item = ctx.drive.get(itemId);
  const bytes = ctx.drive.bytes(itemId);
  if (!item || !bytes) throw graphErrors.itemNotFound(`Item not found: ${itemId}`);
  const headers = {
    'content-type': item.mimeType ?? 'application/octet-stream',
    'content-disposition': `attachment; filename*=UTF-8''${encodeFileName(item.name)}`,
    'accept-ranges': 'bytes',
  };
  const range = parseRange(req.headers.range, bytes.length);
  if (range === 'unsatisfiable') return sendEmpty(res, 416, { 'content-range': `bytes */${bytes.length}` });
  const body = range ? bytes.subarray(range.first, range.last + 1) : bytes;
  res.writeHead(range ? 206 : 200, {
    ...headers,
    'content-length': String(body.length),
    ...(range ? { 'content-range': `bytes ${range.first}-${range.last}/${bytes.length}` } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
