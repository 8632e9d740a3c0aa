import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecideRequestBody } from '@shared/requests/schemas';
import type { DocumentRequest } from '@shared/requests/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { refreshCaseRequests } from './list-case-requests';

/** PATCH /v1/admin/cases/{caseId}/requests/{requestId}: accept (with an optional expiry date), reject (with a reason) or waive. */
export function decideCaseRequest(caseId: string, requestId: string, body: DecideRequestBody): Promise<{ Item: DocumentRequest }> {
  return apiRequest<{ Item: DocumentRequest }>(apiPath('decideCaseRequest', { caseId, requestId }), { method: 'PATCH', body });
}

export function useDecideCaseRequest(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, body }: { requestId: string; body: DecideRequestBody }) => decideCaseRequest(caseId, requestId, body),
    onSettled: () => refreshCaseRequests(queryClient, caseId),
  });
}
