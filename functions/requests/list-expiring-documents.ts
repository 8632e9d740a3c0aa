/** GET /v1/admin/orgs/{orgId}/expiring-documents?days=180: the admin's own org's accepted documents that expire soon. */
import { NOT_FOUND } from '../../shared/core/refusals';
import { orgRoutes } from '../../shared/orgs/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { requireOwnOrg } from '../core/ownership';
import { listExpiringDocuments } from './domain/expiring-documents';

export const handler = defineRoute(orgRoutes.listExpiringDocuments, async ({ caller, params, query }) => {
  requireOwnOrg(caller, params.orgId, NOT_FOUND.ORG);
  return ok({ items: await listExpiringDocuments(params.orgId, query.days, new Date(), caller.language) });
});
