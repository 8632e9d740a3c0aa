import type { ReactElement, ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
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

/** `/auth` is for signed-out users only; signed-in users go to `/`. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const fallback = sessionFallback(status);
  if (fallback) return fallback;
  if (user) return <Navigate to={paths.home.getHref()} replace />;
  return children;
}

/** Any other path: the 404 page when signed in, the sign-in screen when signed out. */
export function UnknownPath() {
  const { status, user } = useAuth();
  const fallback = sessionFallback(status);
  if (fallback) return fallback;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  return <NotFound />;
}
