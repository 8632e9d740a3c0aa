import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Case } from '@shared/cases/types';
import type { StageDefinition } from '@shared/progress/types';

/** A case as its page reads it: the record, with the stages of its category (the firm's set) for its timeline. */
export type CaseWithStages = Case & { stages?: StageDefinition[] };
import { PRODUCT_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest } from '@/lib/api-client';
import { caseKeys } from '@/lib/query-keys';

/** GET /v1/admin/cases/{caseId}: a case of the signed-in admin's org (404 when there is none). */
export async function getAdminCase(caseId: string): Promise<CaseWithStages> {
  const body = await apiRequest<{ Item: Case; stages?: StageDefinition[] }>(apiPath('getAdminCase', { caseId }), { method: 'GET' });
  return { ...body.Item, stages: body.stages };
}

export function getAdminCaseQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: caseKeys.detail(caseId),
    queryFn: () => getAdminCase(caseId),
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}

/** Runs only once the case's id is known. */
export function useAdminCase(caseId: string | undefined) {
  return useQuery({ ...getAdminCaseQueryOptions(caseId ?? ''), enabled: Boolean(caseId) });
}
