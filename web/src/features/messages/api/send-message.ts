import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendMessageBody } from '@shared/messages/schemas';
import type { Message } from '@shared/messages/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { messageKeys } from './message-keys';

/** POST /v1/cases/{caseId}/messages: a message (1 to 10,000 characters) with up to 5 of the case's documents. */
export function sendMessage(caseId: string, body: SendMessageBody): Promise<Message> {
  return apiRequest<Message>(apiPath('sendCaseMessage', { caseId }), { method: 'POST', body });
}

export function useSendMessage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => sendMessage(caseId, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.thread(caseId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }),
      ]),
  });
}
