import { useMutation } from '@tanstack/react-query';
import type { DocumentLinks } from '@shared/documents/types';
import { apiPath, apiRequest } from '@/lib/api-client';

/** POST /v1/admin/cases/{caseId}/documents/links { documentIds }: download links of up to MAX_LINKS_PER_REQUEST (shared/documents/limits) documents. */
export function createDocumentLinks(caseId: string, documentIds: readonly string[]): Promise<DocumentLinks> {
  return apiRequest<DocumentLinks>(apiPath('createDocumentLinks', { caseId }), { method: 'POST', body: { documentIds } });
}

/** The links of one round (a ZIP asks for them in rounds while it streams: ../utils/zip-documents). */
export function useCreateDocumentLinks(caseId: string) {
  return useMutation({ mutationFn: (documentIds: readonly string[]) => createDocumentLinks(caseId, documentIds) });
}
