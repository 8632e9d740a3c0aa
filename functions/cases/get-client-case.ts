/** GET /v1/clients/{clientId}/cases/{caseId}: one of the signed-in client's own cases. */
import { z } from 'zod';
import { idParam } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { CASE_NOT_FOUND, getCaseOfClient } from '../lib/domain/cases';
import { ok } from '../lib/http';
import { requireSelf } from '../lib/ownership';

export const handler = defineRoute(
  { access: 'client', params: z.object({ clientId: idParam('clientId'), caseId: idParam('caseId') }) },
  async ({ caller, params }) => {
    requireSelf(caller, params.clientId, CASE_NOT_FOUND);
    return ok({ Item: await getCaseOfClient(params.clientId, params.caseId) });
  },
);
