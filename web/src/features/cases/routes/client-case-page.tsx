import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Case } from '@shared/types';
import { CategoryBadge, StatusBadge } from '@/components/cases/case-badges';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiRequestError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDate } from '@/lib/utils';
import { useClientCase } from '../api/get-client-case';

function BackToMyCases() {
  return (
    <Link
      to={paths.client.cases.getHref()}
      className="mb-4 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span aria-hidden="true">←</span> My Cases
    </Link>
  );
}

/** /client/cases/{caseId}: one of the signed-in client's own cases. */
export function ClientCasePage() {
  const { caseId = '' } = useParams();
  const { user } = useAuth();
  const caseQuery = useClientCase(user?.userId, caseId);
  const item = caseQuery.data;
  useDocumentTitle(item?.caseName ?? 'Case');

  if (!item) {
    if (isApiRequestError(caseQuery.error, 400, 404)) {
      return (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-16 text-center">
            <h1 className="text-xl font-semibold text-slate-900">Case not found</h1>
            <ButtonLink to={paths.client.cases.getHref()} variant="outline">
              Back to My Cases
            </ButtonLink>
          </CardContent>
        </Card>
      );
    }
    if (caseQuery.error) {
      return (
        <>
          <BackToMyCases />
          <InlineError className="justify-center py-16 text-center" onRetry={() => void caseQuery.refetch()}>
            {loadErrorText('the case', caseQuery.error)}
          </InlineError>
        </>
      );
    }
    return (
      <div className="flex items-center justify-center gap-3 py-16 text-sm text-slate-500">
        <Spinner label="Loading case" className="[&_svg]:h-5 [&_svg]:w-5" />
        <span aria-hidden="true">Loading case...</span>
      </div>
    );
  }

  return (
    <>
      <BackToMyCases />
      <div className="mb-8 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{item.caseName}</h1>
        <StatusBadge status={item.status} className="px-3 py-1 text-sm" />
      </div>
      <CaseDetails item={item} />
    </>
  );
}

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function CaseDetails({ item }: { item: Case }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Case Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <Detail label="Client">{item.clientName || 'N/A'}</Detail>
          <Detail label="Case Number">{item.caseNumber || 'N/A'}</Detail>
          <Detail label="Status">
            <StatusBadge status={item.status} />
          </Detail>
          <Detail label="Category">
            <CategoryBadge category={item.category} />
          </Detail>
          <Detail label="Created">
            <time dateTime={item.openDate}>{formatDate(item.openDate)}</time>
          </Detail>
          <Detail label="Last Updated">
            <time dateTime={item.dateUpdated}>{formatDate(item.dateUpdated)}</time>
          </Detail>
          <Detail label="Description" wide>
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
