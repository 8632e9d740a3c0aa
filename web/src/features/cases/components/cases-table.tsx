import { Link } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { CategoryBadge, StatusBadge } from '@/components/cases/case-badges';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/utils';

const headers = ['Case', 'Client', 'Status', 'Category', 'Created', 'Documents', 'Actions'] as const;

/** The admin's cases as a table: case (link), client, status, category, created, documents, open. */
export function CasesTable({ cases }: { cases: readonly Case[] }) {
  return (
    <ScrollRegion label="Cases">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">Cases</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs font-medium tracking-wide text-slate-500 uppercase">
            {headers.map((header) => (
              <th
                key={header}
                scope="col"
                className={header === 'Documents' || header === 'Actions' ? 'px-4 py-3 text-right' : 'px-4 py-3'}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {cases.map((item) => {
            const href = paths.admin.case.getHref(item.caseId);
            return (
              <tr key={item.caseId} className="align-middle hover:bg-slate-50/70">
                <td className="min-w-[13rem] px-4 py-3">
                  <Link
                    to={href}
                    className="rounded-sm font-medium break-words text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    {item.caseName}
                  </Link>
                  <p className="text-xs text-slate-500">{item.caseNumber}</p>
                </td>
                <td className="max-w-[14rem] px-4 py-3">
                  <p className="truncate text-slate-900">{item.clientName || 'N/A'}</p>
                  {item.clientEmail ? <p className="truncate text-xs text-slate-500">{item.clientEmail}</p> : null}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <StatusBadge status={item.status} />
                </td>
                <td className="min-w-[11rem] max-w-[16rem] px-4 py-3">
                  {/* A long category wraps inside its badge rather than being cut. */}
                  <CategoryBadge category={item.category} className="rounded-lg whitespace-normal" />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  <time dateTime={item.openDate}>{formatDate(item.openDate)}</time>
                </td>
                <td className="px-4 py-3 text-right text-slate-900 tabular-nums">{item.docsNum ?? 0}</td>
                <td className="px-4 py-3 text-right">
                  <ButtonLink
                    to={href}
                    variant="ghost"
                    size="sm"
                    aria-label={`Open case ${item.caseName}`}
                    title="Open case"
                  >
                    Open
                    <ArrowRightIcon className="h-4 w-4" />
                  </ButtonLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
