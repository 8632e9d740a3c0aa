import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddRequestsBody } from '@shared/requests/schemas';
import type { DocumentRequest } from '@shared/requests/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { refreshCaseRequests } from './list-case-requests';

/** POST /v1/admin/cases/{caseId}/requests: asks the client for the items given and/or a template's. */
export function addCaseRequests(caseId: string, body: AddRequestsBody): Promise<{ items: DocumentRequest[] }> {
  return apiRequest<{ items: DocumentRequest[] }>(apiPath('addCaseRequests', { caseId }), { method: 'POST', body });
}

export function useAddCaseRequests(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRequestsBody) => addCaseRequests(caseId, body),
    onSettled: () => refreshCaseRequests(queryClient, caseId),
  });
}
