import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { User } from '@shared/users/types';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { FieldCard, FieldCardList } from '@/components/ui/field-cards';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { RoleBadge } from './user-badges';

const headCellClass = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
const cellClass = 'px-4 py-3 align-middle text-sm text-slate-700';
const userLinkClass =
  'rounded-sm font-medium text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/** The column names, the spec's words: the table's headings and the cards' labels. */
const COLUMN = { user: msg`User`, email: msg`Email`, role: msg`Role`, phone: msg`Phone`, created: msg`Created` };
/** The columns before Actions. */
const COLUMNS = [COLUMN.user, COLUMN.email, COLUMN.role, COLUMN.phone, COLUMN.created];

/**
 * The users of Users Management: User, Email, Role, Phone (N/A if empty), Created, Actions. A table
 * from 640 px up; below, a card per user (FieldCard) with the same columns as labelled lines and its
 * Edit button. Only one of the two is displayed at a width, so neither is read twice.
 */
export function UsersTable({ users }: { users: User[] }) {
  const { t } = useLingui();
  return (
    <>
      <UserCards users={users} />
      <ScrollRegion label={t`Users`} className="hidden sm:block">
        <UserRows users={users} />
      </ScrollRegion>
    </>
  );
}

/** Below 640 px: a card per user. */
function UserCards({ users }: { users: User[] }) {
  const { i18n, t } = useLingui();
  const { formatDate } = useFormat();
  return (
    <FieldCardList label={t`Users`} className="p-4">
      {users.map((user) => {
        const userName = user.name;
        return (
          <FieldCard
            key={user.userId}
            title={
              <div className="flex items-center gap-3">
                <Avatar name={user.name} photoURL={user.photoURL} className="h-8 w-8 text-xs" />
                {/* At least 24 px high: a target a finger can hit (WCAG 2.5.8). */}
                <Link to={paths.admin.user.getHref(user.userId)} className={`inline-flex min-h-6 min-w-0 items-center text-base break-words ${userLinkClass}`}>
                  {user.name}
                </Link>
              </div>
            }
            fields={[
              { label: i18n._(COLUMN.email), value: <span className="break-all">{user.email}</span> },
              { label: i18n._(COLUMN.role), value: <RoleBadge userType={user.userType} /> },
              { label: i18n._(COLUMN.phone), value: user.phone?.trim() ? user.phone : t`N/A` },
              { label: i18n._(COLUMN.created), value: <time dateTime={user.dateCreated}>{formatDate(user.dateCreated)}</time> },
            ]}
            actions={
              <ButtonLink to={paths.admin.editUser.getHref(user.userId)} variant="outline" aria-label={t`Edit ${userName}`}>
                <Trans>Edit</Trans>
              </ButtonLink>
            }
          />
        );
      })}
    </FieldCardList>
  );
}

/** From 640 px: the table. */
function UserRows({ users }: { users: User[] }) {
  const { i18n, t } = useLingui();
  const { formatDate } = useFormat();
  return (
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
                  <Link to={paths.admin.user.getHref(user.userId)} className={`whitespace-nowrap ${userLinkClass}`}>
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
                <ButtonLink to={paths.admin.editUser.getHref(user.userId)} variant="outline" size="sm" aria-label={t`Edit ${userName}`}>
                  <Trans>Edit</Trans>
                </ButtonLink>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
