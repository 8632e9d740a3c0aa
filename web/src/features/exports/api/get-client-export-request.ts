import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExportRequestState } from '@shared/exports/types';
import { apiPath, apiRequest } from '@/lib/api-client';

/** A client's request for a copy of their information, as staff read it. */
export const clientExportRequestKey = (userId: string) => ['exports', 'client', userId] as const;

/** GET /v1/admin/clients/{userId}/export-requests. */
export function getClientExportRequest(userId: string): Promise<ExportRequestState> {
  return apiRequest<ExportRequestState>(apiPath('getClientExportRequest', { userId }), { method: 'GET' });
}

export function getClientExportRequestQueryOptions(userId: string) {
  return queryOptions({ queryKey: clientExportRequestKey(userId), queryFn: () => getClientExportRequest(userId) });
}

export function useClientExportRequest(userId: string) {
  return useQuery(getClientExportRequestQueryOptions(userId));
}
