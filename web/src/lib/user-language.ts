/**
 * Once signed in, the interface follows the user's `language` setting (GET /v1/me/settings answers
 * it beside the settings), on any device; the header's switch saves a new choice there
 * (PATCH /v1/me/settings `{ language }`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MySettingsAnswer } from '@shared/settings/types';
import { apiPath, apiRequest } from './api-client';
import { useAuth } from './auth-context';
import { activateLanguage, currentLanguage, isLanguage, rememberLanguage, type Language } from './i18n';
import { fetchMySettings, MY_SETTINGS_QUERY_KEY } from './use-idle-sign-out';

const selectLanguage = (answer: MySettingsAnswer): Language => answer.language;

/** Switches to the user's saved language when it is not the interface's. */
export function useFollowUserLanguage(): void {
  const { user } = useAuth();
  const saved = useQuery({ queryKey: MY_SETTINGS_QUERY_KEY, queryFn: fetchMySettings, enabled: user !== null, select: selectLanguage }).data;
  useEffect(() => {
    if (!isLanguage(saved) || saved === currentLanguage()) return;
    rememberLanguage(saved);
    void activateLanguage(saved);
  }, [saved]);
}

/** Saves a language chosen in the header as the user's setting (the interface has already switched). */
export function useSaveUserLanguage(): (language: Language) => void {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (language: Language) =>
      apiRequest<MySettingsAnswer & { success: boolean }>(apiPath('updateMySettings', {}), { method: 'PATCH', body: { language } }),
    onMutate: (language) => {
      // The cached answer says the new language at once, so following it does not switch back.
      queryClient.setQueryData<MySettingsAnswer>(MY_SETTINGS_QUERY_KEY, (cached) => (cached ? { ...cached, language } : cached));
    },
    onSuccess: ({ Item, language, privacy }) => queryClient.setQueryData<MySettingsAnswer>(MY_SETTINGS_QUERY_KEY, { Item, language, privacy }),
  });
  return save.mutate;
}
