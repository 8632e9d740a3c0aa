import { queryOptions } from '@tanstack/react-query';
import type { User } from '@shared/users/types';
import { PRODUCT_CACHE_MS } from '@/config/time';
import { userKeys } from './query-keys';

/**
 * A user's record, shared by the session (the signed-in user, lib/auth-context) and the users
 * screens: the same query, so an edit of one's own record shows at once in the shell.
 */

/**
 * GET /v1/clients/{userId}: the caller's own record, or (for an admin) a user of the same org. The
 * API client is imported on first use: the entry (and so the sign-in page) does without it, and a
 * signed-in page has it already, with its own chunks.
 */
export async function getUser(userId: string): Promise<User> {
  const { apiPath, apiRequest } = await import('./api-client');
  const body = await apiRequest<{ Item: User }>(apiPath('getUser', { userId }), { method: 'GET' });
  return body.Item;
}

export function getUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: () => getUser(userId),
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}
