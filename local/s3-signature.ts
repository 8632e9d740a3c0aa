/**
 * Signature Version 4 as Amazon S3 checks it, for the local S3's verifying front: a request signed
 * in its `Authorization` header (the SDK's own calls) or in its query string (presigned URLs) is
 * recomputed with the SDK's signer (`@smithy/signature-v4`) from what actually arrived — method,
 * path (the object key), query, the values of every signed header, the payload hash — with the
 * secret key of its access key id, and refused with S3's error when it differs, has expired, names
 * an unknown key or another region, or carries `x-amz-*` headers it did not sign.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  ALGORITHM_IDENTIFIER,
  MAX_PRESIGNED_TTL,
  SignatureV4,
  UNSIGNED_PAYLOAD,
  getCanonicalHeaders,
} from '@smithy/signature-v4';
import type { AwsCredentialIdentity, Checksum, HttpRequest, SourceData } from '@smithy/types';
import { S3Refusal, accessDenied, invalidRequest, signatureDoesNotMatch } from './s3-errors';

/** S3 refuses a header-signed request whose time is further than this from its own. */
export const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

/** Node's SHA-256 (HMAC when keyed) in the shape the signer takes. */
class NodeSha256 implements Checksum {
  private hash;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.start();
  }
  private start() {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(this.secret));
  }
  update(data: Uint8Array): void {
    this.hash.update(data);
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    this.hash = this.start();
  }
}

function toBuffer(data: SourceData): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/** The SDK's signer, asked for the pieces S3 shows when a signature does not match. */
class SignatureRecomputer extends SignatureV4 {
  constructor(credentials: AwsCredentialIdentity, region: string) {
    // S3 signs the path as the client encoded it (no second encoding), like the SDK's S3 signer.
    super({ credentials, region, service: 's3', sha256: NodeSha256, uriEscapePath: false, applyChecksum: false });
  }

  async recompute(request: HttpRequest, canonicalHeaders: Record<string, string>, payloadHash: string, credential: Credential) {
    const canonicalRequest = this.createCanonicalRequest(request, canonicalHeaders, payloadHash);
    const stringToSign = await this.createStringToSign(credential.longDate, credential.scope, canonicalRequest, ALGORITHM_IDENTIFIER);
    const signature = await this.sign(stringToSign, {
      signingDate: credential.signingDate,
      signingRegion: credential.region,
      signingService: credential.service,
    });
    return { canonicalRequest, stringToSign, signature };
  }
}

/** What arrived, before any body: the raw path and query as sent, and Node's header views. */
export interface ArrivedRequest {
  method: string;
  /** The path as sent (percent-encoded), without the query. */
  path: string;
  /** The query string as sent, without `?`. */
  rawQuery: string;
  /** Every value of every header, by lower-case name (Node's `headersDistinct`). */
  headers: Readonly<Record<string, readonly string[] | undefined>>;
}

export interface SigV4Options {
  /** The access keys the store knows (the local stack: LOCAL_S3_CREDENTIALS). */
  credentials: readonly AwsCredentialIdentity[];
  region: string;
  now?: () => Date;
}

export interface VerifiedRequest {
  mechanism: 'header' | 'query';
  accessKeyId: string;
  /** The payload hash the signature covers (a SHA-256, UNSIGNED-PAYLOAD or STREAMING-…). */
  payloadHash: string;
  signedHeaders: readonly string[];
}

interface Credential {
  accessKeyId: string;
  shortDate: string;
  region: string;
  service: string;
  scope: string;
  longDate: string;
  signingDate: Date;
}

export type QueryParameters = Record<string, string | string[]>;

/** RFC 3986 encoding, as SigV4 (and the SDK's S3 serializer) writes path segments and query parts. */
const escapeUri = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

const invalidUri = () => new S3Refusal(400, 'InvalidURI', "Couldn't parse the specified URI.");

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw invalidUri();
  }
}

/** The query's parameters, decoded (a repeated name keeps every value). */
export function parseQuery(rawQuery: string): QueryParameters {
  const parameters: QueryParameters = {};
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = decode(equals < 0 ? part : part.slice(0, equals));
    const value = equals < 0 ? '' : decode(part.slice(equals + 1));
    const previous = parameters[name];
    parameters[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return parameters;
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The canonical path: each segment decoded and encoded again, so `%28` and `(` sign alike, as in S3. */
function canonicalPath(path: string): string {
  return path
    .split('/')
    .map((segment) => escapeUri(decode(segment)))
    .join('/');
}

/** `20261125T110642Z` → its Date, or undefined when it is not one. */
function parseAmzDate(text: string | undefined): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '');
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const iso = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * Checks a request's signature as S3 does and answers what it signed; throws the S3 refusal
 * otherwise. A request with neither an Authorization header nor X-Amz-Algorithm is anonymous:
 * refused (403 AccessDenied), as by a private bucket.
 */
export async function verifySignature(request: ArrivedRequest, options: SigV4Options): Promise<VerifiedRequest> {
  const now = (options.now ?? (() => new Date()))();
  const query = parseQuery(request.rawQuery);
  const header = (name: string) => request.headers[name]?.join(',');
  const authorization = header('authorization');
  const byQuery = query['X-Amz-Algorithm'] !== undefined;

  if (authorization !== undefined && byQuery) {
    throw new S3Refusal(400, 'InvalidArgument', 'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified', {
      ArgumentName: 'Authorization',
    });
  }
  if (authorization === undefined && !byQuery) {
    if (query.Signature !== undefined || query.AWSAccessKeyId !== undefined) throw unsupportedMechanism();
    throw accessDenied();
  }

  const malformed = (message: string) =>
    byQuery ? new S3Refusal(400, 'AuthorizationQueryParametersError', message) : new S3Refusal(400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; ${message}`);

  // What the client claims it signed, from the header or the query.
  let credentialText: string;
  let signedHeaderText: string;
  let signatureProvided: string;
  let longDate: string | undefined;
  if (byQuery) {
    if (single(query['X-Amz-Algorithm']) !== ALGORITHM_IDENTIFIER) throw malformed(`X-Amz-Algorithm only supports "${ALGORITHM_IDENTIFIER}"`);
    const required = ['X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-SignedHeaders', 'X-Amz-Signature'];
    const missing = required.filter((name) => single(query[name]) === undefined);
    if (missing.length > 0) {
      throw malformed(`Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.`);
    }
    credentialText = single(query['X-Amz-Credential']) ?? '';
    signedHeaderText = single(query['X-Amz-SignedHeaders']) ?? '';
    signatureProvided = single(query['X-Amz-Signature']) ?? '';
    longDate = single(query['X-Amz-Date']);
  } else {
    const [algorithm, ...rest] = (authorization ?? '').trim().split(' ');
    if (algorithm !== ALGORITHM_IDENTIFIER) throw unsupportedMechanism();
    const components = new Map(
      rest
        .join('')
        .split(',')
        .map((component) => {
          const equals = component.indexOf('=');
          return [component.slice(0, equals).trim(), component.slice(equals + 1).trim()] as const;
        }),
    );
    for (const name of ['Credential', 'SignedHeaders', 'Signature']) {
      if (!components.get(name)) throw malformed(`missing ${name}.`);
    }
    credentialText = components.get('Credential') ?? '';
    signedHeaderText = components.get('SignedHeaders') ?? '';
    signatureProvided = components.get('Signature') ?? '';
    longDate = header('x-amz-date');
    if (longDate === undefined) throw accessDenied('AWS authentication requires a valid Date or x-amz-date header');
  }

  const signingDate = parseAmzDate(longDate);
  if (!signingDate || longDate === undefined) {
    throw byQuery ? malformed('X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd\'T\'HHmmss\'Z\'"') : accessDenied('AWS authentication requires a valid Date or x-amz-date header');
  }

  // Credential=<key>/<yyyymmdd>/<region>/s3/aws4_request
  const [accessKeyId = '', shortDate = '', region = '', service = '', terminator = '', ...extra] = credentialText.split('/');
  if (extra.length > 0 || terminator !== 'aws4_request') throw malformed(`the Credential is mal-formed; expecting "<YOUR-AKID>/YYYYMMDD/REGION/SERVICE/aws4_request".`);
  const credentials = options.credentials.find((candidate) => candidate.accessKeyId === accessKeyId);
  if (!credentials) {
    throw new S3Refusal(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', { AWSAccessKeyId: accessKeyId });
  }
  if (region !== options.region) throw malformed(`the region '${region}' is wrong; expecting '${options.region}'`);
  if (service !== 's3') throw malformed(`incorrect service "${service}". This endpoint belongs to "s3".`);
  if (shortDate !== longDate.slice(0, 8)) throw malformed(`Invalid credential date "${shortDate}". This date is not the same as X-Amz-Date: "${longDate.slice(0, 8)}".`);

  if (byQuery) {
    const expiresText = single(query['X-Amz-Expires']) ?? '';
    const expires = /^\d+$/.test(expiresText) ? Number(expiresText) : Number.NaN;
    if (Number.isNaN(expires)) throw malformed('X-Amz-Expires should be a number');
    if (expires > MAX_PRESIGNED_TTL) throw malformed(`X-Amz-Expires must be less than a week (in seconds) that is ${MAX_PRESIGNED_TTL}`);
    if (signingDate.getTime() - now.getTime() > MAX_CLOCK_SKEW_MS) throw accessDenied('Request is not valid yet');
    const expiry = new Date(signingDate.getTime() + expires * 1000);
    if (now.getTime() > expiry.getTime()) {
      throw accessDenied('Request has expired', { 'X-Amz-Expires': expiresText, Expires: iso(expiry), ServerTime: iso(now) });
    }
  } else if (Math.abs(now.getTime() - signingDate.getTime()) > MAX_CLOCK_SKEW_MS) {
    throw new S3Refusal(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.', {
      RequestTime: longDate,
      ServerTime: iso(now),
      MaxAllowedSkewMilliseconds: String(MAX_CLOCK_SKEW_MS),
    });
  }

  const signedHeaders = signedHeaderText.split(';').map((name) => name.trim().toLowerCase());
  if (!signedHeaders.includes('host')) throw malformed(byQuery ? 'X-Amz-SignedHeaders must include host' : 'SignedHeaders must include host.');
  // S3 wants every x-amz-* header signed (the payload hash of a header-signed request included).
  const unsigned = Object.keys(request.headers).filter((name) => name.startsWith('x-amz-') && !signedHeaders.includes(name));
  if (unsigned.length > 0) throw accessDenied('There were headers present in the request which were not signed', { HeadersNotSigned: unsigned.join(', ') });

  let payloadHash: string;
  if (byQuery) {
    payloadHash = single(query['X-Amz-Content-Sha256']) ?? UNSIGNED_PAYLOAD;
  } else {
    const declared = header('x-amz-content-sha256');
    if (declared === undefined) throw invalidRequest('Missing required header for this request: x-amz-content-sha256');
    payloadHash = declared;
  }

  // The values of the signed headers as they arrived (repeats joined by commas, spaces folded by the signer).
  const arrived: Record<string, string> = {};
  for (const name of signedHeaders) {
    const values = request.headers[name];
    if (values !== undefined) arrived[name] = values.map((value) => value.trim()).join(',');
  }
  const canonicalQuery: QueryParameters = { ...query };
  if (byQuery) delete canonicalQuery['X-Amz-Signature'];
  const signable: HttpRequest = {
    method: request.method,
    protocol: 'http:',
    hostname: '',
    path: canonicalPath(request.path),
    query: canonicalQuery,
    headers: arrived,
  };
  const canonicalHeaders = getCanonicalHeaders(signable, undefined, new Set(signedHeaders));
  const credential: Credential = { accessKeyId, shortDate, region, service, scope: `${shortDate}/${region}/${service}/aws4_request`, longDate, signingDate };
  const recomputed = await new SignatureRecomputer(credentials, options.region).recompute(signable, canonicalHeaders, payloadHash, credential);
  const matches =
    recomputed.signature.length === signatureProvided.length && timingSafeEqual(Buffer.from(recomputed.signature), Buffer.from(signatureProvided));
  // A signed header that did not arrive leaves the canonical request with fewer headers: it cannot match either.
  if (!matches || Object.keys(canonicalHeaders).length !== signedHeaders.length) {
    throw signatureDoesNotMatch({
      AWSAccessKeyId: accessKeyId,
      StringToSign: recomputed.stringToSign,
      SignatureProvided: signatureProvided,
      CanonicalRequest: recomputed.canonicalRequest,
    });
  }
  return { mechanism: byQuery ? 'query' : 'header', accessKeyId, payloadHash, signedHeaders };
}

const unsupportedMechanism = () => invalidRequest('The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.');
