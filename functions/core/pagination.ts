/** Lists through opaque cursors: decode the caller's cursor, query one page, encode the next. */
import type { PaginationQuery } from '../../shared/core/pagination';
import type { Caller } from './caller';
import { decodeCursor, encodeCursor } from './cursor';
import type { Page, PageRequest } from './query-page';

export interface ListAnswer<T> {
  Items: T[];
  nextCursor?: string;
}

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
  return nextCursor ? { Items: page.items, nextCursor } : { Items: page.items };
}
