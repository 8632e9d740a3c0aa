import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { StatusBadge } from '@/components/cases/case-badges';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { BriefcaseIcon, FileIcon, MessageIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useClientCases } from '@/features/cases/api/list-client-cases';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ActiveCaseCard } from './components/active-case-card';

function SummaryCard({
  title,
  icon: CardIcon,
  children,
}: {
  title: string;
  icon: typeof BriefcaseIcon;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card className="p-5" role="group" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-sm font-medium text-slate-500">
          {title}
        </h2>
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <CardIcon className="h-5 w-5" />
        </span>
      </div>
      <div className="mt-2">{children}</div>
    </Card>
  );
}

export function ClientDashboard() {
  const { user } = useAuth();
  const casesQuery = useClientCases(user?.userId);
  const { t } = useLingui();
  const { formatNumber } = useFormat();
  useDocumentTitle(t`Dashboard`);
  const name = user?.name ?? '';

  // Newest first: the first case is shown as long as any of the client's cases is still open.
  const cases = casesQuery.data?.Items ?? [];
  const activeCase = cases.some((item) => item.status !== 'closed') ? cases[0] : undefined;
  // A failed background refetch keeps what was loaded; only a first load that failed is an error.
  const loadError = casesQuery.data ? null : casesQuery.error;

  return (
    <>
      <PageHeader
        title={t`Welcome back, ${name}`}
        description={t`Here is where your case stands today.`}
        actions={
          <ButtonLink to={paths.client.cases.getHref()}>
            <Trans>View My Cases</Trans>
          </ButtonLink>
        }
      />

      <section aria-label={t`Summary`} className="grid gap-4 md:grid-cols-3">
        <SummaryCard title={t`Case Status`} icon={BriefcaseIcon}>
          <div className="flex h-9 items-center">
            {casesQuery.isLoading ? (
              <>
                <span className="sr-only">
                  <Trans>Loading</Trans>
                </span>
                <span aria-hidden="true" className="h-7 w-24 animate-pulse rounded-full bg-slate-200" />
              </>
            ) : loadError ? (
              <p className="text-sm text-slate-500">
                <Trans>Unavailable</Trans>
              </p>
            ) : activeCase ? (
              <StatusBadge status={activeCase.status} className="px-3 py-1 text-sm" />
            ) : (
              <p className="text-lg font-semibold text-slate-900">
                <Trans>No active case</Trans>
              </p>
            )}
          </div>
          {activeCase ? <p className="mt-1 truncate text-xs text-slate-500">{activeCase.caseName}</p> : null}
        </SummaryCard>
        <SummaryCard title={t`Documents`} icon={FileIcon}>
          <p className="text-3xl font-semibold tracking-tight text-slate-900">{formatNumber(user?.documentsCount ?? 0)}</p>
          <p className="mt-1 text-xs text-slate-500">
            <Trans>Uploaded to your cases</Trans>
          </p>
        </SummaryCard>
        <SummaryCard title={t`New Messages`} icon={MessageIcon}>
          <p className="text-3xl font-semibold tracking-tight text-slate-900">{formatNumber(0)}</p>
          <p className="mt-1 text-xs text-slate-500">
            <Trans>Unread</Trans>
          </p>
        </SummaryCard>
      </section>

      <div className="mt-8">
        <ActiveCaseCard
          activeCase={activeCase}
          loading={casesQuery.isLoading}
          error={loadError}
          onRetry={() => void casesQuery.refetch()}
        />
      </div>
    </>
  );
}
