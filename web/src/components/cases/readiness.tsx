import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Readiness } from '@shared/requests/types';

/**
 * A case's readiness: its accepted document requests out of all but the waived ones, as
 * "1/3" with a bar. The case page, the cases table and both dashboards show it the same way.
 */
export function ReadinessMeter({ readiness, compact = false }: { readiness: Readiness; compact?: boolean }) {
  const { t } = useLingui();
  const { accepted, total } = readiness;
  if (total === 0) {
    return <span className="text-sm text-slate-500">{compact ? t`None requested` : t`No documents requested`}</span>;
  }
  const percent = Math.round((accepted / total) * 100);
  const label = t`${plural(total, { one: `Readiness: ${accepted} of # requested document accepted`, other: `Readiness: ${accepted} of # requested documents accepted` })}`;
  return (
    <span className="inline-flex min-w-24 flex-col gap-1">
      <span className="text-sm font-medium text-slate-900 tabular-nums">
        {compact ? (
          `${accepted}/${total}`
        ) : (
          <Trans>
            {accepted}/{total} accepted
          </Trans>
        )}
      </span>
      <span
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={accepted}
        className="block h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <span className="block h-full rounded-full bg-green-600" style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}

/** The readiness of a case record (its request counters; absent ones count 0). */
export function caseReadiness(caseRecord: { requestsAccepted?: number; requestsTotal?: number }): Readiness {
  return { accepted: caseRecord.requestsAccepted ?? 0, total: caseRecord.requestsTotal ?? 0 };
}
