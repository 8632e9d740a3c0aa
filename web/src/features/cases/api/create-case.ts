import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCaseBody } from '@shared/cases/schemas';
import type { Case } from '@shared/cases/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { caseKeys, orgKeys, userKeys } from '@/lib/query-keys';

export interface CreateCaseResponse {
  success: boolean;
  caseItem: Case;
  data: { caseId: string };
}

/** POST /v1/admin/cases: opens a case (and its folder) for the client with this e-mail, invited if new. */
export function createCase(body: CreateCaseBody): Promise<CreateCaseResponse> {
  return apiRequest<CreateCaseResponse>(apiPath('createCase', {}), { method: 'POST', body });
}

/**
 * Creates a case; the new case is cached for its page, and the case lists, the org's counters and
 * the users list (the client may just have been invited) are read again. The cached case is shown at
 * once but marked stale: its page reads it again for the stages of its category (the Progress and
 * Stage cards), which the create answer does not carry.
 */
export function useCreateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCase,
    onSuccess: async ({ caseItem, data }) => {
      if (caseItem) {
        queryClient.setQueryData(caseKeys.detail(data.caseId), caseItem);
        void queryClient.invalidateQueries({ queryKey: caseKeys.detail(data.caseId), exact: true });
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: caseKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orgKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
      ]);
    },
  });
}
