/**
 * Turns what a Lambda handler returned into the HTTP response API Gateway (HTTP API, payload 2.0)
 * would send: a `{ statusCode, headers, cookies, body, isBase64Encoded }` object as given, anything
 * else as a 200 JSON answer (a string as the body itself, other values serialized). A malformed
 * answer, like a Lambda error, becomes 500 `{"message":"Internal Server Error"}`.
 */

export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/** Lambda's limit for a synchronous response payload. */
export const MAX_LAMBDA_RESPONSE_BYTES = 6 * 1024 * 1024;

export class MalformedResultError extends Error {
  constructor(detail: string) {
    super(`Malformed Lambda proxy response: ${detail}`);
    this.name = 'MalformedResultError';
  }
}

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', ...headers },
    cookies: [],
    body: Buffer.from(JSON.stringify(body)),
  };
}

export const apiErrors = {
  unauthorized: (wwwAuthenticate: string) => jsonResponse(401, { message: 'Unauthorized' }, { 'www-authenticate': wwwAuthenticate }),
  notFound: () => jsonResponse(404, { message: 'Not Found' }),
  tooLarge: () => jsonResponse(413, { message: 'Request Entity Too Large' }),
  internal: () => jsonResponse(500, { message: 'Internal Server Error' }),
  unavailable: () => jsonResponse(503, { message: 'Service Unavailable' }),
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function toHttpResponse(result: unknown): HttpResponse {
  // What a handler returns travels as JSON in Lambda: Dates become strings, undefined becomes null.
  const serialized = JSON.stringify(result) ?? 'null';
  if (Buffer.byteLength(serialized) > MAX_LAMBDA_RESPONSE_BYTES) {
    throw new MalformedResultError('the response payload is larger than Lambda allows (6 MB)');
  }
  const value = JSON.parse(serialized) as unknown;

  if (!isRecord(value) || !('statusCode' in value)) {
    const body = typeof value === 'string' ? value : serialized;
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body) };
  }

  const { statusCode, headers, cookies, body, isBase64Encoded } = value;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) {
    throw new MalformedResultError(`statusCode ${JSON.stringify(statusCode)} is not an HTTP status`);
  }
  if (body !== undefined && body !== null && typeof body !== 'string') {
    throw new MalformedResultError('body must be a string');
  }
  const responseHeaders: Record<string, string> = {};
  if (headers !== undefined && headers !== null) {
    if (!isRecord(headers)) throw new MalformedResultError('headers must be an object');
    for (const [name, headerValue] of Object.entries(headers)) {
      if (headerValue === null || headerValue === undefined) continue;
      if (typeof headerValue === 'object') throw new MalformedResultError(`header ${name} must be a string`);
      responseHeaders[name.toLowerCase()] = String(headerValue);
    }
  }
  const responseCookies: string[] = [];
  if (cookies !== undefined && cookies !== null) {
    if (!Array.isArray(cookies) || cookies.some((cookie) => typeof cookie !== 'string')) {
      throw new MalformedResultError('cookies must be an array of strings');
    }
    responseCookies.push(...(cookies as string[]));
  }
  const bodyBuffer = typeof body === 'string' ? Buffer.from(body, isBase64Encoded === true ? 'base64' : 'utf8') : Buffer.alloc(0);
  return { statusCode, headers: responseHeaders, cookies: responseCookies, body: bodyBuffer };
}
