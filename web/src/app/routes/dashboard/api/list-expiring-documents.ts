import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpiringDocument } from '@shared/orgs/types';
import { PRODUCT_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest } from '@/lib/api-client';
import { orgKeys } from '@/lib/query-keys';

/** How far ahead the admin dashboard looks for accepted documents about to expire. */
export const EXPIRING_WITHIN_DAYS = 180;

/**
 * GET /v1/admin/orgs/{orgId}/expiring-documents?days=: the accepted documents of the org's cases that
 * expire within `days`, soonest first. Keyed under the org, so whatever refreshes the org refreshes it.
 */
export function listExpiringDocumentsQueryOptions(orgId: string, days = EXPIRING_WITHIN_DAYS) {
  return queryOptions({
    queryKey: [...orgKeys.detail(orgId), 'expiring-documents', { days }] as const,
    queryFn: async () =>
      (await apiRequest<{ items: ExpiringDocument[] }>(apiPath('listExpiringDocuments', { orgId }, { days }), { method: 'GET' })).items,
    staleTime: PRODUCT_CACHE_MS,
    gcTime: PRODUCT_CACHE_MS,
  });
}

/** Runs once the org's id is known. */
export function useExpiringDocuments(orgId: string | undefined, days = EXPIRING_WITHIN_DAYS) {
  return useQuery({ ...listExpiringDocumentsQueryOptions(orgId ?? '', days), enabled: Boolean(orgId) });
}
