/** GET /v1/admin/clients/{userId}/trust: the client's trust ledger and balance. */
import { billingRoutes } from '../../shared/billing/routes';
import { chains, noteActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { clientTrust } from './domain/trust';

export const handler = defineRoute(billingRoutes.getClientTrust, async ({ caller, params }) => {
  const ledger = await clientTrust(caller, params.userId);
  noteActivity({ chain: chains.ofClient(ledger.clientId), orgId: caller.orgId, kind: 'trust.viewed', details: { clientId: ledger.clientId } });
  return ok(ledger);
});
