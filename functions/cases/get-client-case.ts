/** GET /v1/clients/{clientId}/cases/{caseId}: one of the signed-in client's own cases. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { getCaseOfClient, refuseOthersPath } from './domain/case-access';
import { ok } from '../core/http';
import { noteCaseActivity } from '../core/activity';
import { stagesOfCategory } from '../progress';

export const handler = defineRoute(
  caseRoutes.getClientCase,
  async ({ caller, params }) => {
    if (params.clientId !== caller.userId) await refuseOthersPath(caller, params.caseId);
    const item = await getCaseOfClient(caller.userId, params.caseId);
    noteCaseActivity(item, 'case.viewed');
    // The stages of the case's category (the firm's set), for its progress timeline.
    return ok({ Item: item, stages: await stagesOfCategory(item.orgId, item.category) });
  },
);
