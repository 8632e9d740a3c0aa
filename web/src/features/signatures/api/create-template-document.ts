import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { createTemplateDocumentBody } from '@shared/signatures/schemas';
import type { TemplateDocument } from '@shared/signatures/types';
import { apiPath, apiRequest } from '@/lib/api-client';

export type CreateTemplateDocumentBody = z.infer<typeof createTemplateDocumentBody>;

/** POST /v1/admin/cases/{caseId}/signature-documents: makes a PDF of the case from a signing template, its fields filled in. */
export function createTemplateDocument(caseId: string, body: CreateTemplateDocumentBody): Promise<TemplateDocument> {
  return apiRequest<TemplateDocument>(apiPath('createTemplateDocument', { caseId }), { method: 'POST', body });
}

/** The new document is one of the case's: `onMade` refreshes the page's documents (the page owns them). */
export function useCreateTemplateDocument(caseId: string, onMade?: () => void) {
  return useMutation({ mutationFn: (body: CreateTemplateDocumentBody) => createTemplateDocument(caseId, body), onSuccess: () => onMade?.() });
}
