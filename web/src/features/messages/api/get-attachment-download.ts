import type { DocumentLink } from '@shared/documents/types';
import { apiPath, apiRequest } from '@/lib/api-client';

/** GET /v1/cases/{caseId}/documents/{documentId}/download: a short-lived link to a message's attachment. */
export function getAttachmentDownload(caseId: string, documentId: string): Promise<DocumentLink> {
  return apiRequest<DocumentLink>(apiPath('getDocumentDownload', { caseId, documentId }), { method: 'GET' });
}
