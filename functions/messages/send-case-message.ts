/** POST /v1/cases/{caseId}/messages: sends a message on a case's thread (the case's client or the firm's staff). */
import { messageRoutes } from '../../shared/messages/routes';
import { defineRoute } from '../core/define-route';
import { created } from '../core/http';
import { sendMessage } from './domain/messages';

export const handler = defineRoute(messageRoutes.sendCaseMessage, async ({ caller, params, body }) => created(await sendMessage(caller, params.caseId, body)));
