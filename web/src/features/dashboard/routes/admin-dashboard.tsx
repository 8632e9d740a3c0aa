import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ArrowRightIcon, BriefcaseIcon, FileIcon, MessageIcon, PlusIcon, UsersIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { firstName, greetingFor } from '@/lib/utils';
import { useOrgSummary } from '../api/use-org-summary';
import { StatCard } from '../components/stat-card';

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
  const { data: counts } = useOrgSummary(user?.orgId);
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

      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Open Cases"
          value={counts.openCasesCount}
          subtext={plural(counts.casesCount, 'total case')}
          icon={BriefcaseIcon}
        />
        <StatCard title="Clients" value={counts.clientsCount} subtext="+0 new this week" icon={UsersIcon} />
        <StatCard
          title="Documents Uploaded"
          value={counts.documentsUploadedCount}
          subtext="This month"
          icon={FileIcon}
        />
        <StatCard title="Messages" value={0} subtext="This week" icon={MessageIcon} />
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Recent Cases</CardTitle>
            <CardDescription>The latest cases opened by your firm.</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="rounded-lg border border-dashed border-slate-200 px-4 py-10 text-center text-sm text-slate-500">
              No active cases found
            </p>
          </CardContent>
        </Card>

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
