import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CaseStatus } from '@shared/cases/constants';

/** The statuses in the order a case usually goes through them. */
const CASE_STATUSES: readonly CaseStatus[] = ['open', 'in-progress', 'on-hold', 'closed'];
import type { OrgAnalytics } from '@shared/analytics/counters';
import { useCaseLabels } from '@/components/cases/case-badges';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { Link } from 'react-router-dom';

/** Each status's colour in the bar and beside its count (the status badges' tones). */
const STATUS_COLOURS: Record<string, string> = {
  open: 'bg-blue-600',
  'in-progress': 'bg-amber-500',
  'on-hold': 'bg-slate-400',
  closed: 'bg-emerald-600',
};

/**
 * The dashboard's "Case Status Overview": the firm's cases by status (open, in progress, on hold,
 * closed) with one bar split by status, from the analytics counters; a link to the analytics page.
 */
export function CaseStatusOverview({
  analytics,
  loading,
  error,
  onRetry,
}: {
  analytics: OrgAnalytics | undefined;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
}) {
  const titleId = useId();
  const { t } = useLingui();
  const labels = useCaseLabels();
  const { formatNumber } = useFormat();
  const total = analytics ? CASE_STATUSES.reduce((sum, status) => sum + analytics.byStatus[status], 0) : 0;
  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>Case Status Overview</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {error ? (
          <InlineError onRetry={onRetry}>{loadErrorText(t`the case counts`, error)}</InlineError>
        ) : loading || !analytics ? (
          <div aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-slate-100" />
        ) : (
          <>
            <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-slate-100">
              {total > 0
                ? CASE_STATUSES.map((status) =>
                    analytics.byStatus[status] > 0 ? (
                      <span key={status} className={STATUS_COLOURS[status]} style={{ width: `${(analytics.byStatus[status] / total) * 100}%` }} />
                    ) : null,
                  )
                : null}
            </div>
            <dl className="grid grid-cols-2 gap-3">
              {CASE_STATUSES.map((status) => (
                <div key={status} className="flex items-center gap-2">
                  <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${STATUS_COLOURS[status] ?? 'bg-slate-400'}`} />
                  <dt className="text-sm text-slate-600">{labels.status(status)}</dt>
                  <dd className="ml-auto text-sm font-semibold text-slate-900 tabular-nums">{formatNumber(analytics.byStatus[status])}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm">
              <Link to={paths.admin.analytics.getHref()} className="font-medium text-brand-700 underline hover:text-brand-900">
                <Trans>See the analytics</Trans>
              </Link>
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
