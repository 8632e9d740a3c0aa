import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/core/page-size';
import type { Case } from '@shared/cases/types';
import { PRODUCT_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest, type ListResponse } from '@/lib/api-client';
import { caseKeys } from '@/lib/query-keys';

export interface ClientCasesParams {
  limit?: number;
  cursor?: string;
}

/** GET /v1/clients/{userId}/cases?limit&cursor: the signed-in client's own cases, newest first. */
export function listClientCases(
  userId: string,
  { limit = PAGE_SIZE, cursor }: ClientCasesParams = {},
): Promise<ListResponse<Case>> {
  return apiRequest<ListResponse<Case>>(apiPath('listClientCases', { userId }, { limit, cursor }), { method: 'GET' });
}

export function listClientCasesQueryOptions(userId: string, { limit = PAGE_SIZE, cursor }: ClientCasesParams = {}) {
  return queryOptions({
    queryKey: caseKeys.list({ clientId: userId, limit, cursor }),
    queryFn: () => listClientCases(userId, { limit, cursor }),
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}

/** Runs only once the client's id is known. */
export function useClientCases(userId: string | undefined, params: ClientCasesParams = {}) {
  return useQuery({ ...listClientCasesQueryOptions(userId ?? '', params), enabled: Boolean(userId) });
}

/** Every page of the client's cases loaded so far; the next one is asked for with `nextCursor`. */
export function listClientCasesInfiniteQueryOptions(userId: string, { limit = PAGE_SIZE }: { limit?: number } = {}) {
  return infiniteQueryOptions({
    queryKey: caseKeys.pages({ clientId: userId, limit }),
    queryFn: ({ pageParam }) => listClientCases(userId, { limit, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}

/** The client's cases with 'Load More'; runs only once the client's id is known. */
export function useClientCasePages(userId: string | undefined, params: { limit?: number } = {}) {
  return useInfiniteQuery({ ...listClientCasesInfiniteQueryOptions(userId ?? '', params), enabled: Boolean(userId) });
}
