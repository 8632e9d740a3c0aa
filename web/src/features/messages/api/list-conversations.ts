import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@shared/messages/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { messageKeys } from './message-keys';

/** How often the conversations (and the dashboards' unread counts) are read again. */
export const CONVERSATIONS_POLL_MS = 20_000;

/** GET /v1/me/conversations: the client's conversations, or every conversation of the firm for staff. */
export function listConversations(): Promise<{ conversations: Conversation[] }> {
  return apiRequest<{ conversations: Conversation[] }>(apiPath('listMyConversations', {}), { method: 'GET' });
}

export function conversationsQueryOptions() {
  return queryOptions({ queryKey: messageKeys.conversations(), queryFn: listConversations, refetchInterval: CONVERSATIONS_POLL_MS });
}

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}

/** The unread messages of all the reader's conversations (the dashboards' counters). */
export function useUnreadCount(): { count: number | undefined; loading: boolean; failed: boolean } {
  const query = useConversations();
  const count = query.data?.conversations.reduce((sum, conversation) => sum + conversation.unread, 0);
  return { count, loading: query.isLoading, failed: query.isError && !query.data };
}
