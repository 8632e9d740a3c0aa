import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { User } from '@shared/users/types';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { RoleBadge } from './user-badges';

const headCellClass = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
const cellClass = 'px-4 py-3 align-middle text-sm text-slate-700';
/** The columns before Actions. */
const COLUMNS = [msg`User`, msg`Email`, msg`Role`, msg`Phone`, msg`Created`];

/** The users of Users Management: User, Email, Role, Phone (N/A if empty), Created, Actions. */
export function UsersTable({ users }: { users: User[] }) {
  const { i18n, t } = useLingui();
  const { formatDate } = useFormat();
  return (
    <ScrollRegion label={t`Users`}>
      <table className="min-w-full divide-y divide-slate-200">
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.id} scope="col" className={headCellClass}>
                {i18n._(column)}
              </th>
            ))}
            <th scope="col" className={`${headCellClass} text-right`}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {users.map((user) => {
            const userName = user.name;
            return (
              <tr key={user.userId} className="hover:bg-slate-50/70">
                <td className={cellClass}>
                  <div className="flex items-center gap-3">
                    <Avatar name={user.name} photoURL={user.photoURL} className="h-8 w-8 text-xs" />
                    <Link
                      to={paths.admin.user.getHref(user.userId)}
                      className="rounded-sm font-medium whitespace-nowrap text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                    >
                      {user.name}
                    </Link>
                  </div>
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{user.email}</td>
                <td className={cellClass}>
                  <RoleBadge userType={user.userType} />
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>{user.phone?.trim() ? user.phone : t`N/A`}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <time dateTime={user.dateCreated}>{formatDate(user.dateCreated)}</time>
                </td>
                <td className={`${cellClass} text-right`}>
                  <ButtonLink
                    to={paths.admin.editUser.getHref(user.userId)}
                    variant="outline"
                    size="sm"
                    aria-label={t`Edit ${userName}`}
                  >
                    <Trans>Edit</Trans>
                  </ButtonLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
