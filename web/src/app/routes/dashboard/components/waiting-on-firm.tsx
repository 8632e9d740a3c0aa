import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAdminCases } from '@/features/cases/api/list-admin-cases';
import { useFormat } from '@/lib/format';

/** The cases counted at most: one page of the filtered list ("50+" beyond). */
export const WAITING_ON_FIRM_LIMIT = 50;

/** The cases whose client uploaded documents the firm has not reviewed yet: their count and a link to them. */
export function WaitingOnFirm() {
  const waitingQuery = useAdminCases({ limit: WAITING_ON_FIRM_LIMIT, waiting: 'firm' });
  const titleId = useId();
  const { formatNumber } = useFormat();
  const page = waitingQuery.data;
  const count = page ? `${formatNumber(page.Items.length)}${page.nextCursor ? '+' : ''}` : '—';
  // "50+" reads as many: the plural's other form.
  const waiting = page?.nextCursor ? WAITING_ON_FIRM_LIMIT + 1 : (page?.Items.length ?? 0);
  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={waitingQuery.isLoading || undefined}>
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>Waiting on the firm</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">{waitingQuery.isLoading ? '…' : count}</span>
          <span className="text-sm text-slate-600">
            <Plural value={waiting} one="case with uploaded documents to review" other="cases with uploaded documents to review" />
          </span>
        </p>
        {waitingQuery.isError && !page ? (
          <p className="text-sm text-slate-500">
            <Trans>Unavailable</Trans>
          </p>
        ) : null}
        <Link
          to={`${paths.admin.cases.getHref()}?waiting=firm`}
          className="group inline-flex min-h-6 items-center gap-2 rounded-sm text-sm font-medium text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <Trans>View cases waiting on the firm</Trans>
          <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
        </Link>
      </CardContent>
    </Card>
  );
}
