/** GET /v1/me/conversations: the caller's conversations, unread first, then the most recent. */
import { messageRoutes } from '../../shared/messages/routes';
import { defineRoute } from '../core/define-route';
import { ok } from '../core/http';
import { listMyConversations } from './domain/messages';

export const handler = defineRoute(messageRoutes.listMyConversations, async ({ caller }) => ok({ conversations: await listMyConversations(caller) }));
