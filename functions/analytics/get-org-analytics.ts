/** GET /v1/admin/orgs/{orgId}/analytics: the firm's counters for its analytics page and dashboard card. */
import { analyticsRoutes } from '../../shared/analytics/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { getOrgAnalytics } from './domain/analytics';

export const handler = defineRoute(analyticsRoutes.getOrgAnalytics, async ({ caller, params }) => ok(await getOrgAnalytics(caller, params.orgId)));
