import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { CaseCardContent } from '@/components/cases/case-card';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

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
            <CaseCardContent item={activeCase} level={4} withReadiness />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
