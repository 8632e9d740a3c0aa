/** POST /v1/admin/clients/{userId}/trust/refunds: money held in trust returned to the client. */
import { billingRoutes } from '../../shared/billing/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { refund } from './domain/trust';

export const handler = defineRoute(billingRoutes.refundTrust, async ({ caller, params, body }) => {
  const entry = await refund(caller, params.userId, body);
  noteCaseActivity(entry, 'trust.refunded', { details: { entryId: entry.entryId, amountCents: entry.amountCents, clientId: entry.clientId }, visibleToClient: true });
  return created(entry);
});
