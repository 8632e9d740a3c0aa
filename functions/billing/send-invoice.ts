/** POST /v1/admin/cases/{caseId}/invoices/{invoiceId}/send: the client sees the invoice and may pay it. */
import { billingRoutes } from '../../shared/billing/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { sendInvoice } from './domain/invoices';

export const handler = defineRoute(billingRoutes.sendInvoice, async ({ caller, params }) => {
  const invoice = await sendInvoice(caller, params.caseId, params.invoiceId);
  noteCaseActivity(invoice, 'invoice.sent', { details: { invoiceId: invoice.invoiceId, invoiceNumber: invoice.number, amountCents: invoice.totalCents }, visibleToClient: true });
  return ok(invoice);
});
