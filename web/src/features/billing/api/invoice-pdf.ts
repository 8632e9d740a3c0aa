import type { Invoice } from '@shared/billing/types';
import { apiPath, apiUrl } from '@/lib/api-client';
import { getAccessToken } from '@/lib/auth';
import { refusalOf } from '@/lib/refusal-messages';

/** GET /v1/cases/{caseId}/invoices/{invoiceId}/pdf, saved by the browser as invoice-<number>.pdf. */
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'caseId' | 'invoiceId' | 'number'>): Promise<void> {
  const response = await fetch(apiUrl(apiPath('getInvoicePdf', { caseId: invoice.caseId, invoiceId: invoice.invoiceId })), {
    headers: { Authorization: `Bearer ${await getAccessToken()}` },
  });
  if (!response.ok) throw await refusalOf(response, await response.text());
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `invoice-${invoice.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
