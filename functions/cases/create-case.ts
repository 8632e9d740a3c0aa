/** POST /v1/admin/cases: opens a case for a client (found by e-mail or invited), with its folder. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { createCase } from './domain/cases';
import { created } from '../core/http';

export const handler = defineRoute(caseRoutes.createCase, async ({ caller, body }) => {
  const caseItem = await createCase(caller, body);
  return created({ success: true, caseItem, data: { caseId: caseItem.caseId } });
});
