import { useQuery } from '@tanstack/react-query';
import type { Case } from '@shared/cases/types';
import { apiPath, apiRequest, type ListResponse } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** The firm's cases to bill (GET /v1/admin/cases, the first 100, newest first). */
export function useFirmCases(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.cases(),
    queryFn: () => apiRequest<ListResponse<Case>>(apiPath('listAdminCases', {}, { limit: 100 }), { method: 'GET' }),
    enabled,
    staleTime: 60_000,
  });
}
