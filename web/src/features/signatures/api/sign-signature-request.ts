import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { declineBody, signBody } from '@shared/signatures/schemas';
import type { SignatureRequest } from '@shared/signatures/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { signatureKeys } from './signature-keys';

export type SignBody = z.infer<typeof signBody>;
export type DeclineBody = z.infer<typeof declineBody>;

/** POST …/signature-requests/{id}/sign: signs with the e-mailed code, the typed name and consent. */
export function signSignatureRequest(caseId: string, signatureRequestId: string, body: SignBody): Promise<SignatureRequest> {
  return apiRequest<SignatureRequest>(apiPath('signSignatureRequest', { caseId, signatureRequestId }), { method: 'POST', body });
}

/** POST …/signature-requests/{id}/decline: declines with a reason; the request is closed. */
export function declineSignatureRequest(caseId: string, signatureRequestId: string, body: DeclineBody): Promise<SignatureRequest> {
  return apiRequest<SignatureRequest>(apiPath('declineSignatureRequest', { caseId, signatureRequestId }), { method: 'POST', body });
}

/** Signing or declining changes the request, and the case's activity log (signing adds a document: `onSigned`). */
function useRefresh(caseId: string) {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: signatureKeys.case(caseId) }), queryClient.invalidateQueries({ queryKey: activityKeys.case(caseId) })]);
}

export function useSignSignatureRequest(caseId: string, signatureRequestId: string) {
  const refresh = useRefresh(caseId);
  return useMutation({ mutationFn: (body: SignBody) => signSignatureRequest(caseId, signatureRequestId, body), onSuccess: refresh });
}

export function useDeclineSignatureRequest(caseId: string, signatureRequestId: string) {
  const refresh = useRefresh(caseId);
  return useMutation({ mutationFn: (body: DeclineBody) => declineSignatureRequest(caseId, signatureRequestId, body), onSuccess: refresh });
}
