/** GET /v1/admin/orgs/{orgId}: the admin's own org summary with its counters. */
import { orgRoutes } from '../../shared/orgs/routes';
import { noticeInForce } from '../../shared/privacy/default-notice';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { requireOwnOrg } from '../core/ownership';
import { getOrg } from './repository/orgs';
import { refusal } from '../core/errors';
import { NOT_FOUND } from '../../shared/core/refusals';


export const handler = defineRoute(
  orgRoutes.getOrg,
  async ({ caller, params }) => {
    requireOwnOrg(caller, params.orgId, NOT_FOUND.ORG);
    const org = await getOrg(params.orgId);
    if (!org) throw refusal(NOT_FOUND.ORG);
    return ok({ Item: { ...org, privacyNotice: noticeInForce(org.privacyNotice) } });
  },
);
