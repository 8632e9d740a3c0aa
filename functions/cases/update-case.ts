/** PATCH /v1/admin/orgs/{orgId}/cases/{caseId}: partial update of a case of the admin's org. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { updateCase } from './domain/cases';
import { ok } from '../core/http';
import { requireOwnOrg } from '../core/ownership';
import { NOT_FOUND } from '../../shared/core/refusals';

export const handler = defineRoute(
  caseRoutes.updateCase,
  async ({ caller, params, body }) => {
    requireOwnOrg(caller, params.orgId, NOT_FOUND.CASE);
    const updatedItem = await updateCase(caller, params.caseId, body);
    return ok({ success: true, updatedItem });
  },
);
