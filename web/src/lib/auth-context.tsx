import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { User } from '@shared/types';
import { isApiRequestError } from './api-error';
import * as auth from './auth';
import { setFlashToast } from './flash-toast';
import { userKeys } from './query-keys';
import { getUserQueryOptions } from './user-query';

/** API answers meaning "this session may not use the portal": token refused, inactive account, no record. */
const SIGNED_OUT_STATUSES = [401, 403, 404];

export interface AuthContextValue {
  /** True while the stored session is checked and the user record loaded. */
  loading: boolean;
  /** The signed-in user's record from the API; null when signed out. */
  user: User | null;
  /** Signs in; resolves with the next step ('DONE' once the user is loaded). */
  signIn: (email: string, password: string) => Promise<auth.SignInStep>;
  /** Completes the first sign-in of an invited user who must choose a password. */
  confirmNewPassword: (newPassword: string) => Promise<auth.SignInStep>;
  /** Completes a sign-in with the authenticator app's code (two-factor sign-in). */
  confirmSignInCode: (code: string) => Promise<auth.SignInStep>;
  /** Signs out, clears the user and reloads the page. */
  /** `because`: the sentence shown after the reload instead of 'Successfully signed out!'. */
  signOut: (because?: string) => Promise<void>;
  /** Re-reads the session and the user record. */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // undefined: session not checked yet; null: no session; string: the access token's sub.
  const [sessionUserId, setSessionUserId] = useState<string | null | undefined>(undefined);

  const userQuery = useQuery({
    ...getUserQueryOptions(sessionUserId ?? ''),
    enabled: Boolean(sessionUserId),
  });

  const refresh = useCallback(async () => {
    const userId = await auth.getSessionUserId();
    if (userId) await queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
    setSessionUserId(userId);
  }, [queryClient]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // An inactive account (403) or a session without a user record (404) is treated as signed out.
  const { error } = userQuery;
  useEffect(() => {
    if (!sessionUserId || !isApiRequestError(error, ...SIGNED_OUT_STATUSES)) return;
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
  }, [error, sessionUserId, queryClient]);

  /** Loads the record of the session just opened; a refused account is signed out again. */
  const completeSignIn = useCallback(async (): Promise<auth.SignInStep> => {
    const userId = await auth.getSessionUserId();
    if (!userId) throw new Error('No access token found');
    try {
      await queryClient.fetchQuery(getUserQueryOptions(userId));
    } catch (loadError) {
      await auth.signOut().catch(() => undefined);
      queryClient.removeQueries({ queryKey: userKeys.detail(userId) });
      throw loadError;
    }
    setSessionUserId(userId);
    return 'DONE';
  }, [queryClient]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<auth.SignInStep> => {
      let output;
      try {
        output = await auth.signIn(email, password);
      } catch (signInError) {
        // A stale session the portal already treats as signed out (e.g. an inactive account):
        // end it and sign in afresh instead of showing 'There is already a signed in user'.
        if (auth.authErrorName(signInError) !== 'UserAlreadyAuthenticatedException') throw signInError;
        await auth.signOut();
        output = await auth.signIn(email, password);
      }
      if (!output.isSignedIn) return output.nextStep.signInStep;
      return completeSignIn();
    },
    [completeSignIn],
  );

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

  const signOut = useCallback(async (because?: string) => {
    try {
      await auth.signOut();
    } catch (signOutError) {
      console.error('Sign out failed:', signOutError);
      toast.error('Sign out failed');
      return;
    }
    queryClient.clear();
    setSessionUserId(null);
    setFlashToast(because ? { kind: 'error', message: because } : { kind: 'success', message: 'Successfully signed out!' });
    window.location.reload();
  }, [queryClient]);

  // A failed background refetch keeps the loaded record; refused sessions are cleared by the effect above.
  const user = sessionUserId ? (userQuery.data ?? null) : null;
  const loading = sessionUserId === undefined || (Boolean(sessionUserId) && userQuery.isPending);

  const value = useMemo<AuthContextValue>(
    () => ({ loading, user, signIn, confirmNewPassword, confirmSignInCode, signOut, refresh }),
    [loading, user, signIn, confirmNewPassword, confirmSignInCode, signOut, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
