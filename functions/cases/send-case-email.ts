/** POST /v1/admin/cases/{caseId}/emails: e-mails the admin's message to the case's client and keeps it on the case. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { sendCaseEmail } from './domain/case-emails';
import { created } from '../core/http';
import { noteCaseActivity } from '../core/activity';

export const handler = defineRoute(caseRoutes.sendCaseEmail, async ({ caller, params, body }) => {
  const item = await sendCaseEmail(caller, params.caseId, body.message);
  noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, 'email.sent', { details: { messageId: item.messageId } });
  return created({ Item: item });
});
