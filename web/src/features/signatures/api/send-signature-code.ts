import { useMutation } from '@tanstack/react-query';
import type { SignatureCodeSent } from '@shared/signatures/types';
import { apiPath, apiRequest } from '@/lib/api-client';

/** POST …/signature-requests/{id}/code: e-mails the caller a one-time code to sign with. */
export function sendSignatureCode(caseId: string, signatureRequestId: string): Promise<SignatureCodeSent> {
  return apiRequest<SignatureCodeSent>(apiPath('sendSignatureCode', { caseId, signatureRequestId }), { method: 'POST' });
}

export function useSendSignatureCode(caseId: string, signatureRequestId: string) {
  return useMutation({ mutationFn: () => sendSignatureCode(caseId, signatureRequestId) });
}
