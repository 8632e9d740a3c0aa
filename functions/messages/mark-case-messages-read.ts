/** POST /v1/cases/{caseId}/messages/read: marks a case's thread read for the caller's side. */
import { messageRoutes } from '../../shared/messages/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { markThreadRead } from './domain/messages';

export const handler = defineRoute(messageRoutes.markCaseMessagesRead, async ({ caller, params }) => ok(await markThreadRead(caller, params.caseId)));
