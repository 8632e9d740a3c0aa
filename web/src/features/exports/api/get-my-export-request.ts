import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportRequestState } from '@shared/exports/types';
import { apiPath, apiRequest } from '@/lib/api-client';

/** The signed-in client's request for a copy of their information (one per client). */
export const myExportRequestKey = ['exports', 'mine'] as const;

/** GET /v1/me/export-requests: none, pending, approved (until when) or expired. */
export function getMyExportRequest(): Promise<ExportRequestState> {
  return apiRequest<ExportRequestState>(apiPath('getMyExportRequest', {}), { method: 'GET' });
}

export function getMyExportRequestQueryOptions() {
  return queryOptions({ queryKey: myExportRequestKey, queryFn: getMyExportRequest });
}

export function useMyExportRequest(enabled: boolean) {
  return useQuery({ ...getMyExportRequestQueryOptions(), enabled });
}
