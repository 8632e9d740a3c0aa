/** GET /v1/admin/cases/{caseId}: a case of the admin's org. */
import { route } from '../../shared/routes';
import { defineRoute } from '../lib/define-route';
import { getCaseOfOrg } from '../lib/domain/cases';
import { ok } from '../lib/http';

export const handler = defineRoute(
  route('getAdminCase'),
  async ({ caller, params }) => ok({ Item: await getCaseOfOrg(caller, params.caseId) }),
);
