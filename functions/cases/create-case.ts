/** POST /v1/admin/cases: opens a case for a client (found by e-mail or invited), with its folder. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { caseFolders } from '../documents';
import { createCase } from './domain/cases';

// The route composes the features: a case, opened with its root folder in the document store.
export const handler = defineRoute(caseRoutes.createCase, async ({ caller, body }) => {
  const caseItem = await createCase(caller, body, caseFolders);
  return created({ success: true, caseItem, data: { caseId: caseItem.caseId } });
});
