import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody } from '@shared/users/schemas';
import type { User } from '@shared/users/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { orgKeys, userKeys } from '@/lib/query-keys';

/** The answer: the body sent back, with the new id and the stored user. */
export interface CreateUserResponse extends CreateUserBody {
  userId: string;
  success: boolean;
  data: User;
}

/** POST /v1/admin/create-user: invites a client user into the signed-in admin's org. */
export function createUser(body: CreateUserBody): Promise<CreateUserResponse> {
  return apiRequest<CreateUserResponse>(apiPath('createUser', {}), { method: 'POST', body });
}

/** Creates a user; the users list and the org's counters are read again afterwards. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async (created) => {
      queryClient.setQueryData(userKeys.detail(created.userId), created.data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: orgKeys.all }),
      ]);
    },
  });
}
