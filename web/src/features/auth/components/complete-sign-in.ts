import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { type SignInStep, authErrorName } from '@/lib/auth';
import { type AuthFailureTexts, showAuthFailure } from './auth-form-parts';

/** A failed sign-in, whether at the password or at the first-sign-in new password. */
export const SIGN_IN_FAILURE: AuthFailureTexts = { fallback: msg`An error occurred during sign in`, toast: msg`Sign in failed` };

/** What the sign-in form says when the e-mail and password do not open a session, whichever was wrong. */
export const INCORRECT_CREDENTIALS = msg`Incorrect email or password.`;

/**
 * The provider's refusals of an e-mail and password. Cognito in AWS answers an unknown e-mail and a
 * wrong password alike (the app client prevents user-existence errors); other providers, and
 * cognito-local before the local stack's rules, say "User does not exist.", "User not authorized" or
 * "Invalid password". Whichever it says, the form must not tell whether the account exists.
 */
const CREDENTIAL_REFUSALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);
/** NotAuthorizedException also says why a right password cannot sign in now: those are shown as they come. */
const ACCOUNT_STATE = /attempts exceeded|disabled|expired/i;

/** The error a sign-in form shows for a refused sign-in: one sentence for every credential refusal. */
export function signInRefusal(error: unknown): unknown {
  const name = authErrorName(error);
  if (!name || !CREDENTIAL_REFUSALS.has(name)) return error;
  if (name === 'NotAuthorizedException' && error instanceof Error && ACCOUNT_STATE.test(error.message)) return error;
  return Object.assign(new Error(i18n._(INCORRECT_CREDENTIALS)), { name });
}

/**
 * The end of a sign-in that opened a session: the toast, then — in place of /auth — the page the
 * sign-in page names (`?next=`: a notice's link, the page asked for), else home.
 */
export function useCompleteSignIn(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(() => {
    toast.success(i18n._(msg`Successfully signed in!`));
    navigate(paths.auth.destination(search), { replace: true });
  }, [navigate, search]);
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
        if ((await answer()) !== 'DONE') throw new Error(i18n._(SIGN_IN_FAILURE.fallback));
        completeSignIn();
      } catch (error) {
        showAuthFailure(setError, SIGN_IN_FAILURE, error);
      }
    },
    [completeSignIn, setError],
  );
}
