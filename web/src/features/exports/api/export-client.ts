import type { ClientExport } from '@shared/exports/types';
import { apiPath, apiRequest } from '@/lib/api-client';

/** GET /v1/admin/clients/{userId}/export: everything of the client (read when an export button is pressed: its links are short-lived). */
export function exportClient(userId: string): Promise<ClientExport> {
  return apiRequest<ClientExport>(apiPath('exportClient', { userId }), { method: 'GET' });
}
