/** GET /v1/clients/{userId}/cases: the signed-in client's own cases, newest first. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { requireSelf } from '../core/ownership';
import { listPage } from '../core/pagination';
import { listCasesForClient } from './repository/cases';
import { NOT_FOUND } from '../../shared/core/refusals';

export const handler = defineRoute(
  caseRoutes.listClientCases,
  async ({ caller, params, query }) => {
    requireSelf(caller, params.userId, NOT_FOUND.CLIENT);
    return ok(await listPage(caller, `client-cases:${params.userId}`, query, (page) => listCasesForClient(params.userId, page)));
  },
);
