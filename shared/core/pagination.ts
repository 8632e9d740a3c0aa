/** Lists in pages: page sizes, the `?limit=&cursor=` query, a page's shape and the cursor's refusal. */
import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { PAGINATION } from './refusals';

export { PAGINATION };

import { MAX_PAGE_SIZE, PAGE_SIZE } from './page-size';

export { MAX_PAGE_SIZE, PAGE_SIZE };

/** A page of a list: the items and, when there are more, the cursor of the next page. The answer of every new list route. */
export type Page<T> = { Items: T[]; nextCursor?: string };

/** A page of these items, `nextCursor` only when there is one. */
export function pageOf<T>(items: T[], nextCursor?: string): Page<T> {
  return nextCursor ? { Items: items, nextCursor } : { Items: items };
}

const limitMessage = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
/** `?limit=`: a whole number from 1 to MAX_PAGE_SIZE, `fallback` when absent. */
export const limitParam = (fallback: number) =>
  z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, limitMessage)),
      z.pipe(z.transform(Number), z.number().check(z.refine((value) => value >= 1 && value <= MAX_PAGE_SIZE, limitMessage))),
    ),
    fallback,
  );
export const cursorParam = z.optional(z.string().check(z.minLength(1, 'Invalid cursor'), z.maxLength(LIMITS.cursor, 'Invalid cursor')));

export const paginationQuery = z.strictObject({ limit: limitParam(PAGE_SIZE), cursor: cursorParam });
export type PaginationQuery = z.infer<typeof paginationQuery>;
