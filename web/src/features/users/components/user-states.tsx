import { Trans, useLingui } from '@lingui/react/macro';
import { BackLink, NotFoundCard, RecordFallback } from '@/components/layout/page-states';
import { paths } from '@/config/paths';

/** The way back to the list, above a user's pages. */
export function BackToUsers() {
  return (
    <BackLink to={paths.admin.users.getHref()}>
      <Trans>Users Management</Trans>
    </BackLink>
  );
}

/** In place of a user page whose user does not exist (or is not of the admin's org). */
export function UserNotFound() {
  const { t } = useLingui();
  return <NotFoundCard title={t`User not found`} backTo={paths.admin.users.getHref()} backLabel={t`Back to Users Management`} />;
}

/** What a user page shows while its user is not there: not found, the load error, or 'Loading user...'. */
export function UserQueryFallback({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const { t } = useLingui();
  return (
    <RecordFallback
      error={query.error}
      onRetry={() => void query.refetch()}
      subject={t`the user`}
      notFound={<UserNotFound />}
      back={<BackToUsers />}
      loadingLabel={t`Loading user`}
    />
  );
}
