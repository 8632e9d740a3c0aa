/** POST /v1/cases/{caseId}/invoices/{invoiceId}/checkout: opens Stripe Checkout for the client's own sent invoice. */
import { billingRoutes } from '../../shared/billing/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { openCheckout } from './domain/card-payments';

export const handler = defineRoute(billingRoutes.createCheckout, async ({ caller, params, event }) => {
  const { invoice, session } = await openCheckout(caller, params.caseId, params.invoiceId, event.headers?.origin);
  noteCaseActivity(invoice, 'payment.started', { details: { invoiceId: invoice.invoiceId, invoiceNumber: invoice.number, amountCents: invoice.balanceCents, source: 'card' }, visibleToClient: true });
  return created(session);
});
