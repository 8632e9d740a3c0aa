import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrustReceiptBody, TrustRefundBody, TrustTransferBody } from '@shared/billing/schemas';
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

/** POST …/trust/receipts, …/transfers, …/refunds. */
export function useTrustEntry<Kind extends 'receipt' | 'transfer' | 'refund'>(kind: Kind) {
  const queryClient = useQueryClient();
  type Body = Kind extends 'receipt' ? TrustReceiptBody : Kind extends 'transfer' ? TrustTransferBody : TrustRefundBody;
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: string; body: Body }) => {
      const id = kind === 'receipt' ? 'recordTrustReceipt' : kind === 'transfer' ? 'transferTrust' : 'refundTrust';
      return apiRequest<TrustEntry | { entry: TrustEntry; invoice: Invoice }>(apiPath(id, { userId: clientId }), { method: 'POST', body });
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
