import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { SendCaseEmailBody } from '@shared/cases/schemas';
import type { CaseEmail } from '@shared/cases/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { caseEmailKeys } from './case-email-keys';
import type { CaseEmailsPage } from './list-case-emails';

/** POST /v1/admin/cases/{caseId}/emails: e-mails the message to the case's client; answers the kept message. */
export async function sendCaseEmail(caseId: string, body: SendCaseEmailBody): Promise<CaseEmail> {
  const answer = await apiRequest<{ Item: CaseEmail }>(apiPath('sendCaseEmail', { caseId }), { method: 'POST', body });
  return answer.Item;
}

/**
 * Sends a message about a case. The kept message goes on top of the case's list at once (the list's
 * index may take a moment to show it), and the list is marked stale so its next read is fresh.
 */
export function useSendCaseEmail(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendCaseEmailBody) => sendCaseEmail(caseId, body),
    onSuccess: async (message) => {
      queryClient.setQueryData<InfiniteData<CaseEmailsPage>>(caseEmailKeys.list(caseId), (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first) return data;
        return { ...data, pages: [{ ...first, messages: [message, ...first.messages] }, ...rest] };
      });
      await queryClient.invalidateQueries({ queryKey: caseEmailKeys.list(caseId), refetchType: 'none' });
    },
  });
}
