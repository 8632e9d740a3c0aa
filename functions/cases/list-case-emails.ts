/** GET /v1/admin/cases/{caseId}/emails?limit=n&cursor=c: the messages e-mailed about a case, newest first. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { listEmailsOfCase } from './domain/case-emails';
import { ok } from '../core/http';
import { noteCaseActivity } from '../core/activity';

export const handler = defineRoute(caseRoutes.listCaseEmails, async ({ caller, params, query }) => {
  const { Items, nextCursor } = await listEmailsOfCase(caller, params.caseId, query);
  noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, 'emails.viewed');
  return ok(nextCursor ? { messages: Items, nextCursor } : { messages: Items });
});
