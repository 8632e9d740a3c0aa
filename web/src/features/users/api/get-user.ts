import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@shared/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { PRODUCT_CACHE_MS } from '@/config/time';
import { userKeys } from './user-keys';

/** GET /v1/clients/{userId}: the caller's own record, or (for an admin) a user of the same org. */
export async function getUser(userId: string): Promise<User> {
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

export function useUser(userId: string | undefined) {
  return useQuery({ ...getUserQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
