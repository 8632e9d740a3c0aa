/** GET /v1/me/billing: the client's own invoices, trust balance and how to pay. */
import { billingRoutes } from '../../shared/billing/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { myBilling } from './domain/overview';

export const handler = defineRoute(billingRoutes.getMyBilling, async ({ caller }) => ok(await myBilling(caller)));
