/** POST /v1/admin/cases/{caseId}/invoices/{invoiceId}/void: voids an invoice nothing was paid on; it keeps its number. */
import { billingRoutes } from '../../shared/billing/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { voidInvoice } from './domain/invoices';

export const handler = defineRoute(billingRoutes.voidInvoice, async ({ caller, params }) => {
  const invoice = await voidInvoice(caller, params.caseId, params.invoiceId);
  noteCaseActivity(invoice, 'invoice.voided', { details: { invoiceId: invoice.invoiceId, invoiceNumber: invoice.number } });
  return ok(invoice);
});
