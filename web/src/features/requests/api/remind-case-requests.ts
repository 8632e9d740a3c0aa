import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemindRequestsBody } from '@shared/requests/schemas';
import type { RequestReminder } from '@shared/requests/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';

/** POST /v1/admin/cases/{caseId}/requests/remind: e-mails the client now about the items named (all those waiting on them when none is). */
export function remindCaseRequests(caseId: string, body: RemindRequestsBody): Promise<RequestReminder> {
  return apiRequest<RequestReminder>(apiPath('remindCaseRequests', { caseId }), { method: 'POST', body });
}

/** Nothing of the items changes; the case's activity log, which records the reminder, is read again. */
export function useRemindCaseRequests(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemindRequestsBody) => remindCaseRequests(caseId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.case(caseId) }),
  });
}
