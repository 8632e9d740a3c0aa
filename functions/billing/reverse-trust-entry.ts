/** POST /v1/admin/clients/{userId}/trust/reversals: a receipt recorded in error, corrected by a new linked entry. */
import { billingRoutes } from '../../shared/billing/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { reverseReceipt } from './domain/trust';

export const handler = defineRoute(billingRoutes.reverseTrustEntry, async ({ caller, params, body }) => {
  const entry = await reverseReceipt(caller, params.userId, body);
  noteCaseActivity(entry, 'trust.reversed', { details: { entryId: entry.entryId, reverses: entry.reverses, amountCents: entry.amountCents, clientId: entry.clientId } });
  return created(entry);
});
