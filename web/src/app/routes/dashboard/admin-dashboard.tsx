import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { ArrowRightIcon, BriefcaseIcon, FileIcon, MessageIcon, PlusIcon, UsersIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useUnreadCount } from '@/features/messages/api/list-conversations';
import { useOrg } from '@/lib/org-query';
import { useOrgAnalytics } from '@/features/analytics/api/org-analytics';
import { BillingSummaryCard } from '@/features/billing/components/billing-summary-card';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { firstName, greetingFor } from '@/lib/utils';
import { ExpiringDocuments } from './components/expiring-documents';
import { RecentCases } from './components/recent-cases';
import { CaseStatusOverview } from './components/case-status-overview';
import { StatCard } from './components/stat-card';
import { WaitingOnFirm } from './components/waiting-on-firm';

const quickActions = [
  { label: msg`Add New Client`, to: paths.admin.users.getHref(), icon: UsersIcon },
  { label: msg`Create New Case`, to: paths.admin.newCase.getHref(), icon: BriefcaseIcon },
  { label: msg`Send Message`, to: paths.admin.messages.getHref(), icon: MessageIcon },
];

/** The greeting of each part of the day (greetingFor), in the reader's language. */
const GREETINGS = {
  'Good morning': msg`Good morning`,
  'Good afternoon': msg`Good afternoon`,
  'Good evening': msg`Good evening`,
} as const;

export function AdminDashboard() {
  const { user } = useAuth();
  const orgQuery = useOrg(user?.orgId);
  const org = orgQuery.data;
  // While the counts load, the cards show placeholders; when they failed, a dash and one error line.
  const countsLoading = orgQuery.isLoading;
  const { i18n, t } = useLingui();
  const { formatNumber } = useFormat();
  const count = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value));
  useDocumentTitle(t`Admin Dashboard`);
  // Unread messages across the firm's conversations (read again every 20 s).
  const unread = useUnreadCount();
  // Case counts by status and new clients: the firm's analytics counters. The Open Cases card and the
  // Case Status Overview read the same answer, so their counts always add up.
  const analytics = useOrgAnalytics(user?.orgId);
  const byStatus = analytics.data?.byStatus;
  const casesCount = byStatus ? byStatus.open + byStatus['in-progress'] + byStatus['on-hold'] + byStatus.closed : undefined;
  const openCasesCount = byStatus && casesCount !== undefined ? casesCount - byStatus.closed : undefined;
  const newThisWeek = analytics.data?.newClients.week;
  const newThisWeekText = formatNumber(newThisWeek ?? 0);
  const greeting = i18n._(GREETINGS[greetingFor()]);
  const name = firstName(user?.name ?? '');

  return (
    <>
      <PageHeader
        title={t`Admin Dashboard`}
        description={t`${greeting}, ${name}`}
        actions={
          <ButtonLink to={paths.admin.newCase.getHref()}>
            <PlusIcon className="h-4 w-4" />
            <Trans>New Case</Trans>
          </ButtonLink>
        }
      />

      <section aria-label={t`Summary`}>
        {orgQuery.isError && !org ? (
          <InlineError className="mb-3" onRetry={() => void orgQuery.refetch()}>
            {loadErrorText(t`the dashboard counts`, orgQuery.error)}
          </InlineError>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            title={t`Open Cases`}
            value={count(openCasesCount)}
            subtext={casesCount === undefined ? undefined : <Plural value={casesCount} one="# total case" other="# total cases" />}
            loading={analytics.isLoading}
            icon={BriefcaseIcon}
          />
          <StatCard
            title={t`Clients`}
            value={count(org?.clientsCount)}
            subtext={newThisWeek === undefined ? undefined : <Plural value={newThisWeek} one={`+${newThisWeekText} new this week`} other={`+${newThisWeekText} new this week`} />}
            loading={countsLoading}
            icon={UsersIcon}
          />
          <StatCard
            title={t`Documents Uploaded`}
            value={count(org?.documentsUploadedThisMonth ?? 0)}
            subtext={t`This month`}
            loading={countsLoading}
            icon={FileIcon}
          />
          <StatCard
            title={t`Messages`}
            value={count(unread.count)}
            subtext={
              <Link to={paths.admin.messages.getHref()} className="font-medium text-brand-700 underline hover:text-brand-900">
                <Trans>Unread</Trans>
              </Link>
            }
            loading={unread.loading}
            icon={MessageIcon}
          />
        </div>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <RecentCases />
          <ExpiringDocuments orgId={user?.orgId} />
        </div>

        <div className="space-y-6">
          <WaitingOnFirm />
          <BillingSummaryCard orgId={user?.orgId} />

          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Quick Actions</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-2">
                {quickActions.map(({ label, to, icon: ActionIcon }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="group flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 transition-colors hover:border-brand-200 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                    >
                      <ActionIcon className="h-5 w-5 text-brand-700" />
                      <span className="flex-1">{i18n._(label)}</span>
                      <ArrowRightIcon className="h-4 w-4 text-slate-400 transition-transform group-hover:translate-x-0.5" />
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>

          <CaseStatusOverview analytics={analytics.data} loading={analytics.isLoading} error={analytics.isError && !analytics.data ? analytics.error : undefined} onRetry={() => void analytics.refetch()} />
        </div>
      </div>
    </>
  );
}
