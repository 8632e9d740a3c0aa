/** What the activity routes accept. */
import * as z from 'zod/mini';
import { cursorParam, limitParam } from '../core/pagination';
import { idParam } from '../core/schemas';
import { ACTIVITY_KINDS } from './types';
import { ACTIVITY_PAGE_SIZE } from './limits';
import { ACTIVITY } from './refusals';

export { ACTIVITY_PAGE_SIZE };

export const activityQuery = z.strictObject({
  limit: limitParam(ACTIVITY_PAGE_SIZE),
  cursor: cursorParam,
  /** Only what this person did (their user id). */
  actor: z.optional(idParam('actor').check(z.regex(/^[A-Za-z0-9_-]+$/, 'actor must be a user id'))),
  /** Only events of this kind. */
  kind: z.optional(z.enum(ACTIVITY_KINDS, { error: ACTIVITY.KIND_UNKNOWN.message })),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

export const myActivityQuery = z.strictObject({ limit: limitParam(ACTIVITY_PAGE_SIZE), cursor: cursorParam });
export type MyActivityQuery = z.infer<typeof myActivityQuery>;
