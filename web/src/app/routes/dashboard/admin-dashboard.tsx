import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { ArrowRightIcon, BriefcaseIcon, FileIcon, MessageIcon, PlusIcon, UsersIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useOrg } from '@/features/orgs/api/get-org';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { firstName, greetingFor } from '@/lib/utils';
import { RecentCases } from './components/recent-cases';
import { StatCard } from './components/stat-card';

const quickActions = [
  { label: 'Add New Client', to: paths.admin.users.getHref(), icon: UsersIcon },
  { label: 'Create New Case', to: paths.admin.newCase.getHref(), icon: BriefcaseIcon },
  { label: 'Send Message', to: paths.admin.messages.getHref(), icon: MessageIcon },
];

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

export function AdminDashboard() {
  const { user } = useAuth();
  const orgQuery = useOrg(user?.orgId);
  const org = orgQuery.data;
  // While the counts load, the cards show placeholders; when they failed, a dash and one error line.
  const countsLoading = orgQuery.isLoading;
  const count = (value: number | undefined) => value ?? '—';
  useDocumentTitle('Admin Dashboard');

  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        description={`${greetingFor()}, ${firstName(user?.name ?? '')}`}
        actions={
          <ButtonLink to={paths.admin.newCase.getHref()}>
            <PlusIcon className="h-4 w-4" />
            New Case
          </ButtonLink>
        }
      />

      <section aria-label="Summary">
        {orgQuery.isError && !org ? (
          <InlineError className="mb-3" onRetry={() => void orgQuery.refetch()}>
            {loadErrorText('the dashboard counts', orgQuery.error)}
          </InlineError>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            title="Open Cases"
            value={count(org?.openCasesCount)}
            subtext={org ? plural(org.casesCount, 'total case') : undefined}
            loading={countsLoading}
            icon={BriefcaseIcon}
          />
          <StatCard
            title="Clients"
            value={count(org?.clientsCount)}
            subtext="+0 new this week"
            loading={countsLoading}
            icon={UsersIcon}
          />
          <StatCard
            title="Documents Uploaded"
            value={count(org?.documentsUploadedThisMonth ?? 0)}
            subtext="This month"
            loading={countsLoading}
            icon={FileIcon}
          />
          <StatCard title="Messages" value={0} subtext="This week" icon={MessageIcon} />
        </div>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <RecentCases />

        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Quick Actions</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-2">
                {quickActions.map(({ label, to, icon: ActionIcon }) => (
                  <li key={label}>
                    <Link
                      to={to}
                      className="group flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 transition-colors hover:border-brand-200 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                    >
                      <ActionIcon className="h-5 w-5 text-brand-700" />
                      <span className="flex-1">{label}</span>
                      <ArrowRightIcon className="h-4 w-4 text-slate-400 transition-transform group-hover:translate-x-0.5" />
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Case Status Overview</CardTitle>
            </CardHeader>
            <CardContent />
          </Card>
        </div>
      </div>
    </>
  );
}
