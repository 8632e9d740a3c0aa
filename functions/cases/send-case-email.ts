/** POST /v1/admin/cases/{caseId}/emails: e-mails the admin's message to the case's client and keeps it on the case. */
import { route } from '../../shared/routes';
import { defineRoute } from '../lib/define-route';
import { sendCaseMessage } from '../lib/domain/case-messages';
import { created } from '../lib/http';

export const handler = defineRoute(route('sendCaseEmail'), async ({ caller, params, body }) =>
  created({ Item: await sendCaseMessage(caller, params.caseId, body.message) }),
);
