import type { ReactElement, ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toUserType } from '@shared/users/constants';
import { NotFound } from '@/components/errors/not-found';
import { PortalUnreachable } from '@/components/errors/portal-unreachable';
import { homeFor } from '@/components/layout/areas';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth, type SessionStatus } from '@/lib/auth-context';

/**
 * What a guarded route shows until the session is settled: a spinner while it is checked, the outage
 * screen while it cannot be read (the user stays signed in, nothing redirects); null once signed in
 * or out.
 */
export function sessionFallback(status: SessionStatus): ReactElement | null {
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'unreachable') return <PortalUnreachable />;
  return null;
}

/** `/`: each role to its own area; signed-out users to the sign-in screen. */
export function HomeRedirect() {
  const { status, user } = useAuth();
  const fallback = sessionFallback(status);
  if (fallback) return fallback;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  return <Navigate to={homeFor(toUserType(user.userType))} replace />;
}

/**
 * `/auth` is for signed-out users only; signed-in users go to the page it names (`?next=`) when it is
 * in their own area, else to their area's home (a page named before someone else signed out on this
 * browser may be the other role's).
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const { search } = useLocation();
  const fallback = sessionFallback(status);
  if (fallback) return fallback;
  if (user) return <Navigate to={landingFor(paths.auth.destination(search), homeFor(toUserType(user.userType)))} replace />;
  return children;
}

/** The page asked for when it lies in the area of `home`; else `home`. */
export function landingFor(destination: string, home: string): string {
  const inArea = destination === home || destination.startsWith(`${home}/`) || destination.startsWith(`${home}?`);
  return inArea ? destination : home;
}

/** The pages a sign-in lands on anyway: each role's home. */
const AREA_HOMES: readonly string[] = [paths.admin.root.getHref(), paths.client.root.getHref()];

/**
 * The sign-in page, naming the page asked for (path and query) so that signing in lands there;
 * an area's home needs no naming (a sign-in goes home).
 */
export function SignInFirst() {
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  return <Navigate to={paths.auth.getHref(AREA_HOMES.includes(page) ? undefined : page)} replace />;
}

/** Any other path: the 404 page when signed in, the sign-in screen when signed out. */
export function UnknownPath() {
  const { status, user } = useAuth();
  const fallback = sessionFallback(status);
  if (fallback) return fallback;
  if (!user) return <SignInFirst />;
  return <NotFound />;
}
