/**
 * Settings → Security's session timeout: after that many minutes without activity (a key, a click,
 * a touch, a scroll) the web signs the user out, warning a minute before with a way to stay.
 */
import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from './toast';
import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '@shared/settings/limits';
import type { MySettingsAnswer, UserSettings } from '@shared/settings/types';
import { apiPath, apiRequest } from './api-client';
import { useAuth } from './auth-context';

/** The signed-in user's settings (GET /v1/me/settings), shared by every screen that reads them. */
export const MY_SETTINGS_QUERY_KEY = ['settings', 'me'] as const;

/** The whole answer is cached (the settings and the user's language beside them). */
export const fetchMySettings = () => apiRequest<MySettingsAnswer>(apiPath('getMySettings', {}));

export function useMySettings(enabled = true) {
  return useQuery({ queryKey: MY_SETTINGS_QUERY_KEY, queryFn: fetchMySettings, enabled, select: selectItem });
}

const selectItem = (answer: MySettingsAnswer): UserSettings => answer.Item;

const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'scroll'] as const;
const WARNING_MS = 60_000;
const CHECK_EVERY_MS = 5_000;
const WARNING_TOAST_ID = 'idle-sign-out';

export function useIdleSignOut(): void {
  const { user, signOut } = useAuth();
  const settings = useMySettings(user !== null);
  const minutes = settings.data?.security.sessionTimeout ?? DEFAULT_SESSION_TIMEOUT_MINUTES;
  const lastActivity = useRef(Date.now());

  useEffect(() => {
    if (!user) return undefined;
    const timeoutMs = minutes * 60_000;
    let warned = false;
    const stay = () => {
      lastActivity.current = Date.now();
      if (warned) {
        warned = false;
        toast.dismiss(WARNING_TOAST_ID);
      }
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, stay, { passive: true });
    lastActivity.current = Date.now();
    const timer = window.setInterval(() => {
      const idle = Date.now() - lastActivity.current;
      if (idle >= timeoutMs) {
        window.clearInterval(timer);
        toast.dismiss(WARNING_TOAST_ID);
        void signOut(i18n._(msg`${plural(minutes, { one: 'You were signed out after # minute without activity.', other: 'You were signed out after # minutes without activity.' })}`));
      } else if (idle >= timeoutMs - WARNING_MS && !warned) {
        warned = true;
        const idleMinutes = minutes - 1;
        toast.warning(i18n._(msg`You will be signed out in a minute`), {
          id: WARNING_TOAST_ID,
          description: i18n._(msg`${plural(idleMinutes, { one: 'No activity for # minute (Settings → Security).', other: 'No activity for # minutes (Settings → Security).' })}`),
          duration: WARNING_MS,
          action: { label: i18n._(msg`Stay signed in`), onClick: stay },
        });
      }
    }, CHECK_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, stay);
    };
  }, [user, minutes, signOut]);
}
