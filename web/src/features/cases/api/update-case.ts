import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCaseBody } from '@shared/cases/schemas';
import type { Case } from '@shared/cases/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { caseKeys, orgKeys } from '@/lib/query-keys';
import type { CaseWithStages } from './get-admin-case';

export interface UpdateCaseResponse {
  success: boolean;
  updatedItem: Case;
}

export interface UpdateCaseVariables {
  orgId: string;
  caseId: string;
  /** Only the fields that changed. */
  changes: UpdateCaseBody;
}

/** PATCH /v1/admin/orgs/{orgId}/cases/{caseId}: changes the given fields of a case of the admin's org. */
export function updateCase({ orgId, caseId, changes }: UpdateCaseVariables): Promise<UpdateCaseResponse> {
  return apiRequest<UpdateCaseResponse>(apiPath('updateCase', { orgId, caseId }), { method: 'PATCH', body: changes });
}

/**
 * Updates a case; the stored case replaces the cached one, and the case lists and the org's counters
 * (a status change moves the open-cases count) are read again.
 */
export function useUpdateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCase,
    onSuccess: async ({ updatedItem }, { caseId }) => {
      const cached = queryClient.getQueryData<CaseWithStages>(caseKeys.detail(caseId));
      // The cached case keeps its category's stages (read again when the category changed).
      if (updatedItem && (!cached || cached.category === updatedItem.category)) queryClient.setQueryData(caseKeys.detail(caseId), { ...updatedItem, stages: cached?.stages });
      else await queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: caseKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orgKeys.all }),
      ]);
    },
  });
}
