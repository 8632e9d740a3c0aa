/** DELETE /v1/admin/cases/{caseId}/requests/{requestId}: deletes a requested document nothing was uploaded for. */
import { requestRoutes } from '../../shared/requests/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { noContent } from '../core/http';
import { deleteCaseRequest } from './domain/requests';

export const handler = defineRoute(requestRoutes.deleteCaseRequest, async ({ caller, params }) => {
  const item = await deleteCaseRequest(caller, params.caseId, params.requestId);
  noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, 'request.deleted', {
    details: { requests: [{ requestId: item.requestId, title: item.title, titles: item.titles }] },
  });
  return noContent();
});
