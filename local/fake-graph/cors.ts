/**
 * CORS for the two URLs a browser calls directly (upload URLs and download URLs): the Origin is echoed,
 * no credentials, nothing exposed beyond what CORS exposes anyway. Graph and the token endpoint send
 * no CORS headers: only the server calls them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendEmpty } from './http-io';

const ALLOWED_METHODS = 'PUT, GET, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'content-range, content-type, range';

/** Sets Access-Control-Allow-Origin (and Vary) on the response when the request has an Origin. */
export function allowRequestOrigin(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('vary', 'Origin');
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  allowRequestOrigin(req, res);
  sendEmpty(res, 204, {
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '3000',
  });
}
