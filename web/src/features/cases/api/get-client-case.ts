import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Case } from '@shared/cases/types';
import type { StageDefinition } from '@shared/progress/types';
import type { CaseWithStages } from './get-admin-case';
import { PRODUCT_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest } from '@/lib/api-client';
import { caseKeys } from '@/lib/query-keys';

/** GET /v1/clients/{clientId}/cases/{caseId}: one of the signed-in client's own cases. */
export async function getClientCase(clientId: string, caseId: string): Promise<CaseWithStages> {
  const body = await apiRequest<{ Item: Case; stages?: StageDefinition[] }>(apiPath('getClientCase', { clientId, caseId }), { method: 'GET' });
  return { ...body.Item, stages: body.stages };
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
