/** PATCH /v1/admin/cases/{caseId}/requests/{requestId}: accepts, rejects or waives a requested document. */
import { requestRoutes } from '../../shared/requests/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { decideCaseRequest } from './domain/requests';

export const handler = defineRoute(requestRoutes.decideCaseRequest, async ({ caller, params, body }) =>
  ok({ Item: await decideCaseRequest(caller, params.caseId, params.requestId, body) }),
);
