import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '@shared/users/schemas';
import type { User } from '@shared/users/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { userKeys } from '@/lib/query-keys';

export interface UpdateUserResponse {
  success: boolean;
  data: User;
}

/** PATCH /v1/admin/users/{userId}: changes the given fields of a user of the signed-in admin's org. */
export function updateUser(userId: string, changes: UpdateUserBody): Promise<UpdateUserResponse> {
  return apiRequest<UpdateUserResponse>(apiPath('updateUser', { userId }), { method: 'PATCH', body: changes });
}

/** Updates a user; the stored record replaces the cached one and the users list is read again. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: UpdateUserBody }) => updateUser(userId, changes),
    onSuccess: async ({ data }, { userId }) => {
      queryClient.setQueryData(userKeys.detail(userId), data);
      await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
