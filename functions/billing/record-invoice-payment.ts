/** POST /v1/admin/cases/{caseId}/invoices/{invoiceId}/payments: an e-Transfer or wire the firm received for the invoice. */
import { billingRoutes } from '../../shared/billing/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { recordDirectPayment } from './domain/payments';

export const handler = defineRoute(billingRoutes.recordInvoicePayment, async ({ caller, params, body }) => {
  const invoice = await recordDirectPayment(caller, params.caseId, params.invoiceId, body);
  noteCaseActivity(invoice, 'invoice.paid', {
    details: { invoiceId: invoice.invoiceId, invoiceNumber: invoice.number, source: body.method, amountCents: body.amountCents },
    visibleToClient: true,
  });
  return created(invoice);
});
