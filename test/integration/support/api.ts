/** Calls a stack's gateway like the web app does: same origin, bearer access token. */
import type { StackInfo } from '../../../local';
import { undeclaredRefusal } from './declared-refusals';
import { stack } from './stack';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  text: string;
}

export interface ApiRequest {
  method?: string;
  token?: string;
  /** Serialized as JSON unless it is a string. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A call to one stack's gateway; throws on a refusal its route does not declare (declared-refusals.ts). */
export type Api = <T = unknown>(path: string, request?: ApiRequest) => Promise<ApiResponse<T>>;

async function callGateway<T>(target: StackInfo, path: string, request: ApiRequest): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: string | undefined;
  if (request.body !== undefined) {
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${target.url}${path}`, { method: request.method ?? 'GET', headers, body });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const parsed = (isJson && text ? JSON.parse(text) : text) as T;
  const undeclared = undeclaredRefusal(request.method ?? 'GET', path, response.status, parsed);
  if (undeclared) throw new Error(undeclared);
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** Calls the default stack's gateway. */
export async function api<T = unknown>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  return callGateway<T>(stack(), path, request);
}

/** The API of another stack of the run (`apiOn(onedriveStack)`); `target` is read at each call. */
export function apiOn(target: () => StackInfo): Api {
  return async <T = unknown>(path: string, request: ApiRequest = {}) => callGateway<T>(target(), path, request);
}

/** A list answer of the API (`{ Items, nextCursor? }`). */
export interface ListBody<T> {
  Items: T[];
  nextCursor?: string;
}

/**
 * Follows `nextCursor` from the first page to the last (`path` has no query string); returns every
 * item in the order served and the number of pages. Throws on any answer but 200.
 */
export async function walkPages<T>(path: string, token: string, limit: number): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let pages = 1; pages <= 1000; pages += 1) {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const response = await api<ListBody<T>>(`${path}?${query}`, { token });
    if (response.status !== 200) throw new Error(`GET ${path} page ${pages} answered ${response.status}: ${response.text}`);
    items.push(...response.body.Items);
    cursor = response.body.nextCursor;
    if (!cursor) return { items, pages };
  }
  throw new Error(`GET ${path} did not end within 1000 pages`);
}
