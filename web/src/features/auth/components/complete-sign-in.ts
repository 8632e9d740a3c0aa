import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import type { AuthFailureTexts } from './auth-form-parts';

/** A failed sign-in, whether at the password or at the first-sign-in new password. */
export const SIGN_IN_FAILURE: AuthFailureTexts = { fallback: 'An error occurred during sign in', toast: 'Sign in failed' };

/** The end of a sign-in that opened a session: the toast, then home in place of /auth. */
export function useCompleteSignIn(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    toast.success('Successfully signed in!');
    navigate(paths.home.getHref(), { replace: true });
  }, [navigate]);
}
