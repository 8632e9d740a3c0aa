/** POST /v1/admin/cases/{caseId}/requests: asks the case's client for documents (items and/or a template's). */
import { requestRoutes } from '../../shared/requests/routes';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { addCaseRequests } from './domain/requests';

export const handler = defineRoute(requestRoutes.addCaseRequests, async ({ caller, params, body }) =>
  created({ items: await addCaseRequests(caller, params.caseId, body) }),
);
