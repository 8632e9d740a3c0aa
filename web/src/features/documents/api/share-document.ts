import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseDocument } from '@shared/documents/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { refreshAfterUpload } from './after-upload';

/** PATCH /v1/admin/cases/{caseId}/documents/{documentId} { sharedWithClient }: share a firm's document with the client, or stop. */
export function shareCaseDocument(caseId: string, documentId: string, sharedWithClient: boolean): Promise<CaseDocument> {
  return apiRequest<CaseDocument>(apiPath('shareCaseDocument', { caseId, documentId }), { method: 'PATCH', body: { sharedWithClient } });
}

/**
 * Shares or stops sharing one document of the case; then the case's listings and the counts that
 * include what the client sees (the case, the org's and the users' counters) are read again.
 */
export function useShareDocument(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, sharedWithClient }: { documentId: string; sharedWithClient: boolean }) =>
      shareCaseDocument(caseId, documentId, sharedWithClient),
    onSettled: () => refreshAfterUpload(queryClient, caseId),
  });
}
