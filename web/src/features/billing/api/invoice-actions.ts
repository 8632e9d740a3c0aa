import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvoiceBody, InvoicePaymentBody } from '@shared/billing/schemas';
import type { Invoice } from '@shared/billing/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { billingKeys } from './billing-keys';

/** POST /v1/admin/cases/{caseId}/invoices: a draft invoice. */
export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ caseId, body }: { caseId: string; body: CreateInvoiceBody }) => apiRequest<Invoice>(apiPath('createInvoice', { caseId }), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

/** POST …/invoices/{invoiceId}/send or …/void. */
export function useInvoiceAction(action: 'send' | 'void') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoice: Pick<Invoice, 'caseId' | 'invoiceId'>) =>
      apiRequest<Invoice>(apiPath(action === 'send' ? 'sendInvoice' : 'voidInvoice', { caseId: invoice.caseId, invoiceId: invoice.invoiceId }), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

/** POST …/invoices/{invoiceId}/payments: an e-Transfer or wire the firm received for the invoice. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoice, body }: { invoice: Pick<Invoice, 'caseId' | 'invoiceId'>; body: InvoicePaymentBody }) =>
      apiRequest<Invoice>(apiPath('recordInvoicePayment', { caseId: invoice.caseId, invoiceId: invoice.invoiceId }), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
