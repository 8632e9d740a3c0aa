import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportRequestState } from '@shared/exports/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { clientExportRequestKey } from './get-client-export-request';

/** POST /v1/admin/clients/{userId}/export-requests/approve: the client may download their copy (and is told by e-mail). */
export function approveClientExport(userId: string): Promise<ExportRequestState> {
  return apiRequest<ExportRequestState>(apiPath('approveClientExport', { userId }), { method: 'POST' });
}

export function useApproveClientExport(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveClientExport(userId),
    onSuccess: (state) => queryClient.setQueryData(clientExportRequestKey(userId), state),
    onError: () => queryClient.invalidateQueries({ queryKey: clientExportRequestKey(userId) }),
  });
}
