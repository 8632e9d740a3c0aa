import { useQuery } from '@tanstack/react-query';
import type { BillingOverview } from '@shared/billing/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /v1/admin/orgs/{orgId}/billing: the firm's figures and invoices. */
export const getBillingOverview = (orgId: string) => apiRequest<BillingOverview>(apiPath('getBillingOverview', { orgId }), { method: 'GET' });

export function useBillingOverview(orgId: string | undefined) {
  return useQuery({ queryKey: billingKeys.overview(orgId ?? ''), queryFn: () => getBillingOverview(orgId ?? ''), enabled: Boolean(orgId) });
}
