import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditRequestBody } from '@shared/requests/schemas';
import type { DocumentRequest } from '@shared/requests/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { refreshCaseRequests } from './list-case-requests';

/** PATCH /v1/admin/cases/{caseId}/requests/{requestId}: the item's titles, instructions and due date ("" removes a title or the due date). */
export function editCaseRequest(caseId: string, requestId: string, body: EditRequestBody): Promise<{ Item: DocumentRequest }> {
  return apiRequest<{ Item: DocumentRequest }>(apiPath('decideCaseRequest', { caseId, requestId }), { method: 'PATCH', body });
}

export function useEditCaseRequest(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: EditRequestBody }) => editCaseRequest(caseId, requestId, body),
    onSettled: () => refreshCaseRequests(queryClient, caseId),
  });
}
