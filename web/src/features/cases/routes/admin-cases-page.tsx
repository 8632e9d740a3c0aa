import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PlusIcon } from '@/components/ui/icons';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Input } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminCasePages } from '../api/list-admin-cases';
import { filterCases } from '../components/case-search';
import { CasesTable } from '../components/cases-table';

/** /admin/cases: the org's cases, newest first, ten at a time, with a search of the loaded rows. */
export function AdminCasesPage() {
  const casesQuery = useAdminCasePages();
  const [search, setSearch] = useState('');
  const searchId = useId();
  const { t } = useLingui();
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
        description={t`Every case of your firm, newest first.`}
        actions={
          <ButtonLink to={paths.admin.newCase.getHref()}>
            <PlusIcon className="h-4 w-4" />
            <Trans>New Case</Trans>
          </ButtonLink>
        }
      />

      <Card>
        <div className="flex flex-col gap-3 border-b border-slate-100 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="w-full sm:max-w-sm">
            <label htmlFor={searchId} className="sr-only">
              <Trans>Search cases</Trans>
            </label>
            <Input
              id={searchId}
              type="search"
              placeholder={t`Search by case, number or client...`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              aria-describedby={`${searchId}-status`}
              autoComplete="off"
            />
          </div>
          <p id={`${searchId}-status`} className="text-sm text-slate-500" aria-live="polite">
            {cases && searching
              ? t`${plural(loadedCount, { one: `${shownCount} of # loaded cases`, other: `${shownCount} of # loaded cases` })}`
              : null}
          </p>
        </div>
        {/* Below 640 px the cases are cards (CasesTable) with their own padding. */}
        <CardContent className="max-sm:p-0">
          {!cases ? (
            casesQuery.error ? (
              <InlineError className="justify-center px-6 py-10 text-center" onRetry={() => void casesQuery.refetch()}>
                {loadErrorText(t`cases`, casesQuery.error)}
              </InlineError>
            ) : (
              <div className="flex items-center justify-center gap-3 py-10 text-sm text-slate-500">
                <Spinner label={t`Loading cases`} className="[&_svg]:h-5 [&_svg]:w-5" />
                <span aria-hidden="true">
                  <Trans>Loading cases...</Trans>
                </span>
              </div>
            )
          ) : cases.length === 0 ? (
            <p className="px-6 py-10 text-center text-sm text-slate-500">
              <Trans>No active cases found</Trans>
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
