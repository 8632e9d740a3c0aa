/** POST /v1/admin/cases/{caseId}/requests: asks the case's client for documents (items and/or a template's). */
import { requestRoutes } from '../../shared/requests/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { addCaseRequests } from './domain/requests';

export const handler = defineRoute(requestRoutes.addCaseRequests, async ({ caller, params, body }) => {
  const items = await addCaseRequests(caller, params.caseId, body);
  noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, 'request.created', {
    details: { requests: items.map(({ requestId, title, titles }) => ({ requestId, title, titles })) },
  });
  return created({ items });
});
