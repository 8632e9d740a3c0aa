import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Case } from '@shared/types';
import { CategoryBadge, StatusBadge } from '@/components/cases/case-badges';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/utils';

function Detail({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A case's details for an admin: client (linking to their user page), number, status, category, dates, description. */
export function CaseDetailsCard({ item }: { item: Case }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Case Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <Detail term="Client">
            {item.clientId ? (
              <Link
                to={paths.admin.user.getHref(item.clientId)}
                className="rounded-sm font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                {item.clientName || 'N/A'}
              </Link>
            ) : (
              item.clientName || 'N/A'
            )}
          </Detail>
          <Detail term="Case Number">{item.caseNumber || 'N/A'}</Detail>
          <Detail term="Status">
            <StatusBadge status={item.status} />
          </Detail>
          <Detail term="Category">
            <CategoryBadge category={item.category} />
          </Detail>
          <Detail term="Created">
            <time dateTime={item.openDate}>{formatDate(item.openDate)}</time>
          </Detail>
          <Detail term="Last Updated">
            <time dateTime={item.dateUpdated}>{formatDate(item.dateUpdated)}</time>
          </Detail>
          <Detail term="Description" wide>
            {item.description ? (
              <span className="whitespace-pre-line">{item.description}</span>
            ) : (
              <span className="text-slate-500">No description</span>
            )}
          </Detail>
        </dl>
      </CardContent>
    </Card>
  );
}
