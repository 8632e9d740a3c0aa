import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrustReceiptBody, TrustRefundBody, TrustReversalBody, TrustTransferBody } from '@shared/billing/schemas';
import type { ClientTrust, Invoice, TrustEntry, TrustReconciliation } from '@shared/billing/types';
import { apiPath, apiRequest, apiUrl } from '@/lib/api-client';
import { getAccessToken } from '@/lib/auth';
import { billingKeys } from './billing-keys';

/** GET /v1/admin/clients/{userId}/trust: the client's ledger. */
export function useClientTrust(clientId: string | undefined) {
  return useQuery({
    queryKey: billingKeys.trust(clientId ?? ''),
    queryFn: () => apiRequest<ClientTrust>(apiPath('getClientTrust', { userId: clientId ?? '' }), { method: 'GET' }),
    enabled: Boolean(clientId),
  });
}

/** The body of each kind of new trust entry, and the route that records it. */
interface TrustEntryKinds {
  receipt: TrustReceiptBody;
  transfer: TrustTransferBody;
  refund: TrustRefundBody;
  reversal: TrustReversalBody;
}
const ENTRY_ROUTES = { receipt: 'recordTrustReceipt', transfer: 'transferTrust', refund: 'refundTrust', reversal: 'reverseTrustEntry' } as const;

/** POST …/trust/receipts, …/transfers, …/refunds, …/reversals. */
export function useTrustEntry<Kind extends keyof TrustEntryKinds>(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: string; body: TrustEntryKinds[Kind] }) => {
      const route: (typeof ENTRY_ROUTES)[keyof TrustEntryKinds] = ENTRY_ROUTES[kind];
      return apiRequest<TrustEntry | { entry: TrustEntry; invoice: Invoice }>(apiPath(route, { userId: clientId }), { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

/** GET /v1/admin/orgs/{orgId}/trust/reconciliation?month=. */
export function useReconciliation(orgId: string | undefined, month: string) {
  return useQuery({
    queryKey: billingKeys.reconciliation(orgId ?? '', month),
    queryFn: () => apiRequest<TrustReconciliation>(apiPath('getTrustReconciliation', { orgId: orgId ?? '' }, { month }), { method: 'GET' }),
    enabled: Boolean(orgId) && /^\d{4}-\d{2}$/.test(month),
  });
}

/** The same reconciliation as CSV, saved by the browser. */
export async function downloadReconciliationCsv(orgId: string, month: string): Promise<void> {
  const response = await fetch(apiUrl(apiPath('getTrustReconciliation', { orgId }, { month, format: 'csv' })), {
    headers: { Authorization: `Bearer ${await getAccessToken()}` },
  });
  if (!response.ok) throw new Error(String(response.status));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `trust-reconciliation-${month}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
