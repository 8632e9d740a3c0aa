/** PATCH /v1/admin/orgs/{orgId}/cases/{caseId}: partial update of a case of the admin's org. */
import { z } from 'zod';
import { idParam, updateCaseBody } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { CASE_NOT_FOUND, updateCase } from '../lib/domain/cases';
import { ok } from '../lib/http';
import { requireOwnOrg } from '../lib/ownership';

export const handler = defineRoute(
  { access: 'admin', params: z.object({ orgId: idParam('orgId'), caseId: idParam('caseId') }), body: updateCaseBody },
  async ({ caller, params, body }) => {
    requireOwnOrg(caller, params.orgId, CASE_NOT_FOUND);
    return ok({ success: true, updatedItem: await updateCase(caller, params.caseId, body) });
  },
);
