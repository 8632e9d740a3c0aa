/**
 * The local S3's verifying front: an HTTP server on the S3 endpoint's port that refuses what Amazon
 * S3 refuses, and hands everything else to the S3-compatible server behind it (s3rver, on a loopback
 * port of its own) — the same answer S3 would give either way:
 *
 * - every request but a CORS preflight must be SigV4-signed, in its header or its query string, by a
 *   known key, for this region, unexpired, with every signed header as signed (s3-signature.ts);
 * - a write's body must match its checksums and payload hash; aws-chunked bodies are decoded
 *   (s3-checksums.ts);
 * - PutObject honours `If-None-Match: *` and `If-Match`, CopyObject its `x-amz-copy-source-if-*`
 *   conditions (412 PreconditionFailed), one write per key at a time so a condition holds until the
 *   write is done; a write or delete that s3rver fails because of its own folder clean-up is tried
 *   again (S3 has no folders).
 *
 * Its own refusals carry S3's XML error and the bucket's CORS headers, so a browser can read them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkWriteBody } from './s3-checksums';
import { S3Refusal, newRequestId, preconditionFailed, s3ErrorXml } from './s3-errors';
import { type QueryParameters, type SigV4Options, type VerifiedRequest, parseQuery, verifySignature } from './s3-signature';
import { listenOnPreferredPort } from './free-port';

/** S3 takes up to 5 GB in one PUT; the local front holds a body in memory to check it, so less. */
export const MAX_LOCAL_PUT_BYTES = 512 * 1024 * 1024;

/** Headers about this hop only, never forwarded (RFC 9110), and `expect` (the front sends the body at once). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'expect']);
/** What described an aws-chunked body: the server behind gets the decoded bytes instead. */
const CHUNKED_ONLY = new Set(['x-amz-decoded-content-length', 'x-amz-trailer', 'content-length']);

export interface VerifyingFrontOptions extends SigV4Options {
  /** The S3-compatible server behind (s3rver): `{ host, port }` on loopback. */
  upstream: { host: string; port: number };
  /** Preferred port (taken when free, else any; 0 or absent: any). */
  port?: number;
  host?: string;
  /** Origins the bucket's CORS rule allows: the front's own refusals carry their CORS headers. */
  origins: readonly string[];
  log?: (line: string) => void;
}

export interface VerifyingFront {
  address: AddressInfo;
  close(): Promise<void>;
}

interface Head {
  status: number;
  etag?: string;
  lastModified?: Date;
}

const unquote = (etag: string) => etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
const etagMatches = (condition: string, etag: string | undefined) =>
  etag !== undefined && condition.split(',').some((candidate) => candidate.trim() === '*' || unquote(candidate) === unquote(etag));

/** Tries of a write or delete that s3rver failed with a 500 (see withFolderRaceRetries). */
const FOLDER_RACE_TRIES = 5;

/**
 * s3rver keeps objects in folders on disk and removes a folder a delete left empty, which races with
 * a write or delete beside it: under load it answered 500 to about a third of a batch's parallel
 * deletes. S3 has no folders and never fails so, and these requests are idempotent once their
 * conditions were checked: the front tries them again (the body is held whole) so the stand-in's own
 * fault never reaches a client.
 */
async function withFolderRaceRetries(send: () => Promise<http.IncomingMessage>): Promise<http.IncomingMessage> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send();
    if (answer.statusCode !== 500 || attempt >= FOLDER_RACE_TRIES) return answer;
    answer.resume();
    await new Promise((resolve) => setTimeout(resolve, 5 * attempt));
  }
}

export async function startVerifyingFront(options: VerifyingFrontOptions): Promise<VerifyingFront> {
  const agent = new http.Agent({ keepAlive: true });
  const log = options.log ?? (() => undefined);
  // One write per key at a time: a conditional write's check and the write itself are one step.
  const writing = new Map<string, Promise<unknown>>();

  const serialized = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const previous = writing.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    const settled = next.catch(() => undefined);
    writing.set(key, settled);
    void settled.then(() => {
      if (writing.get(key) === settled) writing.delete(key);
    });
    return next;
  };

  /** A request to the server behind, with the body given whole. */
  const upstream = (method: string, path: string, headers: http.OutgoingHttpHeaders, body?: Buffer): Promise<http.IncomingMessage> =>
    new Promise((resolve, reject) => {
      const forward = http.request({ host: options.upstream.host, port: options.upstream.port, method, path, headers, agent }, resolve);
      forward.on('error', reject);
      forward.end(body);
    });

  /** HEAD of an object behind the front (signed requests only reach here; s3rver checks none). */
  const headObject = async (objectPath: string, host: string): Promise<Head> => {
    const answer = await upstream('HEAD', objectPath, { host });
    answer.resume();
    const lastModified = answer.headers['last-modified'];
    return {
      status: answer.statusCode ?? 500,
      etag: typeof answer.headers.etag === 'string' ? answer.headers.etag : undefined,
      lastModified: lastModified ? new Date(lastModified) : undefined,
    };
  };

  const corsHeaders = (request: http.IncomingMessage): Record<string, string> => {
    const origin = request.headers.origin;
    if (!origin || !options.origins.includes(origin)) return {};
    return { 'access-control-allow-origin': origin, 'access-control-expose-headers': 'ETag', vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method' };
  };

  const refuse = (request: http.IncomingMessage, response: http.ServerResponse, refusal: S3Refusal) => {
    const requestId = newRequestId();
    const body = request.method === 'HEAD' ? '' : s3ErrorXml(refusal, requestId);
    response.writeHead(refusal.status, {
      'content-type': 'application/xml',
      'content-length': Buffer.byteLength(body),
      'x-amz-request-id': requestId,
      ...corsHeaders(request),
    });
    response.end(body);
  };

  const readBody = (request: http.IncomingMessage): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const tooLarge = new S3Refusal(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', {
        MaxSizeAllowed: String(MAX_LOCAL_PUT_BYTES),
      });
      if (Number(request.headers['content-length'] ?? 0) > MAX_LOCAL_PUT_BYTES) {
        request.resume();
        reject(tooLarge);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      request.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_LOCAL_PUT_BYTES) {
          request.destroy();
          reject(tooLarge);
          return;
        }
        chunks.push(chunk);
      });
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });

  /** Conditions S3 checks before a PutObject or CopyObject writes (412, or 404 for If-Match on nothing). */
  const checkConditions = async (request: http.IncomingMessage, objectPath: string, query: QueryParameters) => {
    const host = request.headers.host ?? '';
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const copySource = header('x-amz-copy-source');
    const isPart = query.partNumber !== undefined || query.uploadId !== undefined;
    if (copySource === undefined && !isPart) {
      const ifNoneMatch = header('if-none-match');
      const ifMatch = header('if-match');
      if (ifNoneMatch === undefined && ifMatch === undefined) return;
      if (ifNoneMatch !== undefined && ifNoneMatch.trim() !== '*') {
        throw new S3Refusal(501, 'NotImplemented', 'A header you provided implies functionality that is not implemented', { Header: 'If-None-Match' });
      }
      const target = await headObject(objectPath, host);
      const exists = target.status === 200;
      if (ifNoneMatch !== undefined && exists) throw preconditionFailed('If-None-Match');
      if (ifMatch !== undefined) {
        if (!exists) throw new S3Refusal(404, 'NoSuchKey', 'The specified key does not exist.');
        if (!etagMatches(ifMatch, target.etag)) throw preconditionFailed('If-Match');
      }
      return;
    }
    if (copySource === undefined) return;
    const ifMatch = header('x-amz-copy-source-if-match');
    const ifNoneMatch = header('x-amz-copy-source-if-none-match');
    const ifUnmodifiedSince = header('x-amz-copy-source-if-unmodified-since');
    const ifModifiedSince = header('x-amz-copy-source-if-modified-since');
    if ([ifMatch, ifNoneMatch, ifUnmodifiedSince, ifModifiedSince].every((value) => value === undefined)) return;
    let decoded: string;
    try {
      decoded = decodeURIComponent(copySource.split('?')[0] ?? '');
    } catch {
      throw new S3Refusal(400, 'InvalidArgument', 'Copy Source must mention the source bucket and key: sourcebucket/sourcekey', { ArgumentName: 'x-amz-copy-source' });
    }
    const source = await headObject(`/${decoded.replace(/^\//, '').split('/').map(encodeURIComponent).join('/')}`, host);
    // A missing source is the server's 404 NoSuchKey, as S3 answers it.
    if (source.status !== 200) return;
    const modified = source.lastModified?.getTime() ?? 0;
    // S3's rules: If-Match true wins over If-Unmodified-Since; If-None-Match false fails whatever If-Modified-Since says.
    if (ifMatch !== undefined) {
      if (!etagMatches(ifMatch, source.etag)) throw preconditionFailed('x-amz-copy-source-If-Match');
    } else if (ifUnmodifiedSince !== undefined && modified > new Date(ifUnmodifiedSince).getTime()) {
      throw preconditionFailed('x-amz-copy-source-If-Unmodified-Since');
    }
    if (ifNoneMatch !== undefined) {
      if (etagMatches(ifNoneMatch, source.etag)) throw preconditionFailed('x-amz-copy-source-If-None-Match');
    } else if (ifModifiedSince !== undefined && modified <= new Date(ifModifiedSince).getTime()) {
      throw preconditionFailed('x-amz-copy-source-If-Modified-Since');
    }
  };

  /** The request's headers for the server behind: this hop's own dropped, an aws-chunked body's description too. */
  const forwardedHeaders = (request: http.IncomingMessage, body: Buffer | undefined, wasChunked: boolean): http.OutgoingHttpHeaders => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name) || (wasChunked && CHUNKED_ONLY.has(name))) continue;
      headers[name] = value;
    }
    if (wasChunked) {
      const encodings = String(request.headers['content-encoding'] ?? '')
        .split(',')
        .map((encoding) => encoding.trim())
        .filter((encoding) => encoding !== '' && encoding !== 'aws-chunked');
      if (encodings.length > 0) headers['content-encoding'] = encodings.join(', ');
      else delete headers['content-encoding'];
      headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
    }
    if (body !== undefined) headers['content-length'] = body.length;
    return headers;
  };

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const queryStart = url.indexOf('?');
    const path = queryStart < 0 ? url : url.slice(0, queryStart);
    const rawQuery = queryStart < 0 ? '' : url.slice(queryStart + 1);

    // CORS preflights are unsigned by design: the bucket's CORS rule (s3rver) answers them.
    let verified: VerifiedRequest | undefined;
    if (method !== 'OPTIONS') {
      verified = await verifySignature({ method, path, rawQuery, headers: request.headersDistinct }, options);
    }
    const query = parseQuery(rawQuery);
    const writes = method === 'PUT' || method === 'POST';
    let body: Buffer | undefined;
    let wasChunked = false;
    if (writes) {
      const raw = await readBody(request);
      const headers = Object.fromEntries(Object.entries(request.headersDistinct).map(([name, values]) => [name, values?.join(',')]));
      ({ bytes: body, wasChunked } = checkWriteBody({ headers, query: verified?.mechanism === 'query' ? query : {}, body: raw }));
    }

    const forward = () => upstream(method, url, forwardedHeaders(request, body, wasChunked), body);
    const send = async () => {
      if (method === 'PUT') await checkConditions(request, path, query);
      return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? forward() : withFolderRaceRetries(forward);
    };
    const answer = method === 'PUT' ? await serialized(path, send) : await send();
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    response.writeHead(answer.statusCode ?? 500, headers);
    answer.pipe(response);
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (error instanceof S3Refusal) {
        refuse(request, response, error);
      } else {
        log(`[s3] ${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
        refuse(request, response, new S3Refusal(500, 'InternalError', 'We encountered an internal error. Please try again.'));
      }
      // A refused body may still be arriving: drain it so the client reads the answer.
      request.resume();
    });
  });
  const address = await listenOnPreferredPort(server, options.host ?? '127.0.0.1', options.port);
  return {
    address,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
