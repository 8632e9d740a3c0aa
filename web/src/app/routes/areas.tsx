import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { toUserType, type UserType } from '@shared/constants';
import { Unauthorized } from '@/components/errors/unauthorized';
import { AdminLayout } from '@/components/layout/admin-layout';
import { ClientLayout } from '@/components/layout/client-layout';
import { FullPageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useIdleSignOut } from '@/lib/use-idle-sign-out';

/**
 * The root routes of the two areas, loaded lazily with the page (react-router loads a route's and its
 * child's modules in parallel): the sign-in page never downloads the shell, its sidebar and icons.
 */

/**
 * Guard of /admin and /client (spec section 2): spinner while loading, /auth when signed out, the
 * area (its layout, `children`) for its own role, 'Unauthorized' for any other combination.
 */
export function AreaGuard({ area, children }: { area: UserType; children: ReactNode }) {
  const { loading, user } = useAuth();
  // Signed in and inactive for the user's session timeout: signed out (a minute's warning first).
  useIdleSignOut();
  if (loading) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.auth.getHref()} replace />;
  if (toUserType(user.userType) !== area) return <Unauthorized />;
  return children;
}

export function AdminArea() {
  return (
    <AreaGuard area="admin">
      <AdminLayout />
    </AreaGuard>
  );
}

export function ClientArea() {
  return (
    <AreaGuard area="client">
      <ClientLayout />
    </AreaGuard>
  );
}
