/** GET /v1/admin/cases/{caseId}: a case of the admin's org. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { getCaseOfOrg } from './domain/case-access';
import { ok } from '../core/http';
import { noteCaseActivity } from '../core/activity';
import { stagesOfFirm } from '../progress';

export const handler = defineRoute(
  caseRoutes.getAdminCase,
  async ({ caller, params }) => {
    // The firm's stage sets are read beside the case (the caller's org is the case's, or the answer is 404).
    const [item, stagesOf] = await Promise.all([getCaseOfOrg(caller, params.caseId), stagesOfFirm(caller.orgId)]);
    noteCaseActivity(item, 'case.viewed');
    // The stages of the case's category (the firm's set), for its progress timeline.
    return ok({ Item: item, stages: stagesOf(item.category) });
  },
);
