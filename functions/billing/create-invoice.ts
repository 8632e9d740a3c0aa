/** POST /v1/admin/cases/{caseId}/invoices: a draft invoice of the case, priced from the tax table, numbered next in the firm's sequence. */
import { billingRoutes } from '../../shared/billing/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { createInvoice } from './domain/invoices';

export const handler = defineRoute(billingRoutes.createInvoice, async ({ caller, params, body }) => {
  const invoice = await createInvoice(caller, params.caseId, body);
  noteCaseActivity(invoice, 'invoice.created', { details: { invoiceId: invoice.invoiceId, invoiceNumber: invoice.number, amountCents: invoice.totalCents } });
  return created(invoice);
});
