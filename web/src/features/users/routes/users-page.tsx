import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import type { User } from '@shared/users/types';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PlusIcon } from '@/components/ui/icons';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Input } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminUsers } from '../api/list-admin-users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { UsersTable } from '../components/users-table';

/** The loaded users whose name or e-mail contains the search text (any case). */
function matching(users: User[], search: string): User[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return users;
  return users.filter((user) => user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle));
}

/** /admin/users: the org's client users, a search over the loaded rows, 'Load More' and the New User dialog. */
export function UsersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Users Management`);
  const usersQuery = useAdminUsers();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const searchId = useId();

  const users = useMemo(() => usersQuery.data?.pages.flatMap((page) => page.Items), [usersQuery.data]);
  const shown = useMemo(() => (users ? matching(users, search) : undefined), [users, search]);
  const searching = search.trim() !== '';
  const searched = search.trim();

  return (
    <>
      <PageHeader
        title={t`Users Management`}
        description={t`Your firm's clients and their contact details.`}
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon className="h-4 w-4" />
            <Trans>New User</Trans>
          </Button>
        }
      />

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-2 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <label htmlFor={searchId} className="sr-only">
            <Trans>Search users</Trans>
          </label>
          <Input
            id={searchId}
            type="search"
            placeholder={t`Search by name or email...`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="sm:max-w-sm"
          />
          {searching && usersQuery.hasNextPage ? (
            <p className="text-xs text-slate-500">
              <Trans>Searching the users loaded so far; Load More to search further.</Trans>
            </p>
          ) : null}
        </div>

        {!shown ? (
          // A failed background refetch keeps the loaded rows: the error line is for a first load that failed.
          usersQuery.error ? (
            <InlineError className="justify-center px-4 py-12 text-center" onRetry={() => void usersQuery.refetch()}>
              {loadErrorText(t`the users`, usersQuery.error)}
            </InlineError>
          ) : (
            <div className="flex items-center justify-center gap-3 py-12 text-sm text-slate-500">
              <Spinner label={t`Loading users`} className="[&_svg]:h-5 [&_svg]:w-5" />
              <span aria-hidden="true">
                <Trans>Loading users...</Trans>
              </span>
            </div>
          )
        ) : users?.length === 0 ? (
          <p className="px-4 py-12 text-center text-sm text-slate-500">
            <Trans>No users yet. Add your first client with New User.</Trans>
          </p>
        ) : shown.length === 0 ? (
          <p className="px-4 py-12 text-center text-sm text-slate-500" role="status">
            <Trans>No users match “{searched}”</Trans>
          </p>
        ) : (
          <UsersTable users={shown} />
        )}
      </Card>

      <LoadMore query={usersQuery} />

      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
