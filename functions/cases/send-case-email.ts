/** POST /v1/admin/cases/{caseId}/emails: e-mails the admin's message to the case's client and keeps it on the case. */
import { caseRoutes } from '../../shared/cases/routes';
import { defineRoute } from '../core/define-route';
import { sendCaseMessage } from './domain/case-messages';
import { created } from '../core/http';

export const handler = defineRoute(caseRoutes.sendCaseEmail, async ({ caller, params, body }) =>
  created({ Item: await sendCaseMessage(caller, params.caseId, body.message) }),
);
