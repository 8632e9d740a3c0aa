/** GET /v1/admin/users/{userId}/cases: a client's cases, for an admin of the client's org. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { getUserOfOrg } from '../users';
import { ok } from '../core/http';
import { listPage } from '../core/pagination';
import { listCasesForClient } from './repository/cases';

export const handler = defineRoute(
  caseRoutes.listUserCases,
  async ({ caller, params, query }) => {
    await getUserOfOrg(caller, params.userId);
    return ok(await listPage(caller, `user-cases:${params.userId}`, query, (page) => listCasesForClient(params.userId, page)));
  },
);
