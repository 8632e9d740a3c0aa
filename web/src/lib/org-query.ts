/** The signed-in admin's org (profile and counters): read by the dashboard, the user page and Settings → Firm. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgSummary } from '@shared/orgs/types';
import { ORG_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest } from './api-client';
import { orgKeys } from './query-keys';

/** GET /v1/admin/orgs/{orgId}: the signed-in admin's own org, its profile and dashboard counters. */
export async function getOrg(orgId: string): Promise<OrgSummary> {
  const body = await apiRequest<{ Item: OrgSummary }>(apiPath('getOrg', { orgId }), { method: 'GET' });
  return body.Item;
}

export function getOrgQueryOptions(orgId: string) {
  return queryOptions({
    queryKey: orgKeys.detail(orgId),
    queryFn: () => getOrg(orgId),
    staleTime: ORG_CACHE_MS,
    gcTime: ORG_CACHE_MS,
  });
}

/** Runs only once the org's id is known. */
export function useOrg(orgId: string | undefined) {
  return useQuery({ ...getOrgQueryOptions(orgId ?? ''), enabled: Boolean(orgId) });
}
