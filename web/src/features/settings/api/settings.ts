import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMySettingsBody } from '@shared/settings/schemas';
import type { UpdateOrgBody } from '@shared/orgs/schemas';
import type { OrgSummary } from '@shared/orgs/types';
import type { User } from '@shared/users/types';
import type { MySettingsAnswer } from '@shared/settings/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { orgKeys, userKeys } from '@/lib/query-keys';
import { refusalMessage } from '@/lib/refusal-messages';
import { MY_SETTINGS_QUERY_KEY } from '@/lib/use-idle-sign-out';

export { useMySettings } from '@/lib/use-idle-sign-out';

/** PATCH /v1/me/settings with one tab's section; the answer replaces the cached settings. */
export function useSaveMySettings() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (section: UpdateMySettingsBody) =>
      apiRequest<MySettingsAnswer & { success: boolean }>(apiPath('updateMySettings', {}), { method: 'PATCH', body: section }),
    onSuccess: ({ Item, language, privacy }, section) => {
      queryClient.setQueryData<MySettingsAnswer>(MY_SETTINGS_QUERY_KEY, { Item, language, privacy });
      if (!section.profile || !user) return;
      // The session's user is this record: a new name shows at once in the sidebar and the avatar,
      // then the record is read again (its version and anything else the save changed).
      const { name, title, phone, fax, bio } = Item.profile;
      queryClient.setQueryData<User>(userKeys.detail(user.userId), (record) => (record ? { ...record, name, title, phone, fax, bio } : record));
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(user.userId) });
    },
  });
}

/** PATCH /v1/admin/orgs/{orgId}: the firm's details; the cached org is replaced. */
export function useSaveFirm(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateOrgBody) => apiRequest<{ success: boolean; Item: OrgSummary }>(apiPath('updateOrg', { orgId }), { method: 'PATCH', body: changes }),
    // The org query (Settings → Firm, the dashboard's firm card) shows the saved details at once.
    onSuccess: ({ Item }) => queryClient.setQueryData(orgKeys.detail(orgId), Item),
  });
}

/** The sentence of a refused save (in the reader's language, from its code), for the error toast. */
export function refusalText(error: unknown): string {
  return refusalMessage(error) ?? i18n._(msg`Please try again.`);
}
