import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutSession, MyBilling } from '@shared/billing/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /v1/me/billing; while a card payment is awaited (`waitingFor`), read again every 2 s until it is paid. */
export function useMyBilling(waitingFor?: string) {
  return useQuery({
    queryKey: billingKeys.mine(),
    queryFn: () => apiRequest<MyBilling>(apiPath('getMyBilling', {}), { method: 'GET' }),
    refetchInterval: (query) => {
      if (!waitingFor) return false;
      const invoice = query.state.data?.invoices.find((item) => item.invoiceId === waitingFor);
      return invoice && invoice.status !== 'paid' ? 2000 : false;
    },
  });
}

/** POST /v1/cases/{caseId}/invoices/{invoiceId}/checkout: Stripe's hosted page for the balance. */
export function useCheckout() {
  return useMutation({
    mutationFn: ({ caseId, invoiceId }: { caseId: string; invoiceId: string }) =>
      apiRequest<CheckoutSession>(apiPath('createCheckout', { caseId, invoiceId }), { method: 'POST' }),
  });
}
