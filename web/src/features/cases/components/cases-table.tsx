import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { CategoryBadge, StatusBadge } from '@/components/cases/case-badges';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';

/** The columns; Documents and Actions are aligned right. */
const headers = [
  { title: msg`Case`, right: false },
  { title: msg`Client`, right: false },
  { title: msg`Status`, right: false },
  { title: msg`Category`, right: false },
  { title: msg`Created`, right: false },
  { title: msg`Documents`, right: true },
  { title: msg`Actions`, right: true },
] as const;

/** The admin's cases as a table: case (link), client, status, category, created, documents, open. */
export function CasesTable({ cases }: { cases: readonly Case[] }) {
  const { i18n, t } = useLingui();
  const { formatDate, formatNumber } = useFormat();
  return (
    <ScrollRegion label={t`Cases`}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">
          <Trans>Cases</Trans>
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs font-medium tracking-wide text-slate-500 uppercase">
            {headers.map((header) => (
              <th key={header.title.id} scope="col" className={header.right ? 'px-4 py-3 text-right' : 'px-4 py-3'}>
                {i18n._(header.title)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {cases.map((item) => {
            const href = paths.admin.case.getHref(item.caseId);
            const caseName = item.caseName;
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
                  <p className="truncate text-slate-900">{item.clientName || t`N/A`}</p>
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
                <td className="px-4 py-3 text-right text-slate-900 tabular-nums">{formatNumber(item.docsNum ?? 0)}</td>
                <td className="px-4 py-3 text-right">
                  <ButtonLink
                    to={href}
                    variant="ghost"
                    size="sm"
                    aria-label={t`Open case ${caseName}`}
                    title={t`Open case`}
                  >
                    <Trans>Open</Trans>
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
