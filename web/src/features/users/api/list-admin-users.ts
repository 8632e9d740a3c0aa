import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/core/page-size';
import type { User } from '@shared/users/types';
import { PRODUCT_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest, type ListResponse } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

export interface AdminUsersParams {
  limit?: number;
  cursor?: string;
}

/** GET /v1/admin/users?limit&cursor: the signed-in admin's org's client users (admins are not listed), newest first. */
export function listAdminUsers({ limit = PAGE_SIZE, cursor }: AdminUsersParams = {}): Promise<ListResponse<User>> {
  return apiRequest<ListResponse<User>>(apiPath('listAdminUsers', {}, { limit, cursor }), { method: 'GET' });
}

/** Every page loaded so far; the next one is asked for with the last page's `nextCursor`. */
export function listAdminUsersInfiniteQueryOptions({ limit = PAGE_SIZE }: { limit?: number } = {}) {
  return infiniteQueryOptions({
    queryKey: userKeys.pages({ limit }),
    queryFn: ({ pageParam }) => listAdminUsers({ limit, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}

/** The users list with 'Load More': `fetchNextPage` while `hasNextPage`. */
export function useAdminUsers(params: { limit?: number } = {}) {
  return useInfiniteQuery(listAdminUsersInfiniteQueryOptions(params));
}
