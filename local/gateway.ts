/**
 * The local stand-in for API Gateway (HTTP API + JWT authorizer) and CloudFront, on one origin:
 *   /v1/*          the shared route table: JWT check, payload 2.0 event, handler run in-process
 *   /config.json   the web app's runtime settings
 *   /2015-03-31/functions/{name}/invocations   Lambda Invoke for cognito-local's triggers
 *   anything else  the built web app (or a notice)
 * Every answer but the Invoke API's carries CloudFront's security headers (readiness.securityHeaders).
 * Route handlers run a bounded number at once, callers served in turn (fair-slots.ts), as AWS gives
 * each request an instance of its own; the Invoke API, `/config.json` and the web app never wait for
 * a slot (a route waiting on Cognito, which waits on a trigger, would otherwise wait on itself).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { API_BASE, type RouteDefinition, matchPath, routeKey } from '../shared/core/route-definition';
import type { RuntimeConfig } from '../shared/core/runtime-config';
import { DEFAULT_ROUTE_SLOTS, createFairSlots } from './fair-slots';
import { isPortTaken, listenOn } from './free-port';
import { HandlerTimeoutError, invokeHandler, loadHandler } from './handler-loader';
import { type HttpApiEvent, buildHttpApiEvent, newRequestId } from './http-api-event';
import { type HttpResponse, MalformedResultError, apiErrors, jsonResponse, toHttpResponse } from './http-api-result';
import type { JwtAuthorizer } from './jwt-authorizer';
import { createLambdaContext } from './lambda-context';
import { invokeFunction, invokedFunctionName } from './lambda-invoke';
import { type ResponseHeaders, serveNoWeb, serveStatic } from './static-files';
import type { LocalTrigger } from './triggers';

/** Every local server listens here only: the stand-ins have no real authentication. */
export const LOOPBACK_HOST = '127.0.0.1';

/** API Gateway's payload limit. */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
/** API Gateway's (HTTP API) integration timeout. */
export const INTEGRATION_TIMEOUT_MS = 30_000;

export interface GatewayOptions {
  routes: readonly RouteDefinition[];
  triggers: readonly LocalTrigger[];
  /** Directory of the built web app; undefined when the web is served elsewhere. */
  webRoot?: string;
  /** One line per API call; silent when omitted. */
  log?: (line: string) => void;
  /**
   * The access key id the local identity provider signs its trigger invocations with (made anew
   * for each stack): the Invoke API answers no one else. Without it, the Invoke API is closed.
   */
  invokeAccessKeyId?: string;
  /** Route invocations run at once (DEFAULT_ROUTE_SLOTS); more wait for a slot in their caller's queue. */
  routeSlots?: number;
}

/** A request from this machine: the local stack serves no other. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address ?? '');
}

/** True when an Invoke request is SigV4-signed with the local stack's own access key id. */
export function isInvokeFromStack(req: Pick<IncomingMessage, 'headers' | 'socket'>, accessKeyId: string | undefined): boolean {
  if (!accessKeyId || !isLoopbackAddress(req.socket.remoteAddress)) return false;
  const authorization = req.headers.authorization ?? '';
  return authorization.startsWith('AWS4-HMAC-SHA256 ') && authorization.includes(`Credential=${accessKeyId}/`);
}

/** What the gateway needs once the user pool exists. Until then every path answers 503. */
export interface GatewayReadiness {
  authorizer: JwtAuthorizer;
  runtimeConfig: RuntimeConfig;
  /**
   * The headers CloudFront's response headers policy adds (infra/security-headers.ts, for the local
   * origins), on the web app, `/config.json` and `/v1` alike; they replace a handler's own, as the
   * policy's `override` does.
   */
  securityHeaders: ResponseHeaders;
}

export interface Gateway {
  readonly server: http.Server;
  /** Listens on `host`, loopback (127.0.0.1) unless told otherwise; answers the port bound (`port` 0: any). */
  listen(port: number, host?: string): Promise<number>;
  setReady(readiness: GatewayReadiness): void;
  close(): Promise<void>;
}

class BodyTooLargeError extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLargeError());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** `headers` with `overrides` in place of any header of the same name (in any case). */
function overriding(headers: Readonly<Record<string, string>>, overrides: ResponseHeaders): Record<string, string> {
  const kept = Object.entries(headers).filter(([name]) => !(name.toLowerCase() in overrides));
  return { ...Object.fromEntries(kept), ...overrides };
}

function writeResponse(res: ServerResponse, method: string, response: HttpResponse, requestId?: string, overrides: ResponseHeaders = {}): void {
  const headers: http.OutgoingHttpHeaders = { ...overriding(response.headers, overrides), 'content-length': response.body.length };
  if (requestId) headers['apigw-requestid'] = requestId;
  if (response.cookies.length > 0) headers['set-cookie'] = response.cookies;
  res.writeHead(response.statusCode, headers);
  res.end(method === 'HEAD' ? undefined : response.body);
}

function findRoute(routes: readonly RouteDefinition[], method: string, pathname: string) {
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

export function createGateway(options: GatewayOptions): Gateway {
  const log = options.log ?? (() => undefined);
  let readiness: GatewayReadiness | undefined;
  const slots = createFairSlots(options.routeSlots ?? DEFAULT_ROUTE_SLOTS);

  /** The API answer, and why the gateway itself refused, if it did. */
  async function handleApi(
    req: IncomingMessage,
    method: string,
    pathname: string,
    requestId: string,
  ): Promise<{ response: HttpResponse; refusal?: string; waitedMs?: number }> {
    if (!readiness) return { response: apiErrors.unavailable(), refusal: 'starting' };
    // Like API Gateway, refuse an oversized payload before routing; drain it so the client sees the answer.
    if (Number(req.headers['content-length']) > MAX_REQUEST_BYTES) {
      req.resume();
      return { response: apiErrors.tooLarge(), refusal: 'body over 10 MB' };
    }
    const match = findRoute(options.routes, method, pathname);
    if (!match) return { response: apiErrors.notFound(), refusal: 'no route' };
    const { route, params } = match;

    let claims: Record<string, unknown> | undefined;
    if (route.access !== 'public') {
      const authorization = await readiness.authorizer(req.headers.authorization);
      if (!authorization.authorized) {
        return { response: apiErrors.unauthorized(authorization.wwwAuthenticate), refusal: `authorizer: ${authorization.reason}` };
      }
      claims = authorization.claims as Record<string, unknown>;
    }

    let body: Buffer;
    try {
      body = await readBody(req, MAX_REQUEST_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return { response: apiErrors.tooLarge(), refusal: 'body over 10 MB' };
      throw error;
    }
    // The event is made on arrival (its time is the request's); the handler's 30 s start with its slot.
    const event = buildHttpApiEvent(
      { method, url: req.url ?? pathname, headers: req.headers, body, sourceIp: req.socket.remoteAddress },
      { routeKey: routeKey(route), pathParameters: params, claims, requestId },
    );
    // The caller: the verified token's subject, else (public routes) where the request came from.
    const caller = typeof claims?.sub === 'string' ? `sub:${claims.sub}` : `source:${req.socket.remoteAddress ?? ''}`;
    const arrived = Date.now();
    let waitedMs = 0;
    const response = await slots.run(caller, () => {
      waitedMs = Date.now() - arrived;
      return runRoute(route, event);
    });
    return { response, waitedMs };
  }

  async function runRoute(route: RouteDefinition, event: HttpApiEvent): Promise<HttpResponse> {
    const context = createLambdaContext({ functionName: route.id, timeoutMs: INTEGRATION_TIMEOUT_MS });
    try {
      const handler = await loadHandler(route.handler, route.id);
      const result = await invokeHandler(handler, event, context, INTEGRATION_TIMEOUT_MS);
      return toHttpResponse(result);
    } catch (error) {
      if (error instanceof HandlerTimeoutError) {
        console.error(`[gateway] ${route.id}: ${error.message}`);
        return apiErrors.unavailable();
      }
      const what = error instanceof MalformedResultError ? 'answered malformed' : 'failed';
      console.error(`[gateway] ${route.id} (${routeKey(route)}) ${what}:`, error);
      return apiErrors.internal();
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';

    const functionName = invokedFunctionName(method, pathname);
    if (functionName !== undefined) {
      if (!isInvokeFromStack(req, options.invokeAccessKeyId)) {
        req.resume();
        log(`${method} ${pathname} 403 (Invoke not from the local identity provider)`);
        writeResponse(res, method, jsonResponse(403, { Type: 'User', Message: 'Only the local stack may invoke its functions' }, { 'x-amzn-errortype': 'AccessDeniedException' }));
        return;
      }
      let payload: Buffer;
      try {
        payload = await readBody(req, 6 * 1024 * 1024);
      } catch {
        writeResponse(res, method, jsonResponse(413, { Type: 'User', Message: 'Request payload too large' }));
        return;
      }
      const invocationType = req.headers['x-amz-invocation-type'];
      writeResponse(res, method, await invokeFunction(functionName, payload, options.triggers, log, typeof invocationType === 'string' ? invocationType : undefined));
      return;
    }

    if (!readiness) {
      req.resume();
      writeResponse(res, method, apiErrors.unavailable());
      return;
    }
    const { securityHeaders } = readiness;

    if (pathname === '/config.json' && (method === 'GET' || method === 'HEAD')) {
      writeResponse(res, method, jsonResponse(200, readiness.runtimeConfig, { 'cache-control': 'no-store' }), undefined, securityHeaders);
      return;
    }

    if (pathname === API_BASE || pathname.startsWith(`${API_BASE}/`)) {
      const started = Date.now();
      const requestId = newRequestId();
      const { response, refusal, waitedMs } = await handleApi(req, method, pathname, requestId);
      // An answer given before the body was read (no route, no token, still starting): read the rest
      // and drop it, so the client sees the answer rather than a broken pipe mid-upload.
      if (!req.readableEnded) req.resume();
      const waited = waitedMs ? ` (${waitedMs}ms waiting for a slot)` : '';
      log(`${method} ${pathname} ${response.statusCode} ${Date.now() - started}ms${refusal ? ` (${refusal})` : ''}${waited}`);
      writeResponse(res, method, response, requestId, securityHeaders);
      return;
    }

    if (options.webRoot) serveStatic(req, res, options.webRoot, securityHeaders);
    else serveNoWeb(req, res, securityHeaders);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[gateway] unexpected error:', error);
      if (!res.headersSent) writeResponse(res, req.method ?? 'GET', apiErrors.internal());
      else res.destroy();
    });
  });
  // Large uploads may take a while on slow machines; API Gateway allows 30 s per integration.
  server.requestTimeout = 60_000;
  // Idle connections stay open a minute (Node's default is 5 s). A client reuses a kept-alive socket
  // until its own timer, a second or two under the server's, says otherwise; a client whose event loop
  // was busy (serializing a 5 MB body) missed that timer and wrote into a socket the gateway had just
  // closed: EPIPE, a request lost for nothing.
  server.keepAliveTimeout = 65_000;

  return {
    server,
    async listen(port, host = LOOPBACK_HOST) {
      try {
        return (await listenOn(server, port, host)).port;
      } catch (error) {
        if (!isPortTaken(error)) throw error;
        throw new Error(`Port ${port} is already in use: stop whatever uses it or choose another with PORT=<port>`);
      }
    },
    setReady(next) {
      readiness = next;
    },
    close() {
      return new Promise((resolve) => {
        if (!server.listening) {
          resolve();
          return;
        }
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
