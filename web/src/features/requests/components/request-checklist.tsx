import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RequestStatus } from '@shared/requests/constants';
import type { DocumentRequest } from '@shared/requests/types';
import { ReadinessMeter } from '@/components/cases/readiness';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { deepLinkTargetProps, type DeepLink } from '@/components/ui/deep-link';
import { InlineError } from '@/components/ui/inline-error';
import { useFormat } from '@/lib/format';
import { useCaseRequests } from '../api/list-case-requests';
import { RequestDetails } from './request-details';
import { RequestHistory } from './request-history';
import { takesUpload, textsOf } from './request-labels';

/** The client's checklist, what needs them first: refused, still needed, under review, done. */
const GROUPS: readonly { status: RequestStatus; title: MessageDescriptor }[] = [
  { status: 'rejected', title: msg`Refused: please upload again` },
  { status: 'requested', title: msg`Still needed` },
  { status: 'uploaded', title: msg`Under review by your firm` },
  { status: 'accepted', title: msg`Done` },
];

/** The anchor of a checklist item on the client's case page (`#request-…`). */
export const requestAnchor = (requestId: string) => `request-${requestId}`;

/**
 * The client case page's checklist: the documents the firm asks for, grouped by what the
 * client has to do, with the readiness; "Upload" on an open item calls `onUpload` (the page opens an
 * upload for that item), and each item's history of the client's own files. Waived items are listed
 * apart, muted. Nothing shows while nothing is requested. `target`: the item a link names (`?item=…`),
 * scrolled to and highlighted, its group opened.
 */
export function RequestChecklist({
  caseId,
  onUpload,
  target,
}: {
  caseId: string;
  onUpload: (request: DocumentRequest, title: string) => void;
  target?: DeepLink;
}) {
  const { t, i18n } = useLingui();
  const { language } = useFormat();
  const query = useCaseRequests(caseId);

  if (query.isError && !query.data) {
    return (
      <Card className="mt-6">
        <CardContent className="pt-6">
          <InlineError onRetry={() => void query.refetch()}>{t`Could not load the documents your firm requested.`}</InlineError>
        </CardContent>
      </Card>
    );
  }
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  const waived = items.filter((request) => request.status === 'waived');

  return (
    <Card className="mt-6">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>
            <Trans>Documents requested by your firm</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Upload each document for its item: your firm reviews it and tells you here if anything is missing.</Trans>
          </CardDescription>
        </div>
        {query.data ? <ReadinessMeter readiness={query.data.readiness} /> : null}
      </CardHeader>
      <CardContent className="space-y-6">
        {GROUPS.map(({ status, title }) => {
          const group = items.filter((request) => request.status === status);
          if (group.length === 0) return null;
          const heading = i18n._(title);
          return (
            <section key={status} aria-label={heading} className="space-y-3">
              <h4 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{heading}</h4>
              <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                {group.map((request) => {
                  const itemTitle = textsOf(request, language).title;
                  return (
                    <li key={request.requestId} {...deepLinkTargetProps(requestAnchor(request.requestId), request.requestId, target, 'scroll-mt-24 p-4')}>
                      <RequestDetails request={request} audience="client">
                        {takesUpload(request) ? (
                          <Button
                            size="sm"
                            variant={status === 'uploaded' ? 'outline' : 'primary'}
                            aria-label={t`Upload for ${itemTitle}`}
                            onClick={() => onUpload(request, itemTitle)}
                          >
                            {status === 'uploaded' ? <Trans>Upload more</Trans> : <Trans>Upload</Trans>}
                          </Button>
                        ) : null}
                        <RequestHistory request={request} audience="client" />
                      </RequestDetails>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
        {waived.length > 0 ? (
          // Open when the link names one of them.
          <details className="text-sm text-slate-500" open={waived.some((request) => request.requestId === target?.id) || undefined}>
            <summary className="cursor-pointer">{t`No longer needed (${waived.length})`}</summary>
            <ul className="mt-2 space-y-1 pl-4">
              {waived.map((request) => (
                <li key={request.requestId} {...deepLinkTargetProps(requestAnchor(request.requestId), request.requestId, target, 'line-through')}>
                  {textsOf(request, language).title}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </CardContent>
    </Card>
  );
}
