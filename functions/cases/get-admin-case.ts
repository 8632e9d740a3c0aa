/** GET /v1/admin/cases/{caseId}: a case of the admin's org. */
import { route } from '../../shared/routes';
import { defineRoute } from '../core/define-route';
import { getCaseOfOrg } from './domain/cases';
import { ok } from '../core/http';

export const handler = defineRoute(
  route('getAdminCase'),
  async ({ caller, params }) => ok({ Item: await getCaseOfOrg(caller, params.caseId) }),
);
