/** GET /v1/clients/{clientId}/cases/{caseId}: one of the signed-in client's own cases. */
import { route } from '../../shared/routes';
import { defineRoute } from '../lib/define-route';
import { getCaseOfClient } from '../lib/domain/cases';
import { ok } from '../lib/http';
import { requireSelf } from '../lib/ownership';
import { NOT_FOUND } from '../../shared/core/refusals';

export const handler = defineRoute(
  route('getClientCase'),
  async ({ caller, params }) => {
    requireSelf(caller, params.clientId, NOT_FOUND.CASE);
    return ok({ Item: await getCaseOfClient(params.clientId, params.caseId) });
  },
);
