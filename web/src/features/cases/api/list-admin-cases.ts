import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/core/pagination';
import type { Case } from '@shared/cases/types';
import { PRODUCT_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest, type ListResponse } from '@/lib/api-client';
import { caseKeys } from '@/lib/query-keys';

export interface AdminCasesParams {
  limit: number;
  cursor?: string;
}

/** GET /v1/admin/cases?limit&cursor: the signed-in admin's org's cases, newest first. */
export function listAdminCases({ limit, cursor }: AdminCasesParams): Promise<ListResponse<Case>> {
  return apiRequest<ListResponse<Case>>(apiPath('listAdminCases', {}, { limit, cursor }), { method: 'GET' });
}

export function listAdminCasesQueryOptions(params: AdminCasesParams) {
  return queryOptions({
    queryKey: caseKeys.list(params),
    queryFn: () => listAdminCases(params),
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}

/** One page of the org's cases (the dashboard's Recent Cases). */
export function useAdminCases(params: AdminCasesParams) {
  return useQuery(listAdminCasesQueryOptions(params));
}

/** Every page of the org's cases loaded so far; the next one is asked for with the last page's `nextCursor`. */
export function listAdminCasesInfiniteQueryOptions({ limit = PAGE_SIZE }: { limit?: number } = {}) {
  return infiniteQueryOptions({
    queryKey: caseKeys.pages({ limit }),
    queryFn: ({ pageParam }) => listAdminCases({ limit, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}

/** The Cases Management list with 'Load More': `fetchNextPage` while `hasNextPage`. */
export function useAdminCasePages(params: { limit?: number } = {}) {
  return useInfiniteQuery(listAdminCasesInfiniteQueryOptions(params));
}
