/** POST /v1/admin/cases/{caseId}/requests/remind: e-mails the case's client now about the documents still asked of them. */
import { requestRoutes } from '../../shared/requests/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { accepted } from '../core/http';
import { remindCaseRequests } from './domain/reminders';

export const handler = defineRoute(requestRoutes.remindCaseRequests, async ({ caller, params, body }) => {
  const { caseId, requestIds, requests } = await remindCaseRequests(caller, params.caseId, body);
  noteCaseActivity({ caseId, orgId: caller.orgId }, 'request.reminded', { details: { requests } });
  return accepted({ caseId, requestIds });
});
