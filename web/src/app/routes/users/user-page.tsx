import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { User } from '@shared/users/types';
import { CaseGrid } from '@/components/cases/case-grid';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useUserCases } from '@/features/cases/api/list-user-cases';
import { useOrg } from '@/lib/org-query';
import { useUser } from '@/features/users/api/get-user';
import { ClientExportCard } from '@/features/exports/components/client-export-card';
import { RoleBadge, UserStatusBadge, useRoleLabel } from '@/features/users/components/user-badges';
import { BackToUsers, UserQueryFallback } from '@/features/users/components/user-states';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormat } from '@/lib/format';

/** One line of a details card: its label and value. */
function Detail({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-4 py-3 first:pt-0 last:pb-0">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="col-span-2 min-h-5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** /admin/users/{userId}: the user's details, status and cases (users + orgs + cases). */
export function UserPage() {
  const { userId = '' } = useParams();
  const userQuery = useUser(userId);
  const user = userQuery.data;
  const titleId = useId();
  const { t } = useLingui();
  const { formatDate } = useFormat();
  const roleLabel = useRoleLabel();
  useDocumentTitle(user?.name ?? t`User`);

  if (!user) return <UserQueryFallback query={userQuery} />;
  const pendingEmail = user.pendingEmail;

  return (
    <>
      <BackToUsers />
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <Avatar name={user.name} photoURL={user.photoURL} className="h-14 w-14 text-lg" />
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{user.name}</h1>
            <RoleBadge userType={user.userType} />
          </div>
        </div>
        <ButtonLink to={paths.admin.editUser.getHref(user.userId)} className="shrink-0">
          <Trans>Edit User</Trans>
        </ButtonLink>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <Card role="region" aria-labelledby={`${titleId}-personal`}>
          <CardHeader>
            <CardTitle id={`${titleId}-personal`}>
              <Trans>Personal Details</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-slate-100">
              <Detail label={t`Name`}>{user.name}</Detail>
              <Detail label={t`Email`}>
                <a href={`mailto:${user.email}`} className="text-brand-700 hover:underline">
                  {user.email}
                </a>
                {pendingEmail ? (
                  <span className="block text-xs text-slate-500">
                    <Trans>Changing to {pendingEmail}, awaiting verification by its owner</Trans>
                  </span>
                ) : null}
              </Detail>
              {user.phone?.trim() ? <Detail label={t`Phone`}>{user.phone}</Detail> : null}
              {user.orgId ? (
                <Detail label={t`Organization`}>
                  <OrgName orgId={user.orgId} />
                </Detail>
              ) : null}
            </dl>
          </CardContent>
        </Card>

        <Card role="region" aria-labelledby={`${titleId}-meta`}>
          <CardHeader>
            <CardTitle id={`${titleId}-meta`}>
              <Trans>Meta &amp; Status</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="divide-y divide-slate-100">
              <Detail label={t`Role`}>{roleLabel(user.userType)}</Detail>
              <Detail label={t`Status`}>
                <UserStatusBadge status={user.status} />
              </Detail>
              <Detail label={t`Created`}>
                <time dateTime={user.dateCreated}>{formatDate(user.dateCreated)}</time>
              </Detail>
              <Detail label={t`Notes`} />
            </dl>
          </CardContent>
        </Card>
      </div>

      {user.userType === 'client' ? <ClientExportCard user={user} /> : null}

      <ClientCases user={user} />
    </>
  );
}

/** The org's name; its id while the name loads or when it cannot be read. */
function OrgName({ orgId }: { orgId: string }) {
  const orgQuery = useOrg(orgId);
  return <>{orgQuery.data?.name || orgId}</>;
}

function ClientCases({ user }: { user: User }) {
  const casesQuery = useUserCases(user.userId);
  const titleId = useId();
  const { t } = useLingui();
  const userName = user.name;
  return (
    <section aria-labelledby={titleId} className="mt-8">
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
        <Trans>Client Cases</Trans>
      </h2>
      <CaseGrid
        query={casesQuery}
        hrefFor={(caseId) => paths.admin.case.getHref(caseId)}
        subject={t`${userName}'s cases`}
        className="sm:grid-cols-2 lg:grid-cols-3"
      />
    </section>
  );
}
