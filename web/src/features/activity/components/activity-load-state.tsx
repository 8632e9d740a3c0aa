/**
 * What an activity card shows before its records: loading, a failed load (with Retry), or an empty
 * log in the card's own words; else its records (`children`). One place for both cards' states.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';

interface ActivityQueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: unknown;
  refetch: () => unknown;
}

export function ActivityLoadState({ query, empty, emptyText, children }: { query: ActivityQueryState; empty: boolean; emptyText: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  if (query.isPending && !query.isError) {
    return (
      <p className="py-6 text-center text-sm text-slate-500" role="status">
        <Trans>Loading activity…</Trans>
      </p>
    );
  }
  if (query.isError && !query.data) {
    return <InlineError onRetry={() => void query.refetch()}>{loadErrorText(t`the activity`, query.error)}</InlineError>;
  }
  if (empty) return <p className="py-6 text-center text-sm text-slate-500">{emptyText}</p>;
  return <>{children}</>;
}
