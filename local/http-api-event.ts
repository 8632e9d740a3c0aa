/**
 * Builds the event API Gateway HTTP APIs send to a Lambda integration, payload format 2.0, from a
 * plain HTTP request. Used by the local gateway, and by `npm run invoke` / the sample events.
 *
 * Shape as AWS sends it: lower-case headers (repeated ones joined with a comma), cookies taken out of
 * the headers into `cookies`, `queryStringParameters` / `pathParameters` / `body` absent when empty,
 * text bodies as strings and other bodies base64, and for JWT routes the verified claims with every
 * value as a string (arrays rendered like `[admin staff]`).
 */
import { randomBytes } from 'node:crypto';
import type {
  APIGatewayEventRequestContextJWTAuthorizer,
  APIGatewayEventRequestContextV2,
  APIGatewayProxyEventV2WithRequestContext,
} from 'aws-lambda';
import { LOCAL_ACCOUNT_ID } from './lambda-context';

export type HttpApiRequestContext = APIGatewayEventRequestContextV2 & {
  authorizer?: APIGatewayEventRequestContextJWTAuthorizer;
};

export type HttpApiEvent = APIGatewayProxyEventV2WithRequestContext<HttpApiRequestContext>;

export interface HttpApiRequest {
  method: string;
  /** Path and query string as received, e.g. `/v1/clients/u1?limit=10`. */
  url: string;
  /** Header values by name (any case); repeated headers as arrays. */
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer | string;
  sourceIp?: string;
}

export interface HttpApiEventOptions {
  /** The matched route, e.g. `GET /v1/clients/{userId}` (`$default` when none). */
  routeKey: string;
  /** Decoded path parameters of the matched route. */
  pathParameters?: Record<string, string>;
  /** The verified JWT payload, for routes behind the JWT authorizer. */
  claims?: Record<string, unknown>;
  requestId?: string;
  now?: Date;
  apiId?: string;
  accountId?: string;
  stage?: string;
}

const TEXT_CONTENT_TYPES = [/^text\//, /^application\/(json|javascript|xml|ecmascript)\b/, /\+(json|xml)\b/];

/** Whether API Gateway passes a body of this content type as text (otherwise as base64). */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.toLowerCase();
  return TEXT_CONTENT_TYPES.some((pattern) => pattern.test(type));
}

/** A JWT claim as API Gateway hands it over: always a string. */
export function claimToString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map(claimToString).join(' ')}]`;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function stringifyClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(payload).map(([name, value]) => [name, claimToString(value)]));
}

/** An id shaped like API Gateway's (`JKJaXmPLvHcESHA=`). */
export function newRequestId(): string {
  return randomBytes(10).toString('base64');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `12/Mar/2020:19:03:58 +0000`, the format of `requestContext.time`. */
export function formatRequestTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/**
 * Sets `name` as an own property, as the JSON of AWS's event has it once parsed: a plain assignment
 * of `__proto__` would change the object's prototype instead, and the name would vanish from the
 * event (a strict schema would then never see it).
 */
function setOwn(record: Record<string, string>, name: string, value: string): void {
  Object.defineProperty(record, name, { value, enumerable: true, writable: true, configurable: true });
}

/** The value of an own property only (never one inherited, such as `constructor`). */
const ownValue = (record: Record<string, string>, name: string) => (Object.hasOwn(record, name) ? record[name] : undefined);

function joinHeaders(headers: HttpApiRequest['headers']): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    const joined = Array.isArray(value) ? value.join(',') : value;
    const earlier = ownValue(result, key);
    setOwn(result, key, earlier === undefined ? joined : `${earlier},${joined}`);
  }
  return result;
}

function parseQuery(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    const earlier = ownValue(params, name);
    setOwn(params, name, earlier === undefined ? value : `${earlier},${value}`);
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

function parseCookies(cookieHeader: string | undefined): string[] | undefined {
  if (!cookieHeader) return undefined;
  const cookies = cookieHeader
    .split(/;\s*/)
    .map((cookie) => cookie.trim())
    .filter((cookie) => cookie !== '');
  return cookies.length > 0 ? cookies : undefined;
}

export function buildHttpApiEvent(request: HttpApiRequest, options: HttpApiEventOptions): HttpApiEvent {
  const now = options.now ?? new Date();
  const queryStart = request.url.indexOf('?');
  const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
  const method = request.method.toUpperCase();
  const sourceIp = (request.sourceIp ?? '127.0.0.1').replace(/^::ffff:/, '');

  const headers = joinHeaders(request.headers);
  const cookies = parseCookies(headers.cookie);
  delete headers.cookie;
  headers['x-forwarded-for'] ??= sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  const host = headers.host ?? 'localhost';
  headers['x-forwarded-port'] ??= /:(\d+)$/.exec(host)?.[1] ?? '80';
  headers['x-amzn-trace-id'] ??= `Root=1-${Math.floor(now.getTime() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;

  const bodyBuffer = request.body === undefined ? undefined : Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body);
  const hasBody = bodyBuffer !== undefined && bodyBuffer.length > 0;
  const asText = hasBody && isTextContentType(headers['content-type']);

  const domainName = host.replace(/:\d+$/, '');
  const requestId = options.requestId ?? newRequestId();
  const requestContext: HttpApiRequestContext = {
    accountId: options.accountId ?? LOCAL_ACCOUNT_ID,
    apiId: options.apiId ?? 'local',
    domainName,
    domainPrefix: domainName.split('.')[0] ?? domainName,
    http: {
      method,
      path: rawPath,
      protocol: 'HTTP/1.1',
      sourceIp,
      userAgent: headers['user-agent'] ?? '',
    },
    requestId,
    routeKey: options.routeKey,
    stage: options.stage ?? '$default',
    time: formatRequestTime(now),
    timeEpoch: now.getTime(),
  };
  if (options.claims) {
    // No route sets authorization scopes, and then API Gateway sends `scopes: null`.
    requestContext.authorizer = { jwt: { claims: stringifyClaims(options.claims), scopes: null } };
  }

  const event: HttpApiEvent = {
    version: '2.0',
    routeKey: options.routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext,
    isBase64Encoded: hasBody && !asText,
  };
  if (cookies) event.cookies = cookies;
  const query = parseQuery(rawQueryString);
  if (query) event.queryStringParameters = query;
  if (options.pathParameters && Object.keys(options.pathParameters).length > 0) event.pathParameters = { ...options.pathParameters };
  if (hasBody) event.body = asText ? bodyBuffer.toString('utf8') : bodyBuffer.toString('base64');
  return event;
}
