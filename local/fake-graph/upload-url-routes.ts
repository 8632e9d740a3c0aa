/**
 * The upload URL of a session (`/up/{token}`), called without an Authorization header (the token in
 * the URL is the credential; Graph may refuse a request that carries one): PUT a fragment (202 with
 * the next expected range, or the driveItem when it was the last), GET the session's status, DELETE
 * to cancel, OPTIONS for the browser's preflight.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseContentRange } from './byte-ranges';
import { answerPreflight } from './cors';
import type { GraphContext } from './graph-context';
import { graphErrors } from './graph-error';
import { readBody, sendEmpty, sendJson } from './http-io';
import { mimeTypeOfName } from './mime-types';
import { MAX_FRAGMENT_BYTES } from './upload-sessions';

async function putFragment(ctx: GraphContext, req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
  ctx.uploads.status(token); // an unknown or expired session is 404 before anything else
  if (req.headers['content-length'] === undefined) throw graphErrors.invalidRequest('Content-Length is required.');
  const range = parseContentRange(req.headers['content-range']);
  const bytes = await readBody(req, MAX_FRAGMENT_BYTES);
  const result = ctx.uploads.append(token, range, bytes);
  if (!result.complete) {
    sendJson(res, 202, result.status);
    return;
  }
  const { parentId, name, conflict } = result.destination;
  const { item, created } = ctx.drive.putFile(parentId, name, result.bytes, mimeTypeOfName(name), conflict, ctx.app);
  sendJson(res, created ? 201 : 200, ctx.renderer.render(item));
}

export async function handleUploadUrl(ctx: GraphContext, req: IncomingMessage, res: ServerResponse, token: string): Promise<void> {
  if (req.method === 'OPTIONS') return answerPreflight(req, res);
  if (req.headers.authorization !== undefined) {
    throw graphErrors.unauthenticated('Do not send an Authorization header to an upload URL: the URL itself is the credential.');
  }
  switch (req.method) {
    case 'PUT':
      return putFragment(ctx, req, res, token);
    case 'GET':
      return sendJson(res, 200, ctx.uploads.status(token));
    case 'DELETE':
      ctx.uploads.cancel(token);
      return sendEmpty(res, 204);
    default:
      throw graphErrors.methodNotAllowed();
  }
}
