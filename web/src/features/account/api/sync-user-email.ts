import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/users/types';
import { apiPath, apiRequest } from '@/lib/api-client';

/** PUT /v1/clients/{userId}/email: the verified new address becomes the record's e-mail. */
export function syncUserEmail(userId: string): Promise<{ success: boolean; data: User }> {
  return apiRequest(apiPath('syncUserEmail', { userId }), { method: 'PUT' });
}

export function useSyncUserEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => syncUserEmail(userId),
    // Every cached copy of users may show the old address: read them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
