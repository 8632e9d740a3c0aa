/** POST /v1/admin/cases/{caseId}/emails: e-mails the admin's message to the case's client and keeps it on the case. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { sendCaseEmail } from './domain/case-emails';
import { created } from '../core/http';

export const handler = defineRoute(caseRoutes.sendCaseEmail, async ({ caller, params, body }) =>
  created({ Item: await sendCaseEmail(caller, params.caseId, body.message) }),
);
