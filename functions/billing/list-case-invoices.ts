/** GET /v1/cases/{caseId}/invoices: a case's invoices by number (its client: the sent ones). */
import { billingRoutes } from '../../shared/billing/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { okList } from '../core/http';
import { listCaseInvoices } from './domain/invoices';

export const handler = defineRoute(billingRoutes.listCaseInvoices, async ({ caller, params }) => {
  const { caseRecord, invoices } = await listCaseInvoices(caller, params.caseId);
  noteCaseActivity(caseRecord, 'invoices.viewed');
  return okList(invoices);
});
