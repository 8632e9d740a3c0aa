import { BackLink, NotFoundCard, RecordFallback } from '@/components/layout/page-states';
import { paths } from '@/config/paths';

/** The way back to the list, above a user's pages. */
export function BackToUsers() {
  return <BackLink to={paths.admin.users.getHref()}>Users Management</BackLink>;
}

/** In place of a user page whose user does not exist (or is not of the admin's org). */
export function UserNotFound() {
  return <NotFoundCard title="User not found" backTo={paths.admin.users.getHref()} backLabel="Back to Users Management" />;
}

/** What a user page shows while its user is not there: not found, the load error, or 'Loading user...'. */
export function UserQueryFallback({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  return (
    <RecordFallback
      error={query.error}
      onRetry={() => void query.refetch()}
      subject="the user"
      notFound={<UserNotFound />}
      back={<BackToUsers />}
      loadingLabel="Loading user"
    />
  );
}
