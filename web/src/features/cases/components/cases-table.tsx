import { msg, plural } from '@lingui/core/macro';
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

/**
 * The columns, and from which width of the table each has its own (Tailwind container queries on the
 * table's region: the sidebar takes its share of the screen from 1024 px). At 1280 px the table is
 * about 57rem wide: every column has its own but Documents, whose count is on the case's line until
 * 72rem. Narrower, the category goes under the status and the date created on the case's line, then
 * (below 48rem) the client under the case. Readiness and Open always have theirs, so no column hides
 * behind a sideways scroll.
 */
const headers = [
  { title: COLUMN.case, className: '' },
  { title: COLUMN.client, className: 'hidden @3xl:table-cell' },
  { title: COLUMN.status, className: '' },
  { title: COLUMN.category, className: 'hidden @min-[56rem]:table-cell' },
  { title: COLUMN.created, className: 'hidden @min-[56rem]:table-cell' },
  { title: COLUMN.documents, className: 'hidden @6xl:table-cell text-right' },
  { title: COLUMN.readiness, className: '' },
  { title: COLUMN.actions, className: 'text-right' },
] as const;

const caseLinkClass =
  'rounded-sm font-medium break-words text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/**
 * The admin's cases: case (link), client, status, category, created, documents, readiness (the
 * accepted requested documents of all but the waived), open. A table from 640 px up, whose less used
 * columns merge into others as it narrows; below, a card per case (FieldCard) with the same columns
 * as labelled lines and its Open button. Only one of the two is displayed at a width, so neither is
 * read twice.
 */
export function CasesTable({ cases }: { cases: readonly Case[] }) {
  const { t } = useLingui();
  return (
    <>
      <CaseCards cases={cases} />
      <ScrollRegion label={t`Cases`} className="@container hidden sm:block">
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

/** From 640 px: the table, its columns by its width (`headers`). */
function CaseRows({ cases }: { cases: readonly Case[] }) {
  const { i18n, t } = useLingui();
  const { formatDate, formatNumber } = useFormat();
  // Tighter from 56rem, where every column has its own, until the table has room to spare.
  const cell = 'px-3 py-3 @min-[56rem]:px-2.5 @6xl:px-4';
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">
        <Trans>Cases</Trans>
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs font-medium tracking-wide text-slate-500 uppercase">
          {headers.map((header) => (
            <th key={header.title.id} scope="col" className={`${cell} ${header.className}`}>
              {i18n._(header.title)}
              {header.title === COLUMN.status ? (
                // The category is under the status until it has its own column.
                <span className="@min-[56rem]:hidden"> · {i18n._(COLUMN.category)}</span>
              ) : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {cases.map((item) => {
          const href = paths.admin.case.getHref(item.caseId);
          const caseName = item.caseName;
          const created = formatDate(item.openDate);
          const documents = item.docsNum ?? 0;
          const documentsText = formatNumber(documents);
          return (
            <tr key={item.caseId} className="align-middle hover:bg-slate-50/70">
              <td className={`${cell} min-w-[8rem]`}>
                <Link to={href} className={caseLinkClass}>
                  {item.caseName}
                </Link>
                <p className="text-xs text-slate-500">{item.caseNumber}</p>
                <p className="text-xs break-words text-slate-600 @3xl:hidden">{item.clientName || t`N/A`}</p>
                <p className="text-xs text-slate-500 @6xl:hidden">
                  <span className="@min-[56rem]:hidden">
                    <time dateTime={item.openDate}>{t`Created ${created}`}</time>
                    {' · '}
                  </span>
                  {t`${plural(documents, { one: `${documentsText} document`, other: `${documentsText} documents` })}`}
                </p>
              </td>
              <td className={`${cell} hidden max-w-[12rem] @3xl:table-cell`}>
                <p className="truncate text-slate-900">{item.clientName || t`N/A`}</p>
                {item.clientEmail ? <p className="truncate text-xs text-slate-500">{item.clientEmail}</p> : null}
              </td>
              <td className={cell}>
                <StatusBadge status={item.status} className="whitespace-nowrap" />
                <div className="mt-1.5 @min-[56rem]:hidden">
                  <CategoryBadge category={item.category} className="rounded-lg whitespace-normal" />
                </div>
              </td>
              <td className={`${cell} hidden max-w-[14rem] min-w-[7rem] @min-[56rem]:table-cell`}>
                {/* A long category wraps inside its badge rather than being cut. */}
                <CategoryBadge category={item.category} className="rounded-lg whitespace-normal" />
              </td>
              <td className={`${cell} hidden whitespace-nowrap text-slate-600 @min-[56rem]:table-cell`}>
                <time dateTime={item.openDate}>{created}</time>
              </td>
              <td className={`${cell} hidden text-right text-slate-900 tabular-nums @6xl:table-cell`}>{documentsText}</td>
              <td className={cell}>
                <ReadinessMeter readiness={caseReadiness(item)} compact />
              </td>
              <td className={`${cell} text-right`}>
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
