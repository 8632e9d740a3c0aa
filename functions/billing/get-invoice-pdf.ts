/** GET /v1/cases/{caseId}/invoices/{invoiceId}/pdf: the invoice as a PDF in its client's language. */
import { billingRoutes } from '../../shared/billing/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import type { JsonResult } from '../core/http';
import { getOrg } from '../orgs';
import { languageOf } from '../users';
import { clientOfInvoice, readableInvoice } from './domain/invoices';
import { invoicePdf } from './domain/invoice-pdf';

export const handler = defineRoute(billingRoutes.getInvoicePdf, async ({ caller, params }) => {
  const { caseRecord, invoice } = await readableInvoice(caller, params.caseId, params.invoiceId);
  const [org, client] = await Promise.all([getOrg(invoice.orgId), clientOfInvoice(invoice)]);
  const pdf = invoicePdf({ invoice, caseRecord, org, clientName: client?.name ?? invoice.clientName ?? '', language: languageOf(client) });
  noteCaseActivity(caseRecord, 'invoice.downloaded', { details: { invoiceId: invoice.invoiceId, invoiceNumber: invoice.number } });
  // A PDF, not JSON: the gateway decodes the base64 body.
  const answer: JsonResult<string> = {
    statusCode: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${invoice.number}.pdf"`,
      'cache-control': 'private, no-store',
    },
    body: pdf.toString('base64'),
    isBase64Encoded: true,
  };
  return answer;
});
