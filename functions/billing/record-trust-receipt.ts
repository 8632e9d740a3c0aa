/** POST /v1/admin/clients/{userId}/trust/receipts: money received into trust for a case of the client. */
import { billingRoutes } from '../../shared/billing/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { recordReceipt } from './domain/trust';

export const handler = defineRoute(billingRoutes.recordTrustReceipt, async ({ caller, params, body }) => {
  const entry = await recordReceipt(caller, params.userId, body);
  noteCaseActivity(entry, 'trust.received', { details: { entryId: entry.entryId, amountCents: entry.amountCents, clientId: entry.clientId }, visibleToClient: true });
  return created(entry);
});
