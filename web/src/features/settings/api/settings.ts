import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMySettingsBody, UpdateOrgBody } from '@shared/api-schemas';
import type { OrgSummary, UserSettings } from '@shared/types';
import { apiPath, apiRequest, isApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { orgKeys, userKeys } from '@/lib/query-keys';
import { MY_SETTINGS_QUERY_KEY } from '@/lib/use-idle-sign-out';

export { useMySettings } from '@/lib/use-idle-sign-out';

/** PATCH /v1/me/settings with one tab's section; the answer replaces the cached settings. */
export function useSaveMySettings() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (section: UpdateMySettingsBody) =>
      apiRequest<{ success: boolean; Item: UserSettings }>(apiPath('updateMySettings', {}), { method: 'PATCH', body: section }),
    onSuccess: async ({ Item }, section) => {
      queryClient.setQueryData(MY_SETTINGS_QUERY_KEY, Item);
      // A new name shows at once in the sidebar and the avatar (they read the user's record).
      if (section.profile && user) await queryClient.invalidateQueries({ queryKey: userKeys.detail(user.userId) });
    },
  });
}

/** PATCH /v1/admin/orgs/{orgId}: the firm's details; the cached org is replaced. */
export function useSaveFirm(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateOrgBody) => apiRequest<{ success: boolean; Item: OrgSummary }>(apiPath('updateOrg', { orgId }), { method: 'PATCH', body: changes }),
    onSuccess: ({ Item }) => queryClient.setQueryData(orgKeys.detail(orgId), Item),
  });
}

/** The server's sentence for a refused save, for the error toast. */
export function refusalText(error: unknown): string {
  return (isApiRequestError(error) ? error.serverMessage : undefined) ?? 'Please try again.';
}
