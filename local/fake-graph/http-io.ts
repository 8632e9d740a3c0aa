/** Reading request bodies (with a size limit) and writing JSON, empty and Graph error responses on node:http. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphError, graphErrors } from './graph-error';

export const MIB = 1024 * 1024;

/** The whole body; 413 past `limit` bytes (the rest of the body is read and dropped). */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  let tooLarge = Number(req.headers['content-length'] ?? 0) > limit;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) tooLarge = true;
    if (!tooLarge) chunks.push(chunk);
  }
  if (tooLarge) throw graphErrors.tooLarge(`The request body is larger than ${limit} bytes.`);
  return Buffer.concat(chunks, length);
}

/** A JSON object body; an empty body is `{}`; anything else 400. */
export function parseJsonObject(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {};
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    throw graphErrors.invalidRequest('The request body is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw graphErrors.invalidRequest('The request body must be a JSON object.');
  return value as Record<string, unknown>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(payload.length), ...headers });
  res.end(payload);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-length': '0', ...headers });
  res.end();
}

export function sendError(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const graphError = error instanceof GraphError ? error : new GraphError(500, 'generalException', 'An unexpected error occurred in the fake Graph.');
  sendJson(res, graphError.status, graphError.body, graphError.headers);
}
