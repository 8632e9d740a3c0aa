/**
 * HTTP answers: JSON responses (refusals are error classes, see errors.ts).
 *
 * A new route answers one resource bare — `ok(record)`, `created(record)` — and a list as a page,
 * `{ Items, nextCursor? }` — `okList(items)`, or `ok(await listPage(…))` for a list read in pages
 * (docs/architecture.md, "Adding a route"). Older routes keep the envelopes their clients read
 * (`{ success, … }`, `{ Item }`, `{ items }`); test/unit/tooling/answer-envelopes.test.ts holds the list.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { type Page, pageOf } from '../../shared/core/pagination';

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;

declare const BODY: unique symbol;
/** A JSON answer that remembers (as a type) the body it carries, so a route's declared answer can be checked. */
export type JsonResult<Body> = APIGatewayProxyStructuredResultV2 & { readonly [BODY]?: Body };

export function json<Body>(statusCode: number, body: Body): JsonResult<Body> {
  return { statusCode, headers: { ...JSON_HEADERS }, body: JSON.stringify(body) };
}

export const ok = <Body>(body: Body): JsonResult<Body> => json(200, body);
export const created = <Body>(body: Body): JsonResult<Body> => json(201, body);
/** A list, whole or one page of it: `{ Items, nextCursor? }` (`nextCursor` only when more may follow). */
export const okList = <T>(items: T[], nextCursor?: string): JsonResult<Page<T>> => ok(pageOf(items, nextCursor));

/** The same answer with more headers (e.g. an ETag). */
export function withHeaders<Body>(result: JsonResult<Body>, headers: Record<string, string>): JsonResult<Body> {
  return { ...result, headers: { ...result.headers, ...headers } };
}

/** 304 Not Modified: no body, the current tag (a conditional GET whose If-None-Match is current). */
export function notModified<Body>(etag: string): JsonResult<Body> {
  return { statusCode: 304, headers: { etag, 'cache-control': 'private, no-cache' } };
}

/** 202 Accepted: the work is queued (an e-mail to send), its description in the body. */
export const accepted = <Body>(body: Body): JsonResult<Body> => json(202, body);

/** 204 No Content: done, nothing to say (a deletion). */
export function noContent(): JsonResult<void> {
  return { statusCode: 204, headers: {} };
}
