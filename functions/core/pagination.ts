/** Lists through opaque cursors: decode the caller's cursor, query one page, encode the next. */
import { type Page as ListPage, type PaginationQuery, pageOf } from '../../shared/core/pagination';
import type { Caller } from './caller';
import { decodeCursor, encodeCursor } from './cursor';
import type { Page, PageRequest } from './query-page';

/** What a list route answers: a page of the list (shared/core/pagination.ts). */
export type ListAnswer<T> = ListPage<T>;

/**
 * `list` names what is listed (e.g. `cases:org-1`); a cursor only works for the same caller and list.
 */
export async function listPage<T>(
  caller: Caller,
  list: string,
  query: PaginationQuery,
  fetch: (page: PageRequest) => Promise<Page<T>>,
): Promise<ListAnswer<T>> {
  const scope = { callerId: caller.userId, list };
  const exclusiveStartKey = await decodeCursor(query.cursor, scope);
  const page = await fetch({ limit: query.limit, exclusiveStartKey });
  const nextCursor = await encodeCursor(page.lastEvaluatedKey, scope);
  return pageOf(page.items, nextCursor);
}
