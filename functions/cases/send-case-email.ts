/** POST /v1/admin/cases/{caseId}/emails: e-mails the admin's message to the case's client and keeps it on the case. */
import { route } from '../../shared/routes';
import { defineRoute } from '../core/define-route';
import { sendCaseMessage } from './domain/case-messages';
import { created } from '../core/http';

export const handler = defineRoute(route('sendCaseEmail'), async ({ caller, params, body }) =>
  created({ Item: await sendCaseMessage(caller, params.caseId, body.message) }),
);
