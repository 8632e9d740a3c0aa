import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DocumentLink } from '@shared/documents/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';
import { documentKeys } from './document-keys';

/** GET /v1/cases/{caseId}/documents/{documentId}/preview: a short-lived link that shows a PDF or an image inline. */
export function getDocumentPreview(caseId: string, documentId: string): Promise<DocumentLink> {
  return apiRequest<DocumentLink>(apiPath('getDocumentPreview', { caseId, documentId }), { method: 'GET' });
}

export function getDocumentPreviewQueryOptions(caseId: string, documentId: string) {
  return queryOptions({
    queryKey: documentKeys.preview(caseId, documentId),
    queryFn: () => getDocumentPreview(caseId, documentId),
    // The link expires: a new one each time the preview opens, none kept once it is closed.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/**
 * The preview link of a document, asked for while `enabled` (the preview dialog is open); once it
 * arrives, the case's activity log (which records the preview) is read again.
 */
export function useDocumentPreview(caseId: string, documentId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...getDocumentPreviewQueryOptions(caseId, documentId), enabled });
  const previewed = query.dataUpdatedAt;
  useEffect(() => {
    if (previewed > 0) void queryClient.invalidateQueries({ queryKey: activityKeys.case(caseId) });
  }, [previewed, caseId, queryClient]);
  return query;
}
