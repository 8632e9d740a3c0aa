/** GET /v1/admin/cases/{caseId}/emails?limit=n&cursor=c: the messages e-mailed about a case, newest first. */
import { route } from '../../shared/routes';
import { defineRoute } from '../lib/define-route';
import { listMessagesOfCase } from '../lib/domain/case-messages';
import { ok } from '../lib/http';

export const handler = defineRoute(route('listCaseEmails'), async ({ caller, params, query }) => {
  const { Items, nextCursor } = await listMessagesOfCase(caller, params.caseId, query);
  return ok(nextCursor ? { messages: Items, nextCursor } : { messages: Items });
});
