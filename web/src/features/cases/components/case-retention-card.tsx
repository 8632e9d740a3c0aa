import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { toast } from 'sonner';
import type { Case } from '@shared/cases/types';
import { RETENTION_YEARS, destructionDate } from '@shared/orgs/retention';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useFormat } from '@/lib/format';
import { useOrg } from '@/lib/org-query';
import { errorMessage } from '@/lib/utils';
import { useUpdateCase } from '../api/update-case';

/**
 * A case's retention, staff only: the legal hold toggle (a held case is never destroyed)
 * and, for a closed case, when the daily retention job will destroy it (the firm's retention after
 * its closing date).
 */
export function CaseRetentionCard({ item }: { item: Case }) {
  const titleId = useId();
  const holdId = useId();
  const { formatDate } = useFormat();
  // The case is of the admin's own org (the route answers no other).
  const org = useOrg(item.orgId);
  const updateCase = useUpdateCase();
  const held = item.legalHold === true;
  const retentionYears = org.data?.retentionYears ?? RETENTION_YEARS.fallback;
  const closedAt = item.status === 'closed' ? item.closedAt : undefined;
  const destroyOn = closedAt ? destructionDate(closedAt, retentionYears).toISOString() : undefined;

  function toggleHold() {
    if (updateCase.isPending) return;
    updateCase.mutate(
      { orgId: item.orgId, caseId: item.caseId, changes: { legalHold: !held } },
      {
        onSuccess: () => toast.success(held ? i18n._(msg`Legal hold lifted`) : i18n._(msg`Legal hold placed`)),
        onError: (error) => toast.error(i18n._(msg`Failed to update case`), { description: errorMessage(error, i18n._(msg`Please try again.`)) }),
      },
    );
  }

  return (
    <Card role="region" aria-labelledby={titleId} className="mt-6">
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>Retention</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-start gap-3">
          <input
            id={holdId}
            type="checkbox"
            role="switch"
            aria-checked={held}
            checked={held}
            disabled={updateCase.isPending || Boolean(item.destructionStartedAt)}
            onChange={toggleHold}
            className="mt-1 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
          />
          <div>
            <label htmlFor={holdId} className="text-sm font-medium text-slate-900">
              <Trans>Legal hold</Trans>
            </label>
            <p className="text-sm text-slate-600">
              <Trans>A case under legal hold is never destroyed, whatever its date.</Trans>
            </p>
          </div>
        </div>
        <p className="text-sm text-slate-700" data-testid="case-retention-date">
          {item.destructionStartedAt ? (
            <Trans>This case is being destroyed under the firm&apos;s retention rule.</Trans>
          ) : !closedAt || !destroyOn ? (
            <Plural value={retentionYears} one="Kept while open; once closed, kept # year." other="Kept while open; once closed, kept # years." />
          ) : held ? (
            <Trans>
              Closed on <time dateTime={closedAt}>{formatDate(closedAt)}</time>. Kept while under legal hold (otherwise destroyed on{' '}
              <time dateTime={destroyOn}>{formatDate(destroyOn)}</time>).
            </Trans>
          ) : (
            <Trans>
              Closed on <time dateTime={closedAt}>{formatDate(closedAt)}</time>. Will be destroyed on{' '}
              <time dateTime={destroyOn}>{formatDate(destroyOn)}</time> (<Plural value={retentionYears} one="# year after closing" other="# years after closing" />).
            </Trans>
          )}
        </p>
      </CardContent>
    </Card>
  );
}
