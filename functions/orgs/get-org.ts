/** GET /v1/admin/orgs/{orgId}: the admin's own org summary with its counters. */
import { z } from 'zod';
import { idParam } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { httpError, ok } from '../lib/http';
import { requireOwnOrg } from '../lib/ownership';
import { getOrg } from '../lib/repositories/orgs';

const ORG_NOT_FOUND = 'Organization not found';

export const handler = defineRoute(
  { access: 'admin', params: z.object({ orgId: idParam('orgId') }) },
  async ({ caller, params }) => {
    requireOwnOrg(caller, params.orgId, ORG_NOT_FOUND);
    const org = await getOrg(params.orgId);
    if (!org) throw httpError(404, ORG_NOT_FOUND);
    return ok({ Item: org });
  },
);
