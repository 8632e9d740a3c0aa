/** GET /v1/clients/{userId}/cases: the signed-in client's own cases, newest first. */
import { z } from 'zod';
import { idParam, paginationQuery } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/http';
import { requireSelf } from '../lib/ownership';
import { listPage } from '../lib/pagination';
import { listCasesForClient } from '../lib/repositories/cases';

export const handler = defineRoute(
  { access: 'client', params: z.object({ userId: idParam('userId') }), query: paginationQuery },
  async ({ caller, params, query }) => {
    requireSelf(caller, params.userId, 'Client not found');
    return ok(await listPage(caller, `client-cases:${params.userId}`, query, (page) => listCasesForClient(params.userId, page)));
  },
);
