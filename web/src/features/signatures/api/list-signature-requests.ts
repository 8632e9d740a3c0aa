import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignatureRequest } from '@shared/signatures/types';
import { JUST_READ_MS } from '@/config/time';
import { apiPath, apiRequest } from '@/lib/api-client';
import { signatureKeys } from './signature-keys';

/** GET /v1/cases/{caseId}/signature-requests: the case's signature requests, newest first. */
export function listSignatureRequests(caseId: string): Promise<SignatureRequest[]> {
  return apiRequest<{ Items: SignatureRequest[] }>(apiPath('listSignatureRequests', { caseId }), { method: 'GET' }).then((answer) => answer.Items);
}

/** Read by the client case page's loader: fresh a few seconds, so the page does not read it again as it mounts. */
export function listSignatureRequestsQueryOptions(caseId: string) {
  return queryOptions({ queryKey: signatureKeys.case(caseId), queryFn: () => listSignatureRequests(caseId), staleTime: JUST_READ_MS });
}

export function useSignatureRequests(caseId: string) {
  return useQuery({ ...listSignatureRequestsQueryOptions(caseId), enabled: Boolean(caseId) });
}
