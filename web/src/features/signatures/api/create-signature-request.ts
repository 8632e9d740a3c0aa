import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { createSignatureRequestBody } from '@shared/signatures/schemas';
import type { SignatureRequest } from '@shared/signatures/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { signatureKeys } from './signature-keys';

export type CreateSignatureRequestBody = z.infer<typeof createSignatureRequestBody>;

/** POST /v1/admin/cases/{caseId}/signature-requests: asks the client (then staff, when named) to sign a PDF of the case. */
export function createSignatureRequest(caseId: string, body: CreateSignatureRequestBody): Promise<SignatureRequest> {
  return apiRequest<SignatureRequest>(apiPath('createSignatureRequest', { caseId }), { method: 'POST', body });
}

export function useCreateSignatureRequest(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSignatureRequestBody) => createSignatureRequest(caseId, body),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: signatureKeys.case(caseId) }), queryClient.invalidateQueries({ queryKey: activityKeys.case(caseId) })]),
  });
}
