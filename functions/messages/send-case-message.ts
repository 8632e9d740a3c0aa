/** POST /v1/cases/{caseId}/messages: sends a message on a case's thread (the case's client or the firm's staff). */
import { messageRoutes } from '../../shared/messages/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { sendMessage } from './domain/messages';

export const handler = defineRoute(messageRoutes.sendCaseMessage, async ({ caller, params, body }) => {
  const message = await sendMessage(caller, params.caseId, body);
  noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, 'message.sent', { details: { messageId: message.messageId } });
  return created(message);
});
