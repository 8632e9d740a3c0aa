import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { refreshCaseRequests } from './list-case-requests';

/** DELETE /v1/admin/cases/{caseId}/requests/{requestId}: an item nothing was uploaded for (204). */
export function deleteCaseRequest(caseId: string, requestId: string): Promise<void> {
  return apiRequest<void>(apiPath('deleteCaseRequest', { caseId, requestId }), { method: 'DELETE' });
}

export function useDeleteCaseRequest(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => deleteCaseRequest(caseId, requestId),
    onSettled: () => refreshCaseRequests(queryClient, caseId),
  });
}
