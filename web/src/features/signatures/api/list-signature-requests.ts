import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignatureRequest } from '@shared/signatures/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { signatureKeys } from './signature-keys';

/** GET /v1/cases/{caseId}/signature-requests: the case's signature requests, newest first. */
export function listSignatureRequests(caseId: string): Promise<SignatureRequest[]> {
  return apiRequest<{ Items: SignatureRequest[] }>(apiPath('listSignatureRequests', { caseId }), { method: 'GET' }).then((answer) => answer.Items);
}

export function listSignatureRequestsQueryOptions(caseId: string) {
  return queryOptions({ queryKey: signatureKeys.case(caseId), queryFn: () => listSignatureRequests(caseId) });
}

export function useSignatureRequests(caseId: string) {
  return useQuery({ ...listSignatureRequestsQueryOptions(caseId), enabled: Boolean(caseId) });
}
