import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CaseRequests } from '@shared/requests/types';
import { JUST_READ_MS } from '@/config/time';
import { apiPath, apiRequest } from '@/lib/api-client';
import { caseKeys } from '@/lib/query-keys';
import { requestKeys } from './request-keys';

/** GET /v1/cases/{caseId}/requests: the case's requested documents, in the order they were added, and its readiness. */
export function listCaseRequests(caseId: string): Promise<CaseRequests> {
  return apiRequest<CaseRequests>(apiPath('listCaseRequests', { caseId }), { method: 'GET' });
}

export function listCaseRequestsQueryOptions(caseId: string) {
  return queryOptions({ queryKey: requestKeys.case(caseId), queryFn: () => listCaseRequests(caseId), staleTime: JUST_READ_MS });
}

export function useCaseRequests(caseId: string) {
  return useQuery({ ...listCaseRequestsQueryOptions(caseId), enabled: Boolean(caseId) });
}

/**
 * After a change to a case's requests (a decision, new items, an upload against one): the list and
 * the case's readiness counters (the case records, the cases lists and dashboards) are read again.
 */
export async function refreshCaseRequests(queryClient: QueryClient, caseId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: requestKeys.case(caseId) }),
    queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  ]);
}
