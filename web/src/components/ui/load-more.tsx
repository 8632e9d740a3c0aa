import { useLingui } from '@lingui/react/macro';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from './button';
import { InlineError, loadErrorText } from './inline-error';

type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'
>;

/** 'Load More' under a paged list, while the server says more may follow; a failed page says so. */
export function LoadMore({ query }: { query: PagedQuery }) {
  const { t } = useLingui();
  if (!query.hasNextPage) return null;
  const more = () => void query.fetchNextPage();
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      {query.isFetchNextPageError && !query.isFetchingNextPage ? (
        <InlineError onRetry={more}>{loadErrorText(t`the next page`, query.error)}</InlineError>
      ) : null}
      <Button variant="outline" onClick={more} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? t`Loading...` : t`Load More`}
      </Button>
    </div>
  );
}
