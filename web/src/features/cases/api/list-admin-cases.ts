import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/core/page-size';
import type { Case } from '@shared/cases/types';
import { PRODUCT_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest, type ListResponse } from '@/lib/api-client';
import { caseKeys } from '@/lib/query-keys';

/** How the admin's list is ordered: newest first (the server's default) or least ready first. */
export type AdminCasesSort = 'newest' | 'readiness';
/** Which cases the admin's list keeps: all, those waiting on the client, those waiting on the firm. */
export type AdminCasesWaiting = 'all' | 'client' | 'firm';

export interface AdminCasesView {
  sort?: AdminCasesSort;
  waiting?: AdminCasesWaiting;
}

export interface AdminCasesParams extends AdminCasesView {
  limit: number;
  cursor?: string;
}

/** The query parameters of a view: the defaults are not sent, so the list's key and URL stay the plain ones. */
function viewQuery({ sort, waiting }: AdminCasesView): { sort?: 'readiness'; waiting?: 'client' | 'firm' } {
  return {
    ...(sort === 'readiness' ? { sort } : {}),
    ...(waiting === 'client' || waiting === 'firm' ? { waiting } : {}),
  };
}

/**
 * GET /v1/admin/cases?limit&cursor[&sort=readiness][&waiting=client|firm]: the signed-in admin's
 * org's cases, newest first (or least ready first), all of them or those waiting on one side.
 */
export function listAdminCases({ limit, cursor, ...view }: AdminCasesParams): Promise<ListResponse<Case>> {
  return apiRequest<ListResponse<Case>>(apiPath('listAdminCases', {}, { limit, cursor, ...viewQuery(view) }), { method: 'GET' });
}

export function listAdminCasesQueryOptions({ limit, cursor, ...view }: AdminCasesParams) {
  const params = { limit, ...(cursor ? { cursor } : {}), ...viewQuery(view) };
  return queryOptions({
    queryKey: caseKeys.list(params),
    queryFn: () => listAdminCases(params),
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}

/** One page of the org's cases (the dashboard's Recent Cases and its Waiting on the firm card). */
export function useAdminCases(params: AdminCasesParams) {
  return useQuery(listAdminCasesQueryOptions(params));
}

/**
 * Every page of the org's cases loaded so far, in one view; the next one is asked for with the last
 * page's `nextCursor` and the same view, so Load More continues the sorted or filtered list.
 */
export function listAdminCasesInfiniteQueryOptions({ limit = PAGE_SIZE, ...view }: { limit?: number } & AdminCasesView = {}) {
  const params = { limit, ...viewQuery(view) };
  return infiniteQueryOptions({
    queryKey: caseKeys.pages(params),
    queryFn: ({ pageParam }) => listAdminCases({ ...params, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}

/** The Cases Management list with 'Load More': `fetchNextPage` while `hasNextPage`. */
export function useAdminCasePages(params: { limit?: number } & AdminCasesView = {}) {
  return useInfiniteQuery(listAdminCasesInfiniteQueryOptions(params));
}
