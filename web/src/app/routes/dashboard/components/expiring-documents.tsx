import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ExpiringDocument } from '@shared/orgs/types';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { useExpiringDocuments } from '../api/list-expiring-documents';
import { calendarDay } from './calendar-day';

/**
 * The accepted documents of the firm's cases that expire in the next 180 days (a passport, a police
 * certificate), soonest first: the document, its case (a link) and client, and the day it expires.
 */
export function ExpiringDocuments({ orgId }: { orgId: string | undefined }) {
  const expiringQuery = useExpiringDocuments(orgId);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>
          <Trans>Documents expiring in the next 180 days</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Accepted documents to renew, soonest first.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ExpiringDocumentsBody
          documents={expiringQuery.data}
          error={expiringQuery.error}
          onRetry={() => void expiringQuery.refetch()}
        />
      </CardContent>
    </Card>
  );
}

function ExpiringDocumentsBody({ documents, error, onRetry }: { documents: ExpiringDocument[] | undefined; error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  const { formatDate } = useFormat();
  if (!documents) {
    return error ? (
      <InlineError className="justify-center py-6 text-center" onRetry={onRetry}>
        {loadErrorText(t`expiring documents`, error)}
      </InlineError>
    ) : (
      <div className="flex items-center justify-center gap-3 py-6 text-sm text-slate-500">
        <Spinner label={t`Loading expiring documents`} className="[&_svg]:h-5 [&_svg]:w-5" />
      </div>
    );
  }
  if (documents.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
        <Trans>No accepted document expires in the next 180 days.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {documents.map((document) => {
        const expiresOn = formatDate(calendarDay(document.expiresOn));
        return (
          <li key={`${document.caseId}/${document.requestId}`} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <p className="font-medium break-words text-slate-900">{document.title}</p>
            <p className="text-sm text-slate-600">
              <Link
                to={paths.admin.case.getHref(document.caseId)}
                className="rounded-sm break-words text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                {document.caseName}
              </Link>
              {document.clientName ? <span className="text-slate-500"> · {document.clientName}</span> : null}
            </p>
            <p className="text-xs text-slate-600">
              <time dateTime={document.expiresOn}>
                <Trans>Expires {expiresOn}</Trans>
              </time>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
