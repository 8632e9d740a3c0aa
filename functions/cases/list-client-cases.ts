/** GET /v1/clients/{userId}/cases: the signed-in client's own cases, newest first. */
import { route } from '../../shared/routes';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/http';
import { requireSelf } from '../lib/ownership';
import { listPage } from '../lib/pagination';
import { listCasesForClient } from '../lib/repositories/cases';
import { NOT_FOUND } from '../../shared/core/refusals';

export const handler = defineRoute(
  route('listClientCases'),
  async ({ caller, params, query }) => {
    requireSelf(caller, params.userId, NOT_FOUND.CLIENT);
    return ok(await listPage(caller, `client-cases:${params.userId}`, query, (page) => listCasesForClient(params.userId, page)));
  },
);
