import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportRequestState } from '@shared/exports/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { myExportRequestKey } from './get-my-export-request';

/** POST /v1/me/export-requests: the client asks their firm for a copy of their information. */
export function requestMyExport(): Promise<ExportRequestState> {
  return apiRequest<ExportRequestState>(apiPath('requestMyExport', {}), { method: 'POST' });
}

export function useRequestMyExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMyExport,
    onSuccess: (state) => queryClient.setQueryData(myExportRequestKey, state),
    // Refused (asked already): show the request as it is.
    onError: () => queryClient.invalidateQueries({ queryKey: myExportRequestKey }),
  });
}
