import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CasesLoading } from '@/components/cases/case-list-states';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PlusIcon } from '@/components/ui/icons';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Input } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminCasePages, type AdminCasesSort, type AdminCasesWaiting } from '../api/list-admin-cases';
import { filterCases } from '../components/case-search';
import { CasesTable } from '../components/cases-table';

const SORTS = [
  { value: 'newest', label: msg`Newest first` },
  { value: 'readiness', label: msg`Least ready first` },
] as const satisfies readonly { value: AdminCasesSort; label: unknown }[];
const FILTERS = [
  { value: 'all', label: msg`All cases` },
  { value: 'client', label: msg`Waiting on client` },
  { value: 'firm', label: msg`Waiting on the firm` },
] as const satisfies readonly { value: AdminCasesWaiting; label: unknown }[];

/** The list's view from the address (`?sort=readiness&waiting=firm`), so a link (the dashboard's) opens it so. */
function useCasesView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort: AdminCasesSort = searchParams.get('sort') === 'readiness' ? 'readiness' : 'newest';
  const waitingParam = searchParams.get('waiting');
  const waiting: AdminCasesWaiting = waitingParam === 'client' || waitingParam === 'firm' ? waitingParam : 'all';
  const setView = (key: 'sort' | 'waiting', value: string, byDefault: string) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === byDefault) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    sort,
    waiting,
    setSort: (value: string) => setView('sort', value, 'newest'),
    setWaiting: (value: string) => setView('waiting', value, 'all'),
  };
}

/**
 * /admin/cases: the org's cases, newest first or least ready first, all of them or those waiting on
 * the client or the firm, ten at a time, with a search of the loaded rows.
 */
export function AdminCasesPage() {
  const { sort, waiting, setSort, setWaiting } = useCasesView();
  const casesQuery = useAdminCasePages({ sort, waiting });
  const [search, setSearch] = useState('');
  const searchId = useId();
  const sortId = useId();
  const waitingId = useId();
  const { i18n, t } = useLingui();
  const { formatNumber } = useFormat();
  useDocumentTitle(t`Cases Management`);

  const cases = casesQuery.data?.pages.flatMap((page) => page.Items);
  const shown = cases ? filterCases(cases, search) : undefined;
  const searching = search.trim() !== '';
  const searched = search.trim();
  const shownCount = formatNumber(shown?.length ?? 0);
  const loadedCount = cases?.length ?? 0;

  return (
    <>
      <PageHeader
        title={t`Cases Management`}
        description={t`Every case of your firm, newest first or least ready first.`}
        actions={
          <ButtonLink to={paths.admin.newCase.getHref()}>
            <PlusIcon className="h-4 w-4" />
            <Trans>New Case</Trans>
          </ButtonLink>
        }
      />

      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 lg:flex-row lg:flex-wrap lg:items-end lg:justify-between">
          <div className="grid gap-3 sm:grid-cols-2 lg:flex lg:items-end">
            <div className="space-y-1">
              <label htmlFor={sortId} className="block text-xs font-medium text-slate-600">
                <Trans>Sort</Trans>
              </label>
              <Select id={sortId} value={sort} onChange={(event) => setSort(event.target.value)} className="lg:w-64">
                {SORTS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {i18n._(option.label)}
                  </option>
                ))}
              </Select>
            </div>
            <div className="space-y-1">
              <label htmlFor={waitingId} className="block text-xs font-medium text-slate-600">
                <Trans>Show</Trans>
              </label>
              <Select id={waitingId} value={waiting} onChange={(event) => setWaiting(event.target.value)} className="lg:w-56">
                {FILTERS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {i18n._(option.label)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <div className="w-full space-y-1 lg:max-w-xs">
            {/* Named on screen like Sort and Show, so the placeholder stays short enough for a phone. */}
            <label htmlFor={searchId} className="block text-xs font-medium text-slate-600">
              <Trans>Search cases</Trans>
            </label>
            <Input
              id={searchId}
              type="search"
              placeholder={t`Case, number or client`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              aria-describedby={`${searchId}-status`}
              autoComplete="off"
            />
            <p id={`${searchId}-status`} className="text-sm text-slate-500" aria-live="polite">
              {cases && searching
                ? t`${plural(loadedCount, { one: `${shownCount} of # loaded case`, other: `${shownCount} of # loaded cases` })}`
                : null}
            </p>
          </div>
        </div>
        {/* Below 640 px the cases are cards (CasesTable) with their own padding. */}
        <CardContent className="max-sm:p-0">
          {!cases ? (
            casesQuery.error ? (
              <InlineError className="justify-center px-6 py-10 text-center" onRetry={() => void casesQuery.refetch()}>
                {loadErrorText(t`cases`, casesQuery.error)}
              </InlineError>
            ) : (
              <CasesLoading label={t`Loading cases`} />
            )
          ) : cases.length === 0 ? (
            <p className="px-6 py-10 text-center text-sm text-slate-500">
              {waiting === 'client' ? (
                <Trans>No case is waiting on the client.</Trans>
              ) : waiting === 'firm' ? (
                <Trans>No case is waiting on the firm.</Trans>
              ) : (
                <Trans>No active cases found</Trans>
              )}
            </p>
          ) : shown && shown.length > 0 ? (
            <CasesTable cases={shown} />
          ) : (
            <p className="px-6 py-10 text-center text-sm text-slate-500">
              <Trans>No loaded case matches “{searched}”.</Trans>
              {casesQuery.hasNextPage ? ' ' : ''}
              {casesQuery.hasNextPage ? <Trans>Load more cases to search further.</Trans> : null}
            </p>
          )}
        </CardContent>
      </Card>
      {cases && cases.length > 0 ? <LoadMore query={casesQuery} /> : null}
    </>
  );
}
