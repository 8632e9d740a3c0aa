import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestTemplate } from '@shared/requests/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { requestKeys } from './request-keys';

/** GET /v1/admin/request-templates: the starting checklists, their texts in English and French. */
export function listRequestTemplates(): Promise<{ items: RequestTemplate[] }> {
  return apiRequest<{ items: RequestTemplate[] }>(apiPath('listRequestTemplates', {}), { method: 'GET' });
}

export function listRequestTemplatesQueryOptions() {
  // The firm edits them in Settings (which refreshes this key): the usual staleness, not forever.
  return queryOptions({ queryKey: requestKeys.templates(), queryFn: listRequestTemplates });
}

export function useRequestTemplates(enabled = true) {
  return useQuery({ ...listRequestTemplatesQueryOptions(), enabled });
}
