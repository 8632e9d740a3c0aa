import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { toUserType, type UserType } from '@shared/constants';
import { NotFound } from '@/components/errors/not-found';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';

/** Landing page of each role. */
export function homeFor(userType: UserType): string {
  return userType === 'admin' ? paths.admin.root.getHref() : paths.client.root.getHref();
}

/** `/`: each role to its own area; signed-out users to the sign-in screen. */
export function HomeRedirect() {
  const { loading, user } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  return <Navigate to={homeFor(toUserType(user.userType))} replace />;
}

/** `/auth` is for signed-out users only; signed-in users go to `/`. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (user) return <Navigate to={paths.home.getHref()} replace />;
  return children;
}

/** Any other path: the 404 page when signed in, the sign-in screen when signed out. */
export function UnknownPath() {
  const { loading, user } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  return <NotFound />;
}
