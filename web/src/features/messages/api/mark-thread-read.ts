import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest } from '@/lib/api-client';
import { messageKeys } from './message-keys';

/** POST /v1/cases/{caseId}/messages/read: the reader has seen the thread up to now. */
export function markThreadRead(caseId: string): Promise<{ readAt: string }> {
  return apiRequest<{ readAt: string }>(apiPath('markCaseMessagesRead', { caseId }), { method: 'POST' });
}

export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (caseId: string) => markThreadRead(caseId),
    // The unread counts (list, dashboards) and the thread's read receipts change.
    onSuccess: (_, caseId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }),
        queryClient.invalidateQueries({ queryKey: messageKeys.thread(caseId) }),
      ]),
  });
}
