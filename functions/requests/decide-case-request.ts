/** PATCH /v1/admin/cases/{caseId}/requests/{requestId}: accepts, rejects or waives a requested document, and/or edits it. */
import { requestRoutes } from '../../shared/requests/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { changeCaseRequest } from './domain/requests';

/** The decisions the log names (a waiver is recorded as the acceptance it is, with its status). */
const DECISION_KINDS = { accepted: 'request.accepted', rejected: 'request.rejected', waived: 'request.accepted' } as const;

export const handler = defineRoute(requestRoutes.decideCaseRequest, async ({ caller, params, body }) => {
  const { item, edited, decided } = await changeCaseRequest(caller, params.caseId, params.requestId, body);
  // One record per request: the decision when there was one (with what the edit changed beside it), else the edit.
  const decision = decided ? body.status : undefined;
  noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, decision ? DECISION_KINDS[decision] : 'request.updated', {
    details: {
      requests: [{ requestId: item.requestId, title: item.title, titles: item.titles }],
      ...(decision ? { status: decision } : {}),
      ...(edited.length > 0 ? { fields: edited } : {}),
    },
  });
  return ok({ Item: item });
});
