/** POST /v1/admin/cases: opens a case for a client (found by e-mail or invited), with its folder. */
import { createCaseBody } from '../../shared/api-schemas';
import { defineRoute } from '../lib/define-route';
import { createCase } from '../lib/domain/cases';
import { created } from '../lib/http';

export const handler = defineRoute({ access: 'admin', body: createCaseBody }, async ({ caller, body }) => {
  const caseItem = await createCase(caller, body);
  return created({ success: true, caseItem, data: { caseId: caseItem.caseId } });
});
