/** GET /v1/clients/{clientId}/cases/{caseId}: one of the signed-in client's own cases. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { getCaseOfClient } from './domain/case-access';
import { ok } from '../core/http';
import { noteCaseActivity } from '../core/activity';
import { stagesOfCategory } from '../progress';
import { requireSelf } from '../core/ownership';
import { NOT_FOUND } from '../../shared/core/refusals';

export const handler = defineRoute(
  caseRoutes.getClientCase,
  async ({ caller, params }) => {
    requireSelf(caller, params.clientId, NOT_FOUND.CASE);
    const item = await getCaseOfClient(params.clientId, params.caseId);
    noteCaseActivity(item, 'case.viewed');
    // The stages of the case's category (the firm's set), for its progress timeline.
    return ok({ Item: item, stages: await stagesOfCategory(item.orgId, item.category) });
  },
);
