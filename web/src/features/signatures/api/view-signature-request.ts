import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignatureRequest } from '@shared/signatures/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { signatureKeys } from './signature-keys';

/** POST …/signature-requests/{id}/view: the signer opened the document to sign (a request sent is then viewed). */
export function viewSignatureRequest(caseId: string, signatureRequestId: string): Promise<SignatureRequest> {
  return apiRequest<SignatureRequest>(apiPath('viewSignatureRequest', { caseId, signatureRequestId }), { method: 'POST' });
}

export function useViewSignatureRequest(caseId: string, signatureRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => viewSignatureRequest(caseId, signatureRequestId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKeys.case(caseId) }),
  });
}
