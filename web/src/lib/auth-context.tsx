import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from './toast';
import { COMMON } from '@shared/core/refusals';
import type { User } from '@shared/users/types';
import { isApiRequestError, isNoSessionError, NO_ACCESS_TOKEN } from './api-error';
import type { SignInOutput } from 'aws-amplify/auth';
import * as auth from './auth';
import { setFlashToast } from './flash-toast';
import { forgetFirstVisit } from './first-visit';
import { retryDelay, retryWhileTransient } from './query-client';
import { userKeys } from './query-keys';
import { getUserQueryOptions } from './user-query';

/**
 * Where the session stands:
 * - `loading`: the stored session is checked and the user's record loaded (the first answers);
 * - `signedOut`: no session, or one the portal refused (no token, its refresh refused, the API's 401,
 *   an inactive account's 403, a session without a user record's 404);
 * - `signedIn`: the user's record is loaded;
 * - `unreachable`: the identity provider or the API did not answer (network, 5xx, throttled). The
 *   session is kept and the read retried with backoff until it answers; nobody is signed out for it.
 */
export type SessionStatus = 'loading' | 'signedOut' | 'signedIn' | 'unreachable';

export interface AuthContextValue {
  status: SessionStatus;
  /** True while the stored session is checked and the user record loaded (`status` 'loading'). */
  loading: boolean;
  /** The signed-in user's record from the API; null unless `status` is 'signedIn'. */
  user: User | null;
  /** Tries the session's reads again now, rather than at the next retry (the outage screen's Retry). */
  retry: () => void;
  /** Signs in; resolves with the next step ('DONE' once the user is loaded). */
  signIn: (email: string, password: string) => Promise<auth.SignInStep>;
  /** Asks for a sign-in code by e-mail; resolves with the next step ('CONFIRM_SIGN_IN_WITH_EMAIL_CODE': answer it with `confirmSignInCode`). */
  signInWithEmailCode: (email: string) => Promise<auth.SignInStep>;
  /** Completes the first sign-in of an invited user who must choose a password. */
  confirmNewPassword: (newPassword: string) => Promise<auth.SignInStep>;
  /** Completes a sign-in with a code: the authenticator app's (two-factor sign-in) or the e-mailed one. */
  confirmSignInCode: (code: string) => Promise<auth.SignInStep>;
  /** Signs out, clears the user and reloads the page. */
  /** `because`: the sentence shown after the reload instead of 'Successfully signed out!'. */
  signOut: (because?: string) => Promise<void>;
  /** Re-reads the session and the user record. */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The stored session: the access token's sub, or null when there is none. */
const sessionKey = ['session'] as const;

/**
 * Reads the stored session into `queryClient` before the app renders, so its first render already
 * knows whether someone is signed in (the entry hydrates the prerendered sign-in page only when no
 * one is). Answers the signed-in user's id, or null; rejects when the provider cannot be reached.
 */
export async function readSessionBeforeRender(queryClient: QueryClient): Promise<string | null> {
  return queryClient.fetchQuery({ queryKey: sessionKey, queryFn: auth.getSessionUserId, staleTime: Infinity, retry: false });
}

/**
 * Asks for the stored session and then (not waiting for it) the signed-in user's record (what every
 * signed-in page waits for) before the app renders, into `queryClient`, where the session's queries
 * below find them: the entry calls it as soon as the identity provider is set up, beside the
 * catalogues and the page's chunks. Answers the session's user id (null without one); never rejects:
 * a read that failed is the queries' own to retry.
 */
export async function startSessionReads(queryClient: QueryClient): Promise<string | null> {
  const userId = await readSessionBeforeRender(queryClient).catch(() => null);
  if (userId) void queryClient.prefetchQuery({ ...getUserQueryOptions(userId), ...sessionRetry });
  return userId;
}

/** The session as the prerendered sign-in page shows it: no one signed in (web/src/app/prerender.tsx). */
export function assumeSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData<string | null>(sessionKey, null);
}

/**
 * An answer meaning "this session may not use the portal": no token (none stored or its refresh
 * refused), the API's 401, an inactive account (403) or no user record (404). The firm's two-factor
 * rule (403 with its code) is not one: the admin area's own gate handles it.
 */
export function isSignedOutError(error: unknown): boolean {
  if (isNoSessionError(error)) return true;
  if (isApiRequestError(error, 403)) return error.code !== COMMON.TWO_FACTOR_REQUIRED.code;
  return isApiRequestError(error, 401, 404);
}

/** The session's reads retry what may pass (lib/query-client), whatever the query client's defaults. */
const sessionRetry = { retry: retryWhileTransient, retryDelay } as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();

  const sessionQuery = useQuery({
    queryKey: sessionKey,
    queryFn: auth.getSessionUserId,
    staleTime: Infinity,
    gcTime: Infinity,
    ...sessionRetry,
  });
  const sessionUserId = sessionQuery.data;

  const userQuery = useQuery({
    ...getUserQueryOptions(sessionUserId ?? ''),
    enabled: Boolean(sessionUserId),
    ...sessionRetry,
  });

  const setSessionUserId = useCallback(
    (userId: string | null) => queryClient.setQueryData<string | null>(sessionKey, userId),
    [queryClient],
  );

  const refresh = useCallback(async () => {
    // The query client's bounded retries: whoever awaits this (a form) must get an answer.
    const userId = await queryClient.fetchQuery({ queryKey: sessionKey, queryFn: auth.getSessionUserId, staleTime: 0 });
    if (userId) await queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
  }, [queryClient]);

  // A refused session is signed out (a transient failure is retried by the query instead).
  const { error } = userQuery;
  useEffect(() => {
    if (!sessionUserId || !isSignedOutError(error)) return;
    let cancelled = false;
    void auth
      .signOut()
      .catch(() => undefined)
      .finally(() => {
        if (cancelled) return;
        queryClient.removeQueries({ queryKey: userKeys.detail(sessionUserId) });
        setSessionUserId(null);
      });
    return () => {
      cancelled = true;
    };
  }, [error, sessionUserId, queryClient, setSessionUserId]);

  /**
   * Loads the record of the session just opened; a refused account is signed out again. When the API
   * cannot be reached the session is kept: the sign-in is done, and the app says it cannot reach the
   * portal and retries until it can.
   */
  const completeSignIn = useCallback(async (): Promise<auth.SignInStep> => {
    const userId = await auth.getSessionUserId();
    if (!userId) throw new Error(NO_ACCESS_TOKEN);
    try {
      await queryClient.fetchQuery({ ...getUserQueryOptions(userId), retry: false });
    } catch (loadError) {
      if (isSignedOutError(loadError)) {
        await auth.signOut().catch(() => undefined);
        queryClient.removeQueries({ queryKey: userKeys.detail(userId) });
        throw loadError;
      }
    }
    setSessionUserId(userId);
    return 'DONE';
  }, [queryClient, setSessionUserId]);

  /** Starts a sign-in (`start`); a stale session is ended first, then it starts again. */
  const startSignIn = useCallback(
    async (start: () => Promise<SignInOutput>): Promise<auth.SignInStep> => {
      let output;
      try {
        output = await start();
      } catch (signInError) {
        // A stale session the portal already treats as signed out (e.g. an inactive account):
        // end it and sign in afresh instead of showing 'There is already a signed in user'.
        if (auth.authErrorName(signInError) !== 'UserAlreadyAuthenticatedException') throw signInError;
        await auth.signOut();
        output = await start();
      }
      if (!output.isSignedIn) return output.nextStep.signInStep;
      return completeSignIn();
    },
    [completeSignIn],
  );

  const signIn = useCallback((email: string, password: string) => startSignIn(() => auth.signIn(email, password)), [startSignIn]);
  const signInWithEmailCode = useCallback((email: string) => startSignIn(() => auth.signInWithEmailCode(email)), [startSignIn]);

  const confirmNewPassword = useCallback(
    async (newPassword: string): Promise<auth.SignInStep> => {
      const output = await auth.confirmNewPassword(newPassword);
      if (!output.isSignedIn) return output.nextStep.signInStep;
      return completeSignIn();
    },
    [completeSignIn],
  );

  const confirmSignInCode = useCallback(
    async (code: string): Promise<auth.SignInStep> => {
      const output = await auth.confirmSignInStep(code);
      if (!output.isSignedIn) return output.nextStep.signInStep;
      return completeSignIn();
    },
    [completeSignIn],
  );

  const signOut = useCallback(
    async (because?: string) => {
      try {
        await auth.signOut();
      } catch (signOutError) {
        console.error('Sign out failed:', signOutError);
        toast.error(i18n._(msg`Sign out failed`));
        return;
      }
      queryClient.clear();
      setSessionUserId(null);
      forgetFirstVisit();
      setFlashToast(because ? { kind: 'error', message: because } : { kind: 'success', message: i18n._(msg`Successfully signed out!`) });
      window.location.reload();
    },
    [queryClient, setSessionUserId],
  );

  const { refetch: refetchSession } = sessionQuery;
  const { refetch: refetchUser } = userQuery;
  // A retry waiting out its backoff would not start sooner on a refetch: end it, then fetch afresh.
  const retry = useCallback(() => {
    const again = async () => {
      if (sessionUserId) {
        await queryClient.cancelQueries({ queryKey: userKeys.detail(sessionUserId), exact: true });
        await refetchUser();
      } else {
        await queryClient.cancelQueries({ queryKey: sessionKey, exact: true });
        await refetchSession();
      }
    };
    void again();
  }, [queryClient, sessionUserId, refetchSession, refetchUser]);

  // A failed background refetch keeps the loaded record: the user stays in the app.
  const readStatus = sessionStatus(
    sessionUserId,
    sessionQuery.failureReason ?? sessionQuery.error,
    userQuery.data,
    userQuery.failureReason ?? userQuery.error,
  );
  // Once unreachable, a new attempt (Retry) keeps the outage on screen until the session is settled.
  const [outage, setOutage] = useState(false);
  useEffect(() => {
    if (readStatus !== 'loading') setOutage(readStatus === 'unreachable');
  }, [readStatus]);
  const status = readStatus === 'loading' && outage ? 'unreachable' : readStatus;
  const user = status === 'signedIn' ? (userQuery.data ?? null) : null;

  const value = useMemo<AuthContextValue>(
    () => ({ status, loading: status === 'loading', user, retry, signIn, signInWithEmailCode, confirmNewPassword, confirmSignInCode, signOut, refresh }),
    [status, user, retry, signIn, signInWithEmailCode, confirmNewPassword, confirmSignInCode, signOut, refresh],
  );

  // The session's first answer (leaving 'loading') draws the whole signed-in page: React renders it as
  // deferred work, in slices that leave the browser free between them, rather than in one long task
  // (the session's reads answer outside any transition). Later changes reach the consumers at once.
  const deferred = useDeferredValue(value);
  const provided = deferred.status === 'loading' && value.status !== 'loading' ? deferred : value;

  return <AuthContext.Provider value={provided}>{children}</AuthContext.Provider>;
}

/** The session's status from its two reads; a failure shows at once (no spinner through the retries). */
function sessionStatus(
  sessionUserId: string | null | undefined,
  sessionFailure: unknown,
  record: User | undefined,
  recordFailure: unknown,
): SessionStatus {
  if (sessionUserId === undefined) return sessionFailure ? 'unreachable' : 'loading';
  if (sessionUserId === null) return 'signedOut';
  if (record) return 'signedIn';
  if (!recordFailure) return 'loading';
  // A refused session is being signed out (the effect above): no outage to show meanwhile.
  return isSignedOutError(recordFailure) ? 'loading' : 'unreachable';
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
