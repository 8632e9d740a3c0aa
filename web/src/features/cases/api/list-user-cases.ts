import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/core/page-size';
import type { Case } from '@shared/cases/types';
import { PRODUCT_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest, type ListResponse } from '@/lib/api-client';
import { caseKeys } from '@/lib/query-keys';

export interface UserCasesParams {
  limit?: number;
  cursor?: string;
}

/** GET /v1/admin/users/{userId}/cases?limit&cursor: a client's cases, for an admin of the client's org. */
export function listUserCases(userId: string, { limit = PAGE_SIZE, cursor }: UserCasesParams = {}): Promise<ListResponse<Case>> {
  return apiRequest<ListResponse<Case>>(apiPath('listUserCases', { userId }, { limit, cursor }), { method: 'GET' });
}

/** Every page of the client's cases loaded so far; the next one is asked for with `nextCursor`. */
export function listUserCasesInfiniteQueryOptions(userId: string, { limit = PAGE_SIZE }: { limit?: number } = {}) {
  return infiniteQueryOptions({
    queryKey: caseKeys.pages({ clientId: userId, limit }),
    queryFn: ({ pageParam }) => listUserCases(userId, { limit, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}

/** Runs only once the user's id is known. */
export function useUserCases(userId: string | undefined, params: { limit?: number } = {}) {
  return useInfiniteQuery({ ...listUserCasesInfiniteQueryOptions(userId ?? '', params), enabled: Boolean(userId) });
}
