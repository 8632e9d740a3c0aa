import { apiRequest } from '@/lib/api-client';
import { messagePaths } from './message-paths';

/** GET /v1/cases/{caseId}/documents/{documentId}/download: a short-lived link to a message's attachment. */
export function getAttachmentDownload(caseId: string, documentId: string): Promise<{ url: string; fileName?: string; name?: string }> {
  return apiRequest(messagePaths.documentDownload(caseId, documentId), { method: 'GET' });
}
