/** GET /v1/admin/orgs/{orgId}: the admin's own org summary with its counters. */
import { route } from '../../shared/routes';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/http';
import { requireOwnOrg } from '../lib/ownership';
import { getOrg } from '../lib/repositories/orgs';
import { refusal } from '../lib/errors';
import { NOT_FOUND } from '../../shared/core/refusals';


export const handler = defineRoute(
  route('getOrg'),
  async ({ caller, params }) => {
    requireOwnOrg(caller, params.orgId, NOT_FOUND.ORG);
    const org = await getOrg(params.orgId);
    if (!org) throw refusal(NOT_FOUND.ORG);
    return ok({ Item: org });
  },
);
