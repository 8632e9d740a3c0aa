/**
 * GET /v1/admin/orgs/{orgId}: the admin's own org summary with its counters. Its case totals are the
 * sums of the analytics item's cases by status, the one count of cases the dashboard and the analytics
 * page also read.
 */
import { orgRoutes } from '../../shared/orgs/routes';
import { noticeInForce } from '../../shared/privacy/default-notice';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { requireOwnOrg } from '../core/ownership';
import { getCaseTotals } from '../analytics';
import { getOrg } from './repository/orgs';
import { refusal } from '../core/errors';
import { NOT_FOUND } from '../../shared/core/refusals';


export const handler = defineRoute(
  orgRoutes.getOrg,
  async ({ caller, params }) => {
    requireOwnOrg(caller, params.orgId, NOT_FOUND.ORG);
    const [org, caseTotals] = await Promise.all([getOrg(params.orgId), getCaseTotals(params.orgId)]);
    if (!org) throw refusal(NOT_FOUND.ORG);
    return ok({ Item: { ...org, ...caseTotals, privacyNotice: noticeInForce(org.privacyNotice) } });
  },
);
