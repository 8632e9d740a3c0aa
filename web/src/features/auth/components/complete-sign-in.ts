import { useCallback } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import type { SignInStep } from '@/lib/auth';
import { type AuthFailureTexts, showAuthFailure } from './auth-form-parts';

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

/**
 * Answers the last challenge of a sign-in (a new password, an authenticator code): the session opens
 * and the user goes home, or the provider's reason shows in the form.
 */
export function useAnswerSignInChallenge<T extends FieldValues>(setError: UseFormSetError<T>) {
  const completeSignIn = useCompleteSignIn();
  return useCallback(
    async (answer: () => Promise<SignInStep>) => {
      try {
        if ((await answer()) !== 'DONE') throw new Error(SIGN_IN_FAILURE.fallback);
        completeSignIn();
      } catch (error) {
        showAuthFailure(setError, SIGN_IN_FAILURE, error);
      }
    },
    [completeSignIn, setError],
  );
}
