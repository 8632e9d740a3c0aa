/** GET /v1/admin/orgs/{orgId}/billing: the firm's billing figures and invoices. */
import { billingRoutes } from '../../shared/billing/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { billingOverview } from './domain/overview';

export const handler = defineRoute(billingRoutes.getBillingOverview, async ({ caller, params }) => ok(await billingOverview(caller, params.orgId)));
