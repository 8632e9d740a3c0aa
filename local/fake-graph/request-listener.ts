/**
 * The fake's front door: records every request, then routes it to the token endpoint, to Graph
 * (throttling and the bearer token checked first), to an upload URL or to a download URL (both
 * with CORS); any thrown GraphError becomes its JSON answer.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { allowRequestOrigin } from './cors';
import { DOWNLOAD_PATH } from './download-urls';
import { handleDownload } from './download-route';
import { GRAPH_PREFIX } from './graph-address';
import type { GraphContext } from './graph-context';
import { FAULTS_PATH, parseGraphFault } from './faults';
import { GraphError, graphErrors } from './graph-error';
import { handleGraphRequest } from './graph-routes';
import { parseJsonObject, readBody, sendEmpty, sendError, sendJson } from './http-io';
import type { Throttle } from './throttle';
import { TOKEN_PATH, answerTokenRequest } from './token-endpoint';
import type { TokenIssuer } from './token-issuer';
import { UPLOAD_PATH_PREFIX } from './upload-sessions';
import { handleUploadUrl } from './upload-url-routes';

const TOKEN_BODY_LIMIT = 64 * 1024;
const FAULT_BODY_LIMIT = 4 * 1024;

export interface FakeGraphServices {
  ctx: GraphContext;
  tokens: TokenIssuer;
  throttle: Throttle;
  requests: Array<{ method: string; path: string }>;
}

async function route(services: FakeGraphServices, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { ctx, tokens, throttle } = services;
  const path = req.url ?? '/';
  services.requests.push({ method: req.method ?? 'GET', path });
  // Concatenated rather than resolved, so a path starting with "//" cannot name another host.
  const url = new URL(`${ctx.origin}${path.startsWith('/') ? path : `/${path}`}`);

  if (url.pathname.startsWith(`${GRAPH_PREFIX}/`)) {
    const refusal = throttle.take();
    if (refusal) throw refusal;
    tokens.verifyAuthorization(req.headers.authorization);
    return handleGraphRequest(ctx, req, res, url);
  }
  if (url.pathname.startsWith(UPLOAD_PATH_PREFIX)) {
    allowRequestOrigin(req, res);
    return handleUploadUrl(ctx, req, res, url.pathname.slice(UPLOAD_PATH_PREFIX.length));
  }
  if (url.pathname === DOWNLOAD_PATH) {
    allowRequestOrigin(req, res);
    return handleDownload(ctx, req, res, url);
  }
  if (url.pathname === FAULTS_PATH) return answerFaultSwitch(ctx, req, res);
  const tenantId = TOKEN_PATH.exec(url.pathname)?.[1];
  if (tenantId !== undefined && req.method === 'POST') {
    const body = await readBody(req, TOKEN_BODY_LIMIT);
    const answer = answerTokenRequest(decodeURIComponent(tenantId), body.toString('utf8'), ctx.drive.credentials, tokens);
    return sendJson(res, answer.status, answer.body, { 'cache-control': 'no-store' });
  }
  throw new GraphError(404, 'itemNotFound', `Nothing is served at ${url.pathname}.`);
}

/** The fault switch (faults.ts): PUT sets it, GET reads it, DELETE turns it off. */
async function answerFaultSwitch(ctx: GraphContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  switch (req.method) {
    case 'PUT': {
      const fault = parseGraphFault(parseJsonObject(await readBody(req, FAULT_BODY_LIMIT)));
      ctx.faults.set(fault);
      return sendJson(res, 200, fault);
    }
    case 'GET':
      return sendJson(res, 200, ctx.faults.current() ?? {});
    case 'DELETE':
      ctx.faults.set(undefined);
      return sendEmpty(res, 204);
    default:
      throw graphErrors.methodNotAllowed();
  }
}

export function fakeGraphRequestListener(services: FakeGraphServices): RequestListener {
  return (req, res) => {
    route(services, req, res).catch((error: unknown) => sendError(res, error));
  };
}
