/** GET /v1/admin/cases/{caseId}: a case of the admin's org. */
import { z } from 'zod';
import { idParam } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { getCaseOfOrg } from '../lib/domain/cases';
import { ok } from '../lib/http';

export const handler = defineRoute(
  { access: 'admin', params: z.object({ caseId: idParam('caseId') }) },
  async ({ caller, params }) => ok({ Item: await getCaseOfOrg(caller, params.caseId) }),
);
