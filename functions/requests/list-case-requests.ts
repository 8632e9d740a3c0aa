/** GET /v1/cases/{caseId}/requests: a case's requested documents and readiness, for its firm's staff and its client. */
import { requestRoutes } from '../../shared/requests/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { listCaseRequests } from './domain/requests';

export const handler = defineRoute(requestRoutes.listCaseRequests, async ({ caller, params }) => ok(await listCaseRequests(caller, params.caseId)));
