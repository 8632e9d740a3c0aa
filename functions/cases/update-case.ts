/** PATCH /v1/admin/orgs/{orgId}/cases/{caseId}: partial update of a case of the admin's org. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { refuseOthersPath } from './domain/case-access';
import { updateCase } from './domain/cases';
import { ok } from '../core/http';

export const handler = defineRoute(
  caseRoutes.updateCase,
  async ({ caller, params, body }) => {
    if (params.orgId !== caller.orgId) await refuseOthersPath(caller, params.caseId);
    const updatedItem = await updateCase(caller, params.caseId, body);
    return ok({ success: true, updatedItem });
  },
);
