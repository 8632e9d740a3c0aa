/**
 * The firm's stage sets (Settings → Stages): every category's stages its cases follow (its
 * own, then the portal's starting ones), and saving its own (PUT replaces them all).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StageSet, StageSets } from '@shared/progress/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { caseKeys, stageSetKeys } from '@/lib/query-keys';

export function useFirmStageSets(orgId: string | undefined) {
  return useQuery({
    queryKey: stageSetKeys.of(orgId ?? ''),
    queryFn: () => apiRequest<StageSets>(apiPath('getStageSets', { orgId: orgId ?? '' }), { method: 'GET' }),
    enabled: Boolean(orgId),
  });
}

/** PUT /v1/admin/orgs/{orgId}/stage-sets: the firm's own sets, all of them; the answer is the merged list. */
export function useSaveFirmStageSets(orgId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sets: StageSet[]) => apiRequest<StageSets>(apiPath('replaceStageSets', { orgId: orgId ?? '' }), { method: 'PUT', body: { sets } }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(stageSetKeys.of(orgId ?? ''), saved);
      // A case page shows its category's stages: read again.
      await queryClient.invalidateQueries({ queryKey: caseKeys.details() });
    },
  });
}
