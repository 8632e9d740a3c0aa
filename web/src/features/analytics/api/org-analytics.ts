import { useQuery } from '@tanstack/react-query';
import type { OrgAnalytics } from '@shared/analytics/counters';
import { apiPath, apiRequest } from '@/lib/api-client';
import { orgKeys } from '@/lib/query-keys';

/** GET /v1/admin/orgs/{orgId}/analytics: the firm's figures, from counters kept on write. */
export function getOrgAnalytics(orgId: string): Promise<OrgAnalytics> {
  return apiRequest<OrgAnalytics>(apiPath('getOrgAnalytics', { orgId }), { method: 'GET' });
}

/** The firm's analytics (read again with the org's counters: a case change invalidates `orgKeys.all`). */
export function useOrgAnalytics(orgId: string | undefined) {
  return useQuery({
    queryKey: [...orgKeys.detail(orgId ?? ''), 'analytics'] as const,
    queryFn: () => getOrgAnalytics(orgId ?? ''),
    enabled: Boolean(orgId),
    staleTime: 30_000,
  });
}
