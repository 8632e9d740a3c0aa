import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredItem } from '@shared/documents/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { documentKeys } from './document-keys';

/** POST /v1/admin/cases/{caseId}/folders/{folderId}/create-folder: a sub-folder. */
export function createFolder(caseId: string, folderId: string, folderName: string): Promise<{ success: boolean; data: StoredItem }> {
  return apiRequest(apiPath('createFolder', { caseId, folderId }), { method: 'POST', body: { folderName, parentFolderId: folderId } });
}

export function useCreateFolder(caseId: string, folderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (folderName: string) => createFolder(caseId, folderId, folderName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.case(caseId) }),
  });
}
