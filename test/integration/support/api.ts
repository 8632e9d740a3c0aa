/** Calls the stack's gateway like the web app does: same origin, bearer access token. */
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

export async function api<T = unknown>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: string | undefined;
  if (request.body !== undefined) {
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${stack().url}${path}`, { method: request.method ?? 'GET', headers, body });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, body: (isJson && text ? JSON.parse(text) : text) as T, text };
}
