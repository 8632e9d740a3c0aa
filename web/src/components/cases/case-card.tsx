import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { DESCRIPTION_PREVIEW_LENGTH } from '@shared/cases/constants';
import type { Case } from '@shared/cases/types';
import { ArrowRightIcon } from '@/components/ui/icons';
import { truncate } from '@/lib/utils';
import { CategoryBadge, StatusBadge } from './case-badges';
import { ReadinessMeter, caseReadiness } from './readiness';

/** A case as a card of a case grid: name, description cut to 120 characters, status and category; links to `to`. */
export function CaseCard({ item, to }: { item: Case; to: string }) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <CaseCardContent item={item} />
    </Link>
  );
}

/**
 * What a case's card shows inside its link: its name (a heading of `level`, with an arrow), its
 * description cut to 120 characters, its status and category and, `withReadiness`, its readiness.
 */
export function CaseCardContent({ item, level = 3, withReadiness = false }: { item: Case; level?: 3 | 4; withReadiness?: boolean }) {
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Heading className="text-base font-semibold break-words text-slate-900 group-hover:text-brand-800">{item.caseName}</Heading>
        <ArrowRightIcon
          aria-hidden="true"
          className="mt-0.5 h-4 w-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5"
        />
      </div>
      {item.description ? (
        <p className="mt-2 text-sm break-words text-slate-600">{truncate(item.description, DESCRIPTION_PREVIEW_LENGTH)}</p>
      ) : null}
      <dl className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-2 pt-4 text-xs text-slate-500">
        <div className="flex items-center gap-2">
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <StatusBadge status={item.status} />
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Trans>Category</Trans>
          </dt>
          <dd>
            <CategoryBadge category={item.category} />
          </dd>
        </div>
        {withReadiness ? (
          <div className="flex items-center gap-2">
            <dt>
              <Trans>Readiness</Trans>
            </dt>
            <dd>
              <ReadinessMeter readiness={caseReadiness(item)} />
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
