import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useAuth } from '@/lib/auth-context';

/**
 * Signing out is one action with one name wherever it is offered (the sidebar, the avatar menu, the
 * outage screen): 'Sign Out', after the spec's confirm.
 */
export const SIGN_OUT_LABEL = msg`Sign Out`;

export function useSignOutAction(): () => void {
  const { signOut } = useAuth();
  return useCallback(() => {
    if (window.confirm(i18n._(msg`Are you sure you want to sign out?`))) void signOut();
  }, [signOut]);
}
