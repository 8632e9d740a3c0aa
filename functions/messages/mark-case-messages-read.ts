/** POST /v1/cases/{caseId}/messages/read: marks a case's thread read for the caller's side. */
import { messageRoutes } from '../../shared/messages/routes';
import { noteCaseActivity } from '../core/activity';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { markThreadRead } from './domain/messages';

export const handler = defineRoute(messageRoutes.markCaseMessagesRead, async ({ caller, params }) => {
  const answer = await markThreadRead(caller, params.caseId);
  noteCaseActivity({ caseId: params.caseId, orgId: caller.orgId }, 'messages.read');
  return ok(answer);
});
