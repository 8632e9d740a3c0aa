import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DESCRIPTION_PREVIEW_LENGTH } from '@shared/cases/constants';
import type { Case } from '@shared/cases/types';
import { CategoryBadge, StatusBadge } from '@/components/cases/case-badges';
import { ReadinessMeter, caseReadiness } from '@/components/cases/readiness';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ArrowRightIcon } from '@/components/ui/icons';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { truncate } from '@/lib/utils';

/** The client's active case, linking to its page, with its readiness; or why there is none to show. */
export function ActiveCaseCard({
  activeCase,
  loading,
  error,
  onRetry,
}: {
  activeCase: Case | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const titleId = useId();
  const { t } = useLingui();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>My Active Case</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="flex items-center gap-3 py-6 text-sm text-slate-500">
            <Spinner label={t`Loading your case`} className="[&_svg]:h-5 [&_svg]:w-5" />
            <span aria-hidden="true">
              <Trans>Loading case...</Trans>
            </span>
          </div>
        ) : error ? (
          <InlineError onRetry={onRetry}>{loadErrorText(t`your cases`, error)}</InlineError>
        ) : !activeCase ? (
          <p className="rounded-lg border border-dashed border-slate-200 px-4 py-8 text-center text-sm text-slate-500">
            <Trans>No active case</Trans>
          </p>
        ) : (
          <Link
            to={paths.client.case.getHref(activeCase.caseId)}
            className="group block rounded-lg border border-slate-200 p-5 transition-colors hover:border-brand-200 hover:bg-brand-50/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <div className="flex items-start justify-between gap-3">
              <h4 className="text-base font-semibold text-slate-900 group-hover:text-brand-800">{activeCase.caseName}</h4>
              <ArrowRightIcon
                aria-hidden="true"
                className="mt-0.5 h-4 w-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5"
              />
            </div>
            {activeCase.description ? (
              <p className="mt-2 text-sm text-slate-600">{truncate(activeCase.description, DESCRIPTION_PREVIEW_LENGTH)}</p>
            ) : null}
            <dl className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-xs text-slate-500">
              <div className="flex items-center gap-2">
                <dt>
                  <Trans>Status</Trans>
                </dt>
                <dd>
                  <StatusBadge status={activeCase.status} />
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <Trans>Category</Trans>
                </dt>
                <dd>
                  <CategoryBadge category={activeCase.category} />
                </dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <Trans>Readiness</Trans>
                </dt>
                <dd>
                  <ReadinessMeter readiness={caseReadiness(activeCase)} />
                </dd>
              </div>
            </dl>
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
