import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { CategoryBadge, StatusBadge } from '@/components/cases/case-badges';
import { CasesLoading, NoCases } from '@/components/cases/case-list-states';
import { ReadinessMeter, caseReadiness } from '@/components/cases/readiness';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { paths } from '@/config/paths';
import { useAdminCases } from '@/features/cases/api/list-admin-cases';
import { useFormat } from '@/lib/format';

/** How many of the org's newest cases the dashboard lists. */
export const RECENT_CASES_LIMIT = 5;

/** The org's newest cases: name, client, status, category, open date and, while open, readiness. */
export function RecentCases() {
  const casesQuery = useAdminCases({ limit: RECENT_CASES_LIMIT });
  const titleId = useId();

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>Recent Cases</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>The latest cases opened by your firm.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RecentCasesBody
          cases={casesQuery.data?.Items}
          error={casesQuery.error}
          onRetry={() => void casesQuery.refetch()}
        />
      </CardContent>
    </Card>
  );
}

function RecentCasesBody({ cases, error, onRetry }: { cases: Case[] | undefined; error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const { formatDate } = useFormat();
  // A failed background refetch keeps the loaded list: the error line is for a first load that failed.
  if (!cases) {
    return error ? (
      <InlineError className="justify-center py-10 text-center" onRetry={onRetry}>
        {loadErrorText(t`recent cases`, error)}
      </InlineError>
    ) : (
      <CasesLoading label={t`Loading recent cases`} />
    );
  }

  if (cases.length === 0) {
    return <NoCases />;
  }

  return (
    <ul className="divide-y divide-slate-100">
      {cases.map((item) => (
        <li
          key={item.caseId}
          className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
        >
          <div className="min-w-0 sm:flex-1">
            <Link
              to={paths.admin.case.getHref(item.caseId)}
              className="rounded-sm break-words font-medium text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {item.caseName}
            </Link>
            <p className="truncate text-sm text-slate-500">{item.clientName}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:max-w-[60%] sm:justify-end">
            <StatusBadge status={item.status} />
            <CategoryBadge category={item.category} />
            {item.status === 'closed' ? null : <ReadinessMeter readiness={caseReadiness(item)} compact />}
            <time dateTime={item.openDate} className="text-xs whitespace-nowrap text-slate-500 sm:w-24 sm:text-right">
              {formatDate(item.openDate)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}
