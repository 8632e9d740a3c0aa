import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

/** The way back to the list, above a user's pages. */
export function BackToUsers() {
  return (
    <Link
      to={paths.admin.users.getHref()}
      className="mb-4 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span aria-hidden="true">←</span> Users Management
    </Link>
  );
}

/** In place of a user page whose user does not exist (or is not of the admin's org). */
export function UserNotFound() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-xl font-semibold text-slate-900">User not found</h1>
        <ButtonLink to={paths.admin.users.getHref()} variant="outline">
          Back to Users Management
        </ButtonLink>
      </CardContent>
    </Card>
  );
}

/** 'Loading user...' while the user's record loads. */
export function UserLoading() {
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-sm text-slate-500">
      <Spinner label="Loading user" className="[&_svg]:h-5 [&_svg]:w-5" />
      <span aria-hidden="true">Loading user...</span>
    </div>
  );
}
