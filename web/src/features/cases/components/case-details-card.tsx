import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { CategoryBadge, StatusBadge } from '@/components/cases/case-badges';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ChevronDownIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';

/** Who reads the card: an admin (the client links to their user page) or the client themself. */
export type CaseDetailsAudience = 'admin' | 'client';

function Detail({
  term,
  audience,
  children,
  wide = false,
}: {
  term: string;
  audience: CaseDetailsAudience;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt
        className={
          audience === 'admin' ? 'text-xs font-medium tracking-wide text-slate-500 uppercase' : 'text-sm font-medium text-slate-500'
        }
      >
        {term}
      </dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Wider than a phone (Tailwind's `sm`, 640 px): a collapsible card starts open. */
function wideScreen(): boolean {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not a text
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' || !window.matchMedia('(max-width: 639.98px)').matches;
}

/**
 * A case's details: client, number, status, category, dates, description. For an admin the client
 * links to their user page (spec section 2, /admin/cases/{caseId}); for the client it is plain text.
 * `collapsible`: a disclosure, closed on a phone (below what matters more there) and open on a wider screen.
 */
export function CaseDetailsCard({ item, audience = 'admin', collapsible = false, className }: { item: Case; audience?: CaseDetailsAudience; collapsible?: boolean; className?: string }) {
  const titleId = useId();
  // Open at first on a wider screen; then as the reader leaves it. Closed, its details are not drawn.
  const [open, setOpen] = useState(wideScreen);
  const title = (
    <CardTitle id={titleId}>
      <Trans>Case Details</Trans>
    </CardTitle>
  );
  if (!collapsible) {
    return (
      <Card role="region" aria-labelledby={titleId} className={className}>
        <CardHeader>{title}</CardHeader>
        <CardContent>
          <CaseDetailsList item={item} audience={audience} />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card role="region" aria-labelledby={titleId} className={className}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl p-6 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
          {title}
          <ChevronDownIcon className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
        </summary>
        {open ? (
          <CardContent>
            <CaseDetailsList item={item} audience={audience} />
          </CardContent>
        ) : null}
      </details>
    </Card>
  );
}

function CaseDetailsList({ item, audience }: { item: Case; audience: CaseDetailsAudience }) {
  const linkClient = audience === 'admin' && Boolean(item.clientId);
  const { t } = useLingui();
  const { formatDate } = useFormat();
  const none = t`N/A`;
  return (
    <>
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <Detail audience={audience} term={t`Client`}>
            {linkClient ? (
              <Link
                to={paths.admin.user.getHref(item.clientId)}
                className="rounded-sm font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                {item.clientName || none}
              </Link>
            ) : (
              item.clientName || none
            )}
          </Detail>
          <Detail audience={audience} term={t`Case Number`}>
            {item.caseNumber || none}
          </Detail>
          <Detail audience={audience} term={t`Status`}>
            <StatusBadge status={item.status} />
          </Detail>
          <Detail audience={audience} term={t`Category`}>
            <CategoryBadge category={item.category} />
          </Detail>
          <Detail audience={audience} term={t`Created`}>
            <time dateTime={item.openDate}>{formatDate(item.openDate)}</time>
          </Detail>
          <Detail audience={audience} term={t`Last Updated`}>
            <time dateTime={item.dateUpdated}>{formatDate(item.dateUpdated)}</time>
          </Detail>
          <Detail audience={audience} term={t`Description`} wide>
            {item.description ? (
              <span className="whitespace-pre-line">{item.description}</span>
            ) : (
              <span className="text-slate-500">
                <Trans>No description</Trans>
              </span>
            )}
          </Detail>
        </dl>
    </>
  );
}
