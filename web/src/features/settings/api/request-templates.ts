/**
 * The firm's document request templates (Settings → Templates): the portal's starting
 * checklists and the firm's own, listed, saved (a new id creates one; a shipped id saves the firm's
 * version in its place) and deleted (a shipped one is restored).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestTemplateBody } from '@shared/requests/schemas';
import type { ListedRequestTemplate } from '@shared/requests/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { requestTemplateKeys } from '@/lib/query-keys';

/** A template as the list answers it: the portal's (shipped) or the firm's (its own, or its version of a shipped one). */
export type FirmRequestTemplate = ListedRequestTemplate;

/** The key the requests feature's template picker reads too: a template saved here is read again there. */
export const REQUEST_TEMPLATES_KEY = requestTemplateKeys.all;

/** GET /v1/admin/request-templates. */
export function listFirmRequestTemplatesQueryOptions() {
  return queryOptions({
    queryKey: REQUEST_TEMPLATES_KEY,
    queryFn: () => apiRequest<{ items: FirmRequestTemplate[] }>(apiPath('listRequestTemplates', {}), { method: 'GET' }),
  });
}

export function useFirmRequestTemplates() {
  return useQuery(listFirmRequestTemplatesQueryOptions());
}

/** PUT /v1/admin/request-templates/{templateId}: creates (a new id) or replaces the firm's version. */
export function useSaveRequestTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, body }: { templateId: string; body: RequestTemplateBody }) =>
      apiRequest<unknown>(apiPath('saveRequestTemplate', { templateId }), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUEST_TEMPLATES_KEY }),
  });
}

/** DELETE /v1/admin/request-templates/{templateId}: the firm's own is deleted, a shipped one restored. */
export function useDeleteRequestTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => apiRequest<{ success: boolean }>(apiPath('deleteRequestTemplate', { templateId }), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUEST_TEMPLATES_KEY }),
  });
}
