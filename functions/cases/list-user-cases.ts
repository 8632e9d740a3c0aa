/** GET /v1/admin/users/{userId}/cases: a client's cases, for an admin of the client's org. */
import { z } from 'zod';
import { idParam, paginationQuery } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { getUserOfOrg } from '../lib/domain/users';
import { ok } from '../lib/http';
import { listPage } from '../lib/pagination';
import { listCasesForClient } from '../lib/repositories/cases';

export const handler = defineRoute(
  { access: 'admin', params: z.object({ userId: idParam('userId') }), query: paginationQuery },
  async ({ caller, params, query }) => {
    await getUserOfOrg(caller, params.userId);
    return ok(await listPage(caller, `user-cases:${params.userId}`, query, (page) => listCasesForClient(params.userId, page)));
  },
);
