/**
 * The mail catcher's HTTP side: the web inbox page at `/` and a JSON API over the inbox.
 *
 *   GET    /api/messages[?to=address][&summary=1]   newest first (summary: without text and HTML)
 *   GET    /api/messages/{id}                       one message, or 404
 *   DELETE /api/messages                            empties the inbox (204)
 *   GET | PUT | DELETE /api/fault                   the SMTP fault switch, a testing aid (mail-fault.ts)
 *
 * Every answer carries a strict CSP and nosniff, and only requests addressed to this machine by name
 * (Host localhost / 127.0.0.1 / [::1]) are answered, so a web page elsewhere cannot read the inbox
 * through DNS rebinding — it holds temporary passwords and sign-in links. The switch changes state
 * only by PUT with a JSON body or DELETE, which a browser never sends cross-origin without a CORS
 * preflight that this server does not answer.
 */
import http from 'node:http';
import { type MailFaultSwitch, parseMailFault } from './mail-fault';
import { INBOX_PAGE_CSP, INBOX_PAGE_HTML } from './mail-inbox-page';
import type { CaughtMail, MailStore } from './mail-store';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const MESSAGE_PATH = /^\/api\/messages\/([^/]+)$/;
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;
const FAULT_PATH = '/api/fault';
const MAX_FAULT_BODY_BYTES = 16 * 1024;

function send(response: http.ServerResponse, status: number, body: string, contentType: string, csp = API_CSP): void {
  response.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  });
  response.end(body);
}

const sendJson = (response: http.ServerResponse, status: number, value: unknown) =>
  send(response, status, JSON.stringify(value), 'application/json; charset=utf-8');

function summary({ text: _text, html: _html, ...rest }: CaughtMail): Omit<CaughtMail, 'text' | 'html'> {
  return rest;
}

/** The request's body as text; undefined past `maxBytes`. */
function readBody(request: http.IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    request.on('end', () => resolve(size <= maxBytes ? Buffer.concat(chunks).toString('utf8') : undefined));
    request.on('error', reject);
  });
}

async function answerFault(request: http.IncomingMessage, response: http.ServerResponse, faults: MailFaultSwitch): Promise<void> {
  const method = request.method ?? 'GET';
  if (method === 'GET') return sendJson(response, 200, faults.current());
  if (method === 'DELETE') {
    faults.set({ refuseSmtp: false });
    response.writeHead(204, { 'content-security-policy': API_CSP, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
    response.end();
    return;
  }
  if (method !== 'PUT') return sendJson(response, 405, { message: 'Method Not Allowed' });
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
    return sendJson(response, 415, { message: 'Send the fault as application/json' });
  }
  const text = await readBody(request, MAX_FAULT_BODY_BYTES);
  if (text === undefined) return sendJson(response, 413, { message: 'Body too large' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return sendJson(response, 400, { message: 'The body is not JSON' });
  }
  const fault = parseMailFault(body);
  if (typeof fault === 'string') return sendJson(response, 400, { message: fault });
  faults.set(fault);
  sendJson(response, 200, faults.current());
}

/** `faults` absent: the catcher has no fault switch, and /api/fault answers 404. */
export function createInboxRequestListener(store: MailStore, faults?: MailFaultSwitch): http.RequestListener {
  return (request, response) => {
    if (!LOOPBACK_HOST.test(request.headers.host ?? '')) {
      sendJson(response, 403, { message: 'The local inbox answers only to localhost' });
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const reading = method === 'GET' || method === 'HEAD';

    if (url.pathname === FAULT_PATH && faults) {
      answerFault(request, response, faults).catch(() => {
        if (!response.headersSent) sendJson(response, 400, { message: 'The request could not be read' });
        else response.destroy();
      });
      return;
    }

    if (url.pathname === '/' && reading) {
      send(response, 200, INBOX_PAGE_HTML, 'text/html; charset=utf-8', INBOX_PAGE_CSP);
      return;
    }
    if (url.pathname === '/api/messages' && reading) {
      const messages = store.list({ to: url.searchParams.get('to') ?? undefined });
      sendJson(response, 200, url.searchParams.has('summary') ? messages.map(summary) : messages);
      return;
    }
    if (url.pathname === '/api/messages' && method === 'DELETE') {
      store.clear();
      response.writeHead(204, { 'content-security-policy': API_CSP, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' });
      response.end();
      return;
    }
    const match = MESSAGE_PATH.exec(url.pathname);
    if (match?.[1] && reading) {
      const mail = store.get(decodeURIComponent(match[1]));
      if (mail) sendJson(response, 200, mail);
      else sendJson(response, 404, { message: 'No such message' });
      return;
    }
    const known = url.pathname === '/' || url.pathname === '/api/messages' || match !== null;
    sendJson(response, known ? 405 : 404, { message: known ? 'Method Not Allowed' : 'Not Found' });
  };
}
