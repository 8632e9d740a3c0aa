import { useCallback } from 'react';
import { useAuth } from '@/lib/auth-context';

/**
 * Signing out is one action with one name wherever it is offered (the sidebar, the avatar menu, the
 * outage screen): 'Sign Out', after the spec's confirm.
 */
export const SIGN_OUT_LABEL = 'Sign Out';

export function useSignOutAction(): () => void {
  const { signOut } = useAuth();
  return useCallback(() => {
    if (window.confirm('Are you sure you want to sign out?')) void signOut();
  }, [signOut]);
}
