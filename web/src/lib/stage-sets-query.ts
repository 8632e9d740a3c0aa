import { useQuery } from '@tanstack/react-query';
import type { StageSets } from '@shared/progress/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { stageSetKeys } from '@/lib/query-keys';

/** GET /v1/admin/orgs/{orgId}/stage-sets: every category's stages the firm's cases follow (its own, then the shipped ones). */
export function getStageSets(orgId: string): Promise<StageSets> {
  return apiRequest<StageSets>(apiPath('getStageSets', { orgId }), { method: 'GET' });
}

export function useStageSets(orgId: string | undefined) {
  return useQuery({
    queryKey: stageSetKeys.of(orgId ?? ''),
    queryFn: () => getStageSets(orgId ?? ''),
    enabled: Boolean(orgId),
    staleTime: 5 * 60_000,
  });
}
