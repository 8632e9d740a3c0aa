/** GET /v1/admin/cases/{caseId}: a case of the admin's org. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { getCaseOfOrg } from './domain/case-access';
import { ok } from '../core/http';
import { noteCaseActivity } from '../core/activity';
import { stagesOfCategory } from '../progress';

export const handler = defineRoute(
  caseRoutes.getAdminCase,
  async ({ caller, params }) => {
    const item = await getCaseOfOrg(caller, params.caseId);
    noteCaseActivity(item, 'case.viewed');
    // The stages of the case's category (the firm's set), for its progress timeline.
    return ok({ Item: item, stages: await stagesOfCategory(item.orgId, item.category) });
  },
);
