/** POST /v1/admin/clients/{userId}/trust/transfers: pays a sent invoice of the client from their trust balance. */
import { billingRoutes } from '../../shared/billing/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { transferToInvoice } from './domain/trust';

export const handler = defineRoute(billingRoutes.transferTrust, async ({ caller, params, body }) => {
  const { entry, invoice } = await transferToInvoice(caller, params.userId, body);
  noteCaseActivity(entry, 'trust.transferred', {
    details: { entryId: entry.entryId, amountCents: entry.amountCents, invoiceId: invoice.invoiceId, invoiceNumber: invoice.number, clientId: entry.clientId },
    visibleToClient: true,
  });
  return created({ entry, invoice });
});
