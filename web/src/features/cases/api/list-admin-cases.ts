import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Case } from '@shared/types';
import { PRODUCT_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest, type ListResponse } from '@/lib/api-client';
import { caseKeys } from './case-keys';

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

export function useAdminCases(params: AdminCasesParams) {
  return useQuery(listAdminCasesQueryOptions(params));
}
