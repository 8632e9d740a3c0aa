import { useLingui } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Case } from '@shared/cases/types';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { LoadMore } from '@/components/ui/load-more';
import type { ListResponse } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { CaseCard } from './case-card';
import { CasesLoading, NoCases } from './case-list-states';

/**
 * The pages of a case list as a grid of cards, with its loading, error and empty texts and 'Load More'.
 * `subject` names the list in the error line ("your cases"), in the reader's language.
 */
export function CaseGrid({
  query,
  hrefFor,
  subject,
  className,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ListResponse<Case>>>;
  hrefFor: (caseId: string) => string;
  subject: string;
  className?: string;
}) {
  const { t } = useLingui();
  const cases = query.data?.pages.flatMap((page) => page.Items);

  // A failed background refetch keeps the loaded cases: the error line is for a first load that failed.
  if (!cases) {
    return query.error ? (
      <InlineError className="justify-center py-10 text-center" onRetry={() => void query.refetch()}>
        {loadErrorText(subject, query.error)}
      </InlineError>
    ) : (
      <CasesLoading label={t`Loading cases`} />
    );
  }

  if (cases.length === 0) {
    return <NoCases className="bg-white" />;
  }

  return (
    <>
      <ul className={cn('grid gap-4', className)}>
        {cases.map((item) => (
          <li key={item.caseId}>
            <CaseCard item={item} to={hrefFor(item.caseId)} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
}
