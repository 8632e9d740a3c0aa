import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { DocumentRequest } from '@shared/requests/types';
import { ReadinessMeter } from '@/components/cases/readiness';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { InlineError } from '@/components/ui/inline-error';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { useCaseRequests } from '../api/list-case-requests';
import { useRemindCaseRequests } from '../api/remind-case-requests';
import { AddFromTemplateDialog } from './add-from-template-dialog';
import { AddRequestDialog } from './add-request-dialog';
import { DecideDialog, type Decision } from './decide-dialogs';
import { DeleteRequestDialog, type Deletion } from './delete-request-dialog';
import { EditRequestDialog } from './edit-request-dialog';
import { RequestDetails } from './request-details';
import { RequestHistory } from './request-history';
import { textsOf, waitsOnClient } from './request-labels';

/** What the page gives the card to show beside an uploaded document (its Preview): the page knows the case's documents. */
export type DocumentActions = (documentId: string) => ReactNode;

/**
 * The admin case page's "Document requests": the readiness, each requested document with its state,
 * the documents uploaded for it (`documentNames`: their names by id, as far as the page has them; each
 * with `documentActions`, its Preview) beside Accept (once something was uploaded) and Reject, Waive,
 * Remind now, Edit and Delete (only while nothing was uploaded), and its history; Remind now for the
 * whole case, Add request and Add from template (the template of the case's `category` proposed first).
 */
export function CaseRequestsCard({
  caseId,
  category,
  documentNames,
  documentActions,
}: {
  caseId: string;
  category?: string;
  documentNames?: ReadonlyMap<string, string>;
  documentActions?: DocumentActions;
}) {
  const { t } = useLingui();
  const { language } = useFormat();
  const query = useCaseRequests(caseId);
  const remind = useRemindCaseRequests(caseId);
  const [adding, setAdding] = useState<'item' | 'template'>();
  const [decision, setDecision] = useState<Decision>();
  const [editing, setEditing] = useState<DocumentRequest>();
  const [deletion, setDeletion] = useState<Deletion>();
  const items = query.data?.items ?? [];
  const waiting = items.filter(waitsOnClient);

  async function sendReminder(requestIds?: string[]) {
    try {
      const { requestIds: named } = await remind.mutateAsync(requestIds ? { requestIds } : {});
      const count = named.length;
      toast.success(t`${plural(count, { one: 'Reminder sent to the client: # document', other: 'Reminder sent to the client: # documents' })}`);
    } catch (error) {
      toast.error(t`Could not send the reminder`, { description: refusalMessage(error) });
    }
  }

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
          {waiting.length > 0 ? (
            <Button
              size="sm"
              variant="outline"
              disabled={remind.isPending}
              // The visible words first in the name (WCAG 2.5.3, label in name).
              aria-label={t`${plural(waiting.length, { one: 'Remind now: # document still needed', other: 'Remind now: # documents still needed' })}`}
              onClick={() => void sendReminder()}
            >
              <Trans>Remind now</Trans>
            </Button>
          ) : null}
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
              return (
                // Its anchor: the IRCC package's problems link to the item to fix.
                <li key={request.requestId} id={`request-${request.requestId}`} className="scroll-mt-24 p-4">
                  <RequestDetails request={request} audience="admin">
                    <UploadedDocuments request={request} documentNames={documentNames} documentActions={documentActions} />
                    <RequestActions
                      request={request}
                      title={title}
                      reminding={remind.isPending}
                      onDecide={(kind) => setDecision({ kind, requestId: request.requestId, title })}
                      onRemind={() => void sendReminder([request.requestId])}
                      onEdit={() => setEditing(request)}
                      onDelete={() => setDeletion({ requestId: request.requestId, title })}
                    />
                    <RequestHistory request={request} audience="admin" documentNames={documentNames} />
                  </RequestDetails>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <AddRequestDialog caseId={caseId} open={adding === 'item'} onClose={() => setAdding(undefined)} />
      <AddFromTemplateDialog caseId={caseId} category={category} open={adding === 'template'} onClose={() => setAdding(undefined)} />
      <DecideDialog caseId={caseId} decision={decision} onClose={() => setDecision(undefined)} />
      <EditRequestDialog caseId={caseId} request={editing} onClose={() => setEditing(undefined)} />
      <DeleteRequestDialog caseId={caseId} deletion={deletion} onClose={() => setDeletion(undefined)} />
    </Card>
  );
}

/** The documents uploaded for an item, oldest first: each by name with its actions (Preview) when the page has it, else their count. */
function UploadedDocuments({
  request,
  documentNames,
  documentActions,
}: {
  request: DocumentRequest;
  documentNames?: ReadonlyMap<string, string>;
  documentActions?: DocumentActions;
}) {
  const { t } = useLingui();
  const count = request.documentIds.length;
  if (count === 0) return null;
  const known = request.documentIds.flatMap((documentId) => {
    const name = documentNames?.get(documentId);
    return name ? [{ documentId, name }] : [];
  });
  const others = count - known.length;
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p className="font-medium">{t`Uploaded (${count}):`}</p>
      {known.length > 0 ? (
        <ul aria-label={t`Files uploaded for it`} className="space-y-1">
          {known.map(({ documentId, name }) => (
            <li key={documentId} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 break-words" data-user-content>
                {name}
              </span>
              {documentActions?.(documentId)}
            </li>
          ))}
        </ul>
      ) : null}
      {others > 0 ? (
        <p className="text-slate-600">
          {known.length > 0 ? t`and ${others} more: see the client's documents below` : <Trans>see the client's documents below</Trans>}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What the firm can do with an item now (functions/requests/domain/transitions.ts): Accept once
 * something was uploaded, Reject what was, Waive (not a waived one); Remind now while it waits on the
 * client; Edit; Delete only while nothing was uploaded (then why not, beside it).
 */
function RequestActions({
  request,
  title,
  reminding,
  onDecide,
  onRemind,
  onEdit,
  onDelete,
}: {
  request: DocumentRequest;
  title: string;
  reminding: boolean;
  onDecide: (kind: Decision['kind']) => void;
  onRemind: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const noteId = useId();
  const { status } = request;
  const uploaded = request.documentIds.length > 0;
  return (
    <div className="space-y-1 pt-1">
      <div className="flex flex-wrap gap-2">
        {status !== 'accepted' && status !== 'waived' && uploaded ? (
          <Button size="sm" variant={status === 'uploaded' ? 'primary' : 'outline'} aria-label={t`Accept ${title}`} onClick={() => onDecide('accept')}>
            <Trans>Accept</Trans>
          </Button>
        ) : null}
        {status === 'uploaded' || status === 'accepted' ? (
          <Button size="sm" variant="outline" aria-label={t`Reject ${title}`} onClick={() => onDecide('reject')}>
            <Trans>Reject</Trans>
          </Button>
        ) : null}
        {waitsOnClient(request) ? (
          <Button size="sm" variant="outline" aria-label={t`Remind now: ${title}`} disabled={reminding} onClick={onRemind}>
            <Trans>Remind now</Trans>
          </Button>
        ) : null}
        {status !== 'waived' ? (
          <Button size="sm" variant="ghost" aria-label={t`Waive ${title}`} onClick={() => onDecide('waive')}>
            <Trans>Waive</Trans>
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" aria-label={t`Edit ${title}`} onClick={onEdit}>
          <Trans>Edit</Trans>
        </Button>
        <Button size="sm" variant="ghost" aria-label={t`Delete ${title}`} disabled={uploaded} aria-describedby={uploaded ? noteId : undefined} onClick={onDelete}>
          <Trans>Delete</Trans>
        </Button>
      </div>
      {uploaded ? (
        <p id={noteId} className="text-xs text-slate-600">
          <Trans>Files were uploaded for it, so it cannot be deleted: waive it if it is no longer needed.</Trans>
        </p>
      ) : status === 'requested' ? (
        <p className="text-xs text-slate-600">
          <Trans>Accept becomes available once the client uploads something; waive it if you received it another way.</Trans>
        </p>
      ) : null}
    </div>
  );
}
