/** PATCH /v1/admin/cases/{caseId}/requests/{requestId}: accepts, rejects or waives a requested document. */
import { requestRoutes } from '../../shared/requests/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { decideCaseRequest } from './domain/requests';

/** The decisions the log names (a waiver is recorded as the acceptance it is, with its status). */
const DECISION_KINDS = { accepted: 'request.accepted', rejected: 'request.rejected', waived: 'request.accepted' } as const;

export const handler = defineRoute(requestRoutes.decideCaseRequest, async ({ caller, params, body }) => {
  const item = await decideCaseRequest(caller, params.caseId, params.requestId, body);
  noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, DECISION_KINDS[body.status], {
    details: { requests: [{ requestId: item.requestId, title: item.title }], status: body.status },
  });
  return ok({ Item: item });
});
