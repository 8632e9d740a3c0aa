import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DocumentRequest } from '@shared/requests/types';
import { ReadinessMeter } from '@/components/cases/readiness';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError } from '@/components/ui/inline-error';
import { useFormat } from '@/lib/format';
import { useCaseRequests } from '../api/list-case-requests';
import { AddFromTemplateDialog } from './add-from-template-dialog';
import { AddRequestDialog } from './add-request-dialog';
import { DecideDialog, type Decision } from './decide-dialogs';
import { RequestDetails } from './request-details';
import { textsOf } from './request-labels';

/**
 * The admin case page's "Document requests": the readiness, each requested document with
 * its state and the documents uploaded for it (`documentNames`: their names by id, as far as the page
 * has them), Accept / Reject / Waive, and Add request / Add from template.
 */
export function CaseRequestsCard({ caseId, documentNames }: { caseId: string; documentNames?: ReadonlyMap<string, string> }) {
  const { t } = useLingui();
  const { language } = useFormat();
  const query = useCaseRequests(caseId);
  const [adding, setAdding] = useState<'item' | 'template'>();
  const [decision, setDecision] = useState<Decision>();
  const items = query.data?.items ?? [];

  return (
    <Card className="mt-6">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>
            <Trans>Document requests</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>What the client must provide; they upload each document for its item.</Trans>
          </CardDescription>
          {query.data ? <ReadinessMeter readiness={query.data.readiness} /> : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => setAdding('template')}>
            <Trans>Add from template</Trans>
          </Button>
          <Button size="sm" onClick={() => setAdding('item')}>
            <Trans>Add request</Trans>
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {query.isPending && !query.isError ? (
          <p className="py-4 text-center text-sm text-slate-500">
            <Trans>Loading requests…</Trans>
          </p>
        ) : query.isError && !query.data ? (
          <InlineError onRetry={() => void query.refetch()}>{t`Could not load the document requests.`}</InlineError>
        ) : items.length === 0 ? (
          <p className="py-4 text-center text-sm text-slate-500">
            <Trans>No documents requested yet. Add a request, or start from a template.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Document requests`} className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {items.map((request) => {
              const title = textsOf(request, language).title;
              const open = (kind: Decision['kind']) => setDecision({ kind, requestId: request.requestId, title });
              return (
                <li key={request.requestId} className="p-4">
                  <RequestDetails request={request} audience="admin">
                    <UploadedDocuments request={request} documentNames={documentNames} />
                    <RequestActions request={request} title={title} onDecide={open} />
                  </RequestDetails>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <AddRequestDialog caseId={caseId} open={adding === 'item'} onClose={() => setAdding(undefined)} />
      <AddFromTemplateDialog caseId={caseId} open={adding === 'template'} onClose={() => setAdding(undefined)} />
      <DecideDialog caseId={caseId} decision={decision} onClose={() => setDecision(undefined)} />
    </Card>
  );
}

/** The documents uploaded for an item, oldest first: their names when the page has them, else their count. */
function UploadedDocuments({ request, documentNames }: { request: DocumentRequest; documentNames?: ReadonlyMap<string, string> }) {
  const { t } = useLingui();
  const count = request.documentIds.length;
  if (count === 0) return null;
  const names = request.documentIds.map((documentId) => documentNames?.get(documentId)).filter((name): name is string => Boolean(name));
  return (
    <div className="text-sm text-slate-700">
      <span className="font-medium">{t`Uploaded (${count}):`}</span>{' '}
      {names.length > 0 ? (
        <span className="break-words">
          {names.join(', ')}
          {names.length < count ? ` ${t`and ${count - names.length} more`}` : null}
        </span>
      ) : (
        <Trans>see the client's documents below</Trans>
      )}
    </div>
  );
}

/** What the firm can decide now (functions/requests/domain/transitions.ts): nothing on a waived item. */
function RequestActions({ request, title, onDecide }: { request: DocumentRequest; title: string; onDecide: (kind: Decision['kind']) => void }) {
  const { t } = useLingui();
  const { status } = request;
  if (status === 'waived') return null;
  return (
    <div className="flex flex-wrap gap-2 pt-1">
      {status !== 'accepted' ? (
        <Button size="sm" variant={status === 'uploaded' ? 'primary' : 'outline'} aria-label={t`Accept ${title}`} onClick={() => onDecide('accept')}>
          <Trans>Accept</Trans>
        </Button>
      ) : null}
      {status === 'uploaded' || status === 'accepted' ? (
        <Button size="sm" variant="outline" aria-label={t`Reject ${title}`} onClick={() => onDecide('reject')}>
          <Trans>Reject</Trans>
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" aria-label={t`Waive ${title}`} onClick={() => onDecide('waive')}>
        <Trans>Waive</Trans>
      </Button>
    </div>
  );
}
