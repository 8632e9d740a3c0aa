/**
 * A small Microsoft Graph client for the OneDrive store, on the global `fetch` (the Graph SDK would
 * weigh on every handler bundle). App-only: a token by client credentials, kept until 5 minutes
 * before it expires and asked for once by a burst of concurrent calls; a 401 drops it and the call is
 * sent once more with a new one. Throttling (429) and Graph's 503 are retried as Graph asks
 * (`Retry-After`), at most 3 times and about 10 s in all, since the API's routes time out; then, and
 * on network errors and other 5xx, the call is refused with a STORE refusal. Logs name Graph's error
 * codes, never the secret or a token.
 */
import { STORE } from '../../../../shared/documents/refusals';
import { refusal } from '../../../core/errors';
import { logger } from '../../../core/logger';
import type { OneDriveSettings } from './onedrive-settings';

export type GraphCredentials = Pick<OneDriveSettings, 'tenantId' | 'clientId' | 'clientSecret'>;

export interface GraphClientOptions {
  /** e.g. https://graph.microsoft.com/v1.0 */
  graphBaseUrl: string;
  /** e.g. https://login.microsoftonline.com */
  loginUrl: string;
  /** Read on every call: a rotated secret is used (and gets its own token) as soon as it is read. */
  credentials: () => Promise<GraphCredentials>;
  fetch?: typeof fetch;
  sleep?: (milliseconds: number) => Promise<void>;
}

export interface GraphRequestOptions {
  /** A Uint8Array is sent as it is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string | number>;
}

export interface GraphClient {
  /** Graph's JSON answer (undefined when empty), or a GraphRequestError for a 4xx. */
  request<T = unknown>(method: string, pathOrAbsoluteUrl: string, options?: GraphRequestOptions): Promise<T>;
  /** The bytes behind a pre-authenticated download URL (sent without Authorization). */
  download(url: string, headers?: Record<string, string>): Promise<Uint8Array>;
  /** Cancels an upload session: DELETE on its URL (sent without Authorization; 404 when it ended already). */
  deleteUploadSession(uploadUrl: string): Promise<void>;
  /** True for a URL of this Graph (the only absolute URLs a request may go to, with the token). */
  isGraphUrl(url: string): boolean;
  /** A page's `@odata.nextLink`, when it points into this Graph (else undefined: the listing ends). */
  nextLink(page: { '@odata.nextLink'?: unknown }): string | undefined;
}

/** Graph refused a call with a 4xx (other than 401 and 429): the caller decides what it means. */
export class GraphRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    method: string,
    path: string,
  ) {
    super(`Microsoft Graph answered ${status}${code ? ` ${code}` : ''} to ${method} ${path}`);
    this.name = 'GraphRequestError';
  }
}

/** True when `error` is Graph's answer with this status (e.g. 404: no such item). */
export function isGraphStatus(error: unknown, status: number): error is GraphRequestError {
  return error instanceof GraphRequestError && error.status === status;
}

export const MAX_RETRIES = 3;
export const MAX_TOTAL_WAIT_MS = 10_000;
/** A token is renewed this long before it expires (at most half its lifetime). */
const TOKEN_RENEWAL_MARGIN_MS = 5 * 60 * 1000;
/** No single call may hang a route: API Gateway gives up after 30 s. */
const REQUEST_TIMEOUT_MS = 15_000;
const GRAPH_SCOPE = 'https://graph.microsoft.com/.default';

interface IssuedToken {
  accessToken: string;
  renewAt: number;
}

/** The token of one set of credentials: being asked for, then issued. */
interface TokenEntry {
  credentialsKey: string;
  pending: Promise<IssuedToken>;
  issued?: IssuedToken;
}

const defaultSleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** Keeps `$` and `@` of Graph's query options readable (`$top`, `@microsoft.graph.conflictBehavior`). */
function queryString(query: Record<string, string | number>): string {
  const encodeKey = (key: string) => encodeURIComponent(key).replace(/%24/g, '$').replace(/%40/g, '@');
  return Object.entries(query)
    .map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** The path and Graph's error code of a failed answer, for logs (no query: it may carry a skip token). */
const pathOf = (url: string) => new URL(url).pathname;

async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    const { error } = (await response.json()) as { error?: unknown };
    // Graph's `{ error: { code } }`, or the identity platform's `{ error: "invalid_client" }`.
    if (typeof error === 'string') return error;
    const code = (error as { code?: unknown } | null | undefined)?.code;
    if (typeof code === 'string') return code;
  } catch {
    // Not JSON: no code to report.
  }
  return undefined;
}

/** Seconds of `Retry-After` as milliseconds; undefined when absent or a date (then our own backoff). */
function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value) * 1000;
}

export function createGraphClient(options: GraphClientOptions): GraphClient {
  const fetchImpl = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const baseUrl = options.graphBaseUrl.replace(/\/+$/, '');
  let token: TokenEntry | undefined;

  const isGraphUrl = (url: string) => url.startsWith(`${baseUrl}/`) || url.startsWith(`${baseUrl}?`);

  /** Sends, retrying 429 and 503 as asked within the budget; network errors become STORE.UNAVAILABLE. */
  async function sendWithRetries(method: string, url: string, init: () => RequestInit): Promise<Response> {
    let waited = 0;
    for (let retry = 0; ; retry += 1) {
      let response: Response;
      try {
        response = await fetchImpl(url, { ...init(), method, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      } catch (error) {
        const cause = (error as { cause?: { code?: unknown } }).cause?.code;
        logger.error('Microsoft Graph could not be reached', { method, path: pathOf(url), errorName: (error as Error).name, cause });
        throw refusal(STORE.UNAVAILABLE);
      }
      if (response.status !== 429 && response.status !== 503) return response;
      const wait = retryAfterMs(response) ?? 500 * 2 ** retry;
      if (retry >= MAX_RETRIES || waited + wait > MAX_TOTAL_WAIT_MS) {
        logger.warn('Microsoft Graph is still throttling or unavailable', {
          method,
          path: pathOf(url),
          status: response.status,
          code: await errorCodeOf(response),
          retries: retry,
          waitedMs: waited,
        });
        throw refusal(response.status === 429 ? STORE.TOO_MANY_REQUESTS : STORE.UNAVAILABLE);
      }
      await response.body?.cancel();
      waited += wait;
      await sleep(wait);
    }
  }

  async function issueToken(credentials: GraphCredentials): Promise<IssuedToken> {
    const url = `${options.loginUrl.replace(/\/+$/, '')}/${encodeURIComponent(credentials.tenantId)}/oauth2/v2.0/token`;
    const form = new URLSearchParams({
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
      scope: GRAPH_SCOPE,
      grant_type: 'client_credentials',
    });
    const response = await sendWithRetries('POST', url, () => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form }));
    if (!response.ok) {
      const code = await errorCodeOf(response);
      // 400/401: a wrong tenant, client id or secret — the settings an administrator fills in.
      if (response.status === 400 || response.status === 401) {
        logger.error('The identity platform refused the OneDrive app credentials', { status: response.status, code });
        throw refusal(STORE.NOT_CONFIGURED);
      }
      logger.error('The identity platform could not issue a Graph token', { status: response.status, code });
      throw refusal(STORE.UNAVAILABLE);
    }
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || body.access_token === '') {
      logger.error('The identity platform answered without an access token');
      throw refusal(STORE.UNAVAILABLE);
    }
    const lifetimeMs = (Number(body.expires_in) || 3599) * 1000;
    return { accessToken: body.access_token, renewAt: Date.now() + lifetimeMs - Math.min(TOKEN_RENEWAL_MARGIN_MS, lifetimeMs / 2) };
  }

  /** The current token of these credentials: reused until its renewal time, asked for once by a burst. */
  function accessToken(credentials: GraphCredentials): Promise<IssuedToken> {
    const credentialsKey = [credentials.tenantId, credentials.clientId, credentials.clientSecret].join('\n');
    const current = token;
    if (current && current.credentialsKey === credentialsKey && (current.issued === undefined || Date.now() < current.issued.renewAt)) {
      return current.pending;
    }
    const entry: TokenEntry = { credentialsKey, pending: issueToken(credentials) };
    entry.pending.then(
      (issued) => {
        entry.issued = issued;
      },
      // A failed request is not kept: the next call asks again.
      () => {
        if (token === entry) token = undefined;
      },
    );
    token = entry;
    return entry.pending;
  }

  /** Drops a token Graph refused, unless a newer one replaced it already. */
  function forgetToken(refused: IssuedToken): void {
    if (token?.issued === refused) token = undefined;
  }

  async function request<T>(method: string, pathOrAbsoluteUrl: string, requestOptions: GraphRequestOptions = {}): Promise<T> {
    const absolute = /^https?:\/\//i.test(pathOrAbsoluteUrl);
    // The token goes to this Graph only, whatever URL an answer named.
    if (absolute && !isGraphUrl(pathOrAbsoluteUrl)) throw new Error('Refused to send a Graph request outside Microsoft Graph');
    const query = requestOptions.query && Object.keys(requestOptions.query).length > 0 ? queryString(requestOptions.query) : '';
    const target = absolute ? pathOrAbsoluteUrl : `${baseUrl}${pathOrAbsoluteUrl}`;
    const url = query ? `${target}${target.includes('?') ? '&' : '?'}${query}` : target;
    const { body } = requestOptions;
    const raw = body instanceof Uint8Array;
    const headers = { ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}), ...requestOptions.headers };
    const payload = body === undefined ? undefined : raw ? body : JSON.stringify(body);

    for (let attempt = 0; ; attempt += 1) {
      const issued = await accessToken(await options.credentials());
      const response = await sendWithRetries(method, url, () => ({
        headers: { accept: 'application/json', ...headers, authorization: `Bearer ${issued.accessToken}` },
        body: payload,
      }));
      if (response.status === 401 && attempt === 0) {
        await response.body?.cancel();
        forgetToken(issued);
        continue;
      }
      if (response.ok) {
        const text = await response.text();
        return (text ? JSON.parse(text) : undefined) as T;
      }
      const code = await errorCodeOf(response);
      if (response.status >= 500) {
        logger.error('Microsoft Graph failed', { method, path: pathOf(url), status: response.status, code });
        throw refusal(STORE.UNAVAILABLE);
      }
      if (response.status === 403) {
        logger.error('Microsoft Graph refused the app access', { method, path: pathOf(url), code });
        throw refusal(STORE.NO_ACCESS);
      }
      throw new GraphRequestError(response.status, code, method, pathOf(url));
    }
  }

  /** A request to a pre-authenticated URL (no token): the response when 2xx; a 4xx is a GraphRequestError, a 5xx STORE.UNAVAILABLE. */
  async function sendPreauthenticated(method: string, url: string, headers: Record<string, string>, what: string): Promise<Response> {
    const response = await sendWithRetries(method, url, () => ({ headers }));
    if (response.ok) return response;
    const code = await errorCodeOf(response);
    if (response.status >= 500) {
      logger.error('A OneDrive call to a pre-authenticated URL failed', { what, status: response.status, code });
      throw refusal(STORE.UNAVAILABLE);
    }
    throw new GraphRequestError(response.status, code, method, what);
  }

  async function download(url: string, headers: Record<string, string> = {}): Promise<Uint8Array> {
    const response = await sendPreauthenticated('GET', url, headers, 'a download URL');
    return new Uint8Array(await response.arrayBuffer());
  }

  async function deleteUploadSession(uploadUrl: string): Promise<void> {
    // Upload URLs are Graph's (https); locally the fake Graph's own origin.
    if (new URL(uploadUrl).protocol !== 'https:' && new URL(uploadUrl).origin !== new URL(baseUrl).origin) {
      throw new Error('Refused to cancel an upload session outside Microsoft Graph');
    }
    const response = await sendPreauthenticated('DELETE', uploadUrl, {}, 'an upload URL');
    await response.body?.cancel();
  }

  function nextLink(page: { '@odata.nextLink'?: unknown }): string | undefined {
    const link = page['@odata.nextLink'];
    if (typeof link !== 'string') return undefined;
    if (isGraphUrl(link)) return link;
    logger.warn('Ignored an @odata.nextLink outside Microsoft Graph');
    return undefined;
  }

  return { request, download, deleteUploadSession, isGraphUrl, nextLink };
}
