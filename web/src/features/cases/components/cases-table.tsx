import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { CategoryBadge, StatusBadge } from '@/components/cases/case-badges';
import { ReadinessMeter, caseReadiness } from '@/components/cases/readiness';
import { ButtonLink } from '@/components/ui/button';
import { FieldCard, FieldCardList } from '@/components/ui/field-cards';
import { ArrowRightIcon } from '@/components/ui/icons';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';

/** The column names, the spec's words: the table's headings and the cards' labels. */
const COLUMN = {
  case: msg`Case`,
  client: msg`Client`,
  status: msg`Status`,
  category: msg`Category`,
  created: msg`Created`,
  documents: msg`Documents`,
  readiness: msg`Readiness`,
  actions: msg`Actions`,
};

/** The columns; Documents and Actions are aligned right. */
const headers = [
  { title: COLUMN.case, right: false },
  { title: COLUMN.client, right: false },
  { title: COLUMN.status, right: false },
  { title: COLUMN.category, right: false },
  { title: COLUMN.created, right: false },
  { title: COLUMN.documents, right: true },
  { title: COLUMN.readiness, right: false },
  { title: COLUMN.actions, right: true },
] as const;

const caseLinkClass =
  'rounded-sm font-medium break-words text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * The admin's cases: case (link), client, status, category, created, documents, readiness (the
 * accepted requested documents of all but the waived), open. A table from
 * 640 px up; below, a card per case (FieldCard) with the same columns as labelled lines and its
 * Open button. Only one of the two is displayed at a width, so neither is read twice.
 */
export function CasesTable({ cases }: { cases: readonly Case[] }) {
  const { t } = useLingui();
  return (
    <>
      <CaseCards cases={cases} />
      <ScrollRegion label={t`Cases`} className="hidden sm:block">
        <CaseRows cases={cases} />
      </ScrollRegion>
    </>
  );
}

/** Below 640 px: a card per case. */
function CaseCards({ cases }: { cases: readonly Case[] }) {
  const { i18n, t } = useLingui();
  const { formatDate, formatNumber } = useFormat();
  return (
    <FieldCardList label={t`Cases`} className="p-4">
      {cases.map((item) => {
        const href = paths.admin.case.getHref(item.caseId);
        const caseName = item.caseName;
        return (
          <FieldCard
            key={item.caseId}
            title={
              <>
                {/* At least 24 px high: a target a finger can hit (WCAG 2.5.8). */}
                <Link to={href} className={`inline-flex min-h-6 items-center text-base ${caseLinkClass}`}>
                  {item.caseName}
                </Link>
                <p className="text-xs text-slate-500">{item.caseNumber}</p>
              </>
            }
            fields={[
              {
                label: i18n._(COLUMN.client),
                value: (
                  <>
                    <p>{item.clientName || t`N/A`}</p>
                    {item.clientEmail ? <p className="text-xs text-slate-500">{item.clientEmail}</p> : null}
                  </>
                ),
              },
              { label: i18n._(COLUMN.status), value: <StatusBadge status={item.status} /> },
              {
                label: i18n._(COLUMN.category),
                value: <CategoryBadge category={item.category} className="rounded-lg whitespace-normal" />,
              },
              { label: i18n._(COLUMN.created), value: <time dateTime={item.openDate}>{formatDate(item.openDate)}</time> },
              { label: i18n._(COLUMN.documents), value: <span className="tabular-nums">{formatNumber(item.docsNum ?? 0)}</span> },
              { label: i18n._(COLUMN.readiness), value: <ReadinessMeter readiness={caseReadiness(item)} compact /> },
            ]}
            actions={
              <ButtonLink to={href} variant="outline" aria-label={t`Open case ${caseName}`} title={t`Open case`}>
                <Trans>Open</Trans>
                <ArrowRightIcon className="h-4 w-4" />
              </ButtonLink>
            }
          />
        );
      })}
    </FieldCardList>
  );
}

/** From 640 px: the table. */
function CaseRows({ cases }: { cases: readonly Case[] }) {
  const { i18n, t } = useLingui();
  const { formatDate, formatNumber } = useFormat();
  return (
    <table className="w-full min-w-[62rem] text-left text-sm">
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
                <Link to={href} className={caseLinkClass}>
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
              <td className="px-4 py-3 whitespace-nowrap">
                <ReadinessMeter readiness={caseReadiness(item)} compact />
              </td>
              <td className="px-4 py-3 text-right">
                <ButtonLink to={href} variant="ghost" size="sm" aria-label={t`Open case ${caseName}`} title={t`Open case`}>
                  <Trans>Open</Trans>
                  <ArrowRightIcon className="h-4 w-4" />
                </ButtonLink>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
