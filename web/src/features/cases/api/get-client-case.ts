import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Case } from '@shared/cases/types';
import { PRODUCT_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest } from '@/lib/api-client';
import { caseKeys } from '@/lib/query-keys';

/** GET /v1/clients/{clientId}/cases/{caseId}: one of the signed-in client's own cases. */
export async function getClientCase(clientId: string, caseId: string): Promise<Case> {
  const body = await apiRequest<{ Item: Case }>(apiPath('getClientCase', { clientId, caseId }), { method: 'GET' });
  return body.Item;
}

export function getClientCaseQueryOptions(clientId: string, caseId: string) {
  return queryOptions({
    queryKey: caseKeys.detail(caseId),
    queryFn: () => getClientCase(clientId, caseId),
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}

/** Runs only once both ids are known. */
export function useClientCase(clientId: string | undefined, caseId: string | undefined) {
  return useQuery({ ...getClientCaseQueryOptions(clientId ?? '', caseId ?? ''), enabled: Boolean(clientId && caseId) });
}
