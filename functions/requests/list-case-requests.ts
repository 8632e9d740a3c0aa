/** GET /v1/cases/{caseId}/requests: a case's requested documents and readiness, for its firm's staff and its client. */
import { requestRoutes } from '../../shared/requests/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { listCaseRequests } from './domain/requests';

export const handler = defineRoute(requestRoutes.listCaseRequests, async ({ caller, params }) => {
  const answer = await listCaseRequests(caller, params.caseId);
  noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, 'requests.viewed');
  return ok(answer);
});
