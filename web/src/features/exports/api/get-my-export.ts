import type { ClientExport } from '@shared/exports/types';
import { apiPath, apiRequest } from '@/lib/api-client';

/** GET /v1/me/export: the client's copy of their information, once approved (read when a download button is pressed: its links are short-lived). */
export function getMyExport(): Promise<ClientExport> {
  return apiRequest<ClientExport>(apiPath('getMyExport', {}), { method: 'GET' });
}
