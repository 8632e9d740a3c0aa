import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { CaseStatus } from '@shared/cases/constants';

/** The statuses in the order a case usually goes through them. */
const CASE_STATUSES: readonly CaseStatus[] = ['open', 'in-progress', 'on-hold', 'closed'];
/** Each status's colour (the dashboard's Case Status Overview's). */
const STATUS_COLOURS: Record<CaseStatus, string> = { open: 'bg-blue-600', 'in-progress': 'bg-amber-500', 'on-hold': 'bg-slate-400', closed: 'bg-emerald-600' };
import type { OrgAnalytics } from '@shared/analytics/counters';
import type { StageDefinition } from '@shared/progress/types';
import { useCaseLabels } from '@/components/cases/case-badges';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-context';
import { useFormat } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrgAnalytics } from '../api/org-analytics';
import { useStageSets } from '@/lib/stage-sets-query';
import { stageName } from '@/lib/stage-names';

// The charts are a chunk of their own: the page's figures and tables show first.
const HorizontalBars = lazy(() => import('../components/analytics-charts').then((module) => ({ default: module.HorizontalBars })));
const Columns = lazy(() => import('../components/analytics-charts').then((module) => ({ default: module.Columns })));

interface Column {
  title: string;
  numeric?: boolean;
}

/**
 * A chart with its table: the chart is drawn for the eye (hidden from screen readers), the table says
 * the same figures and is always read by screen readers; "Show table" shows it on screen too.
 */
function ChartCard({
  title,
  description,
  columns,
  rows,
  chart,
  empty,
}: {
  title: string;
  description?: string;
  columns: readonly Column[];
  rows: readonly (readonly ReactNode[])[];
  chart: ReactNode;
  empty?: boolean;
}) {
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const { t } = useLingui();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="space-y-1">
          <CardTitle id={titleId}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {empty ? null : (
          <Button variant="outline" size="sm" onClick={() => setAsTable(!asTable)} aria-pressed={asTable}>
            {asTable ? <Trans>Show chart</Trans> : <Trans>Show table</Trans>}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="py-6 text-center text-sm text-slate-500">
            <Trans>Nothing to show yet.</Trans>
          </p>
        ) : (
          <>
            {asTable ? null : (
              <Suspense fallback={<Spinner label={t`Loading the chart`} className="[&_svg]:h-5 [&_svg]:w-5" />}>{chart}</Suspense>
            )}
            <div className={asTable ? undefined : 'sr-only'}>
              <TableFrame scroll={asTable} label={title}>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{title}</caption>
                  <thead className="border-b border-slate-200 text-xs font-medium tracking-wide text-slate-500 uppercase">
                    <tr>
                      {columns.map((column) => (
                        <th key={column.title} scope="col" className={`px-3 py-2 ${column.numeric ? 'text-right' : ''}`}>
                          {column.title}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {rows.map((row, index) => (
                      <tr key={index}>
                        {row.map((cell, cellIndex) =>
                          cellIndex === 0 ? (
                            <th key={cellIndex} scope="row" className="px-3 py-2 font-normal text-slate-800">
                              {cell}
                            </th>
                          ) : (
                            <td key={cellIndex} className={`px-3 py-2 text-slate-900 tabular-nums ${columns[cellIndex]?.numeric ? 'text-right' : ''}`}>
                              {cell}
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableFrame>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** On screen, a table scrolls sideways in its own region; kept for screen readers only, it is just the table (nothing to focus). */
function TableFrame({ scroll, label, children }: { scroll: boolean; label: string; children: ReactNode }) {
  return scroll ? <ScrollRegion label={label}>{children}</ScrollRegion> : <>{children}</>;
}

function Figure({ title, value, note }: { title: string; value: string; note?: string }) {
  const titleId = useId();
  return (
    <Card className="p-5" role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-sm font-medium text-slate-500">
        {title}
      </h2>
      <p className="mt-1 text-3xl font-semibold tracking-tight text-slate-900">{value}</p>
      {note ? <p className="mt-2 text-xs text-slate-500">{note}</p> : null}
    </Card>
  );
}

/** `YYYY-MM` as a short month ("Dec 2026" / "déc. 2026"). */
function useMonthName() {
  const { language } = useFormat();
  return (month: string, withYear = true) =>
    new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15).toLocaleDateString(language === 'fr' ? 'fr-CA' : 'en-CA', {
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
    });
}

/**
 * /admin/analytics: the firm's figures from the counters kept on write (GET /v1/admin/orgs/{orgId}/analytics):
 * open cases by status, category and stage, cases opened and closed and documents uploaded per month
 * (12 months), median days in each stage, the readiness of open cases, clients added this week and month.
 * Each chart has its table.
 */
export function AnalyticsPage() {
  const { user } = useAuth();
  const { t } = useLingui();
  useDocumentTitle(t`Analytics`);
  const analytics = useOrgAnalytics(user?.orgId);
  const stageSets = useStageSets(user?.orgId);

  return (
    <>
      <PageHeader title={t`Analytics`} description={t`Your firm's cases, clients and documents, kept up to date as they change.`} />
      {analytics.data ? (
        <AnalyticsView analytics={analytics.data} stagesOf={(category) => stageSets.data?.sets.find((set) => set.category === category)?.stages ?? []} />
      ) : analytics.isError ? (
        <InlineError onRetry={() => void analytics.refetch()}>{loadErrorText(t`the analytics`, analytics.error)}</InlineError>
      ) : (
        <Spinner label={t`Loading the analytics`} />
      )}
    </>
  );
}

function AnalyticsView({ analytics, stagesOf }: { analytics: OrgAnalytics; stagesOf: (category: string) => readonly StageDefinition[] }) {
  const { t } = useLingui();
  const labels = useCaseLabels();
  const { formatNumber, language } = useFormat();
  const monthName = useMonthName();
  const open = CASE_STATUSES.filter((status) => status !== 'closed').reduce((sum, status) => sum + analytics.byStatus[status], 0);
  const documentsThisMonth = analytics.documentsPerMonth.at(-1)?.count ?? 0;
  const days = (value: number) => {
    const shown = formatNumber(value, { maximumFractionDigits: 1 });
    return t`${plural(value, { one: `${shown} day`, other: `${shown} days` })}`;
  };

  const statusRows = CASE_STATUSES.map((status) => ({
    key: status,
    label: labels.status(status),
    value: analytics.byStatus[status],
    shown: formatNumber(analytics.byStatus[status]),
    colour: STATUS_COLOURS[status],
  }));
  const readinessRows = [
    { key: 'ready', label: t`Every document accepted`, value: analytics.readiness.ready, colour: 'bg-emerald-600' },
    { key: 'partly', label: t`Some documents accepted`, value: analytics.readiness.partly, colour: 'bg-amber-500' },
    { key: 'notStarted', label: t`No document accepted yet`, value: analytics.readiness.notStarted, colour: 'bg-rose-600' },
    { key: 'noRequests', label: t`No documents requested`, value: analytics.readiness.noRequests, colour: 'bg-slate-400' },
  ].map((row) => ({ ...row, shown: formatNumber(row.value) }));
  const categoryRows = Object.entries(analytics.byCategory)
    .sort(([, a], [, b]) => b - a)
    .map(([category, count]) => ({ key: category, label: labels.category(category), value: count, shown: formatNumber(count) }));
  /** A category's stages in the set's order (stages no longer in the set last). */
  const ordered = <T,>(category: string, byStage: Record<string, T>): [string, T][] => {
    const order = stagesOf(category).map((stage) => stage.stageId);
    const rank = (stageId: string) => (order.includes(stageId) ? order.indexOf(stageId) : order.length);
    return Object.entries(byStage).sort(([a], [b]) => rank(a) - rank(b));
  };
  const nameOf = (category: string, stageId: string) => stageName(stageId, language, stagesOf(category));
  const months = analytics.openedPerMonth.map(({ month }, index) => ({
    key: month,
    label: monthName(month, false),
    values: [analytics.openedPerMonth[index]?.count ?? 0, analytics.closedPerMonth[index]?.count ?? 0],
  }));

  return (
    <div className="space-y-6">
      <section aria-label={t`Summary`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure title={t`Open cases`} value={formatNumber(open)} note={t`Open, in progress or on hold`} />
        <Figure title={t`New clients this week`} value={formatNumber(analytics.newClients.week)} />
        <Figure title={t`New clients this month`} value={formatNumber(analytics.newClients.month)} />
        <Figure title={t`Documents uploaded this month`} value={formatNumber(documentsThisMonth)} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title={t`Cases by status`}
          columns={[{ title: t`Status` }, { title: t`Cases`, numeric: true }]}
          rows={statusRows.map((row) => [row.label, row.shown])}
          chart={<HorizontalBars rows={statusRows} />}
        />
        <ChartCard
          title={t`Open cases by category`}
          columns={[{ title: t`Category` }, { title: t`Open cases`, numeric: true }]}
          rows={categoryRows.map((row) => [row.label, row.shown])}
          chart={<HorizontalBars rows={categoryRows} />}
          empty={categoryRows.length === 0}
        />
      </div>

      <ChartCard
        title={t`Open cases by stage`}
        description={t`Each category follows its own stages.`}
        columns={[{ title: t`Stage` }, { title: t`Category` }, { title: t`Open cases`, numeric: true }]}
        rows={Object.keys(analytics.byStage)
          .sort()
          .flatMap((category) => ordered(category, analytics.byStage[category] ?? {}).map(([stageId, count]) => [nameOf(category, stageId), labels.category(category), formatNumber(count)]))}
        empty={Object.keys(analytics.byStage).length === 0}
        chart={
          <div className="space-y-5">
            {Object.keys(analytics.byStage)
              .sort()
              .map((category) => (
                <div key={category}>
                  <h3 className="mb-2 text-sm font-semibold text-slate-800">{labels.category(category)}</h3>
                  <HorizontalBars
                    rows={ordered(category, analytics.byStage[category] ?? {}).map(([stageId, count]) => ({
                      key: stageId,
                      label: nameOf(category, stageId),
                      value: count,
                      shown: formatNumber(count),
                    }))}
                  />
                </div>
              ))}
          </div>
        }
      />

      <ChartCard
        title={t`Readiness of open cases`}
        description={t`The documents the firm asked for, accepted (requests waived left out).`}
        columns={[{ title: t`Readiness` }, { title: t`Open cases`, numeric: true }]}
        rows={readinessRows.map((row) => [row.label, row.shown])}
        chart={<HorizontalBars rows={readinessRows} />}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          title={t`Cases opened and closed per month`}
          description={t`The last 12 months.`}
          columns={[{ title: t`Month` }, { title: t`Opened`, numeric: true }, { title: t`Closed`, numeric: true }]}
          rows={analytics.openedPerMonth.map(({ month, count }, index) => [monthName(month), formatNumber(count), formatNumber(analytics.closedPerMonth[index]?.count ?? 0)])}
          chart={<Columns groups={months} series={[t`Opened`, t`Closed`]} />}
        />
        <ChartCard
          title={t`Documents uploaded per month`}
          description={t`The last 12 months.`}
          columns={[{ title: t`Month` }, { title: t`Documents`, numeric: true }]}
          rows={analytics.documentsPerMonth.map(({ month, count }) => [monthName(month), formatNumber(count)])}
          chart={<Columns groups={analytics.documentsPerMonth.map(({ month, count }) => ({ key: month, label: monthName(month, false), values: [count] }))} series={[t`Documents`]} />}
        />
      </div>

      <ChartCard
        title={t`Median days in each stage`}
        description={t`From the stays completed in each stage (a case moved on to another stage).`}
        columns={[{ title: t`Stage` }, { title: t`Category` }, { title: t`Median`, numeric: true }, { title: t`Average`, numeric: true }, { title: t`Stays`, numeric: true }]}
        rows={Object.keys(analytics.medianDaysInStage)
          .sort()
          .flatMap((category) =>
            ordered(category, analytics.medianDaysInStage[category] ?? {}).map(([stageId, duration]) => [
              nameOf(category, stageId),
              labels.category(category),
              days(duration.medianDays),
              days(duration.meanDays),
              formatNumber(duration.stays),
            ]),
          )}
        empty={Object.keys(analytics.medianDaysInStage).length === 0}
        chart={
          <div className="space-y-5">
            {Object.keys(analytics.medianDaysInStage)
              .sort()
              .map((category) => (
                <div key={category}>
                  <h3 className="mb-2 text-sm font-semibold text-slate-800">{labels.category(category)}</h3>
                  <HorizontalBars
                    rows={ordered(category, analytics.medianDaysInStage[category] ?? {}).map(([stageId, duration]) => ({
                      key: stageId,
                      label: nameOf(category, stageId),
                      value: duration.medianDays,
                      shown: days(duration.medianDays),
                    }))}
                  />
                </div>
              ))}
          </div>
        }
      />
    </div>
  );
}
