import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { ConversationList, type ConversationRow, matchesFilter } from './conversation-list';
import { MessageComposer, type UploadAttachments } from './message-composer';
import { MessageThread, type ThreadViewer } from './message-thread';

/**
 * The Messages page of either area: the conversations (one per case) beside the chosen one's thread
 * and composer (`?case={caseId}`). On a phone, the list, then the thread alone with a link back.
 * Staff filter the list by case or client name and "Unread only".
 */
export function MessagesView({
  viewer,
  conversations,
  loading,
  error,
  onRetry,
  threadTitle,
  attachmentName,
  uploadAttachments,
}: {
  viewer: ThreadViewer;
  /** Already in the area's order (the firm's unread first; the client's newest first). */
  conversations: ConversationRow[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The chosen case's name when it is not in the list yet (a case without messages). */
  threadTitle?: (caseId: string) => string | undefined;
  attachmentName?: (caseId: string, documentId: string) => string | undefined;
  uploadAttachments?: UploadAttachments;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Messages`);
  const [searchParams] = useSearchParams();
  const selectedCaseId = searchParams.get('case') ?? undefined;
  const [filter, setFilter] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const filterId = useId();
  const unreadId = useId();
  const staff = viewer.role === 'admin';

  const shown = conversations.filter((conversation) => matchesFilter(conversation, filter) && (!unreadOnly || conversation.unread > 0));
  const selected = conversations.find((conversation) => conversation.caseId === selectedCaseId);
  const title = selected?.caseName ?? (selectedCaseId ? threadTitle?.(selectedCaseId) : undefined) ?? '';
  const hrefFor = (caseId: string) => `?${new URLSearchParams({ case: caseId }).toString()}`;

  return (
    <>
      <PageHeader title={t`Messages`} description={staff ? t`Conversations with your clients, one per case.` : t`Write to your firm about your cases.`} />
      <div className="grid gap-6 md:grid-cols-[minmax(16rem,22rem)_1fr]">
        <Card className={cn('overflow-hidden', selectedCaseId && 'hidden md:block')}>
          <div className="border-b border-slate-100 p-4">
            <h2 className="text-base font-semibold text-slate-900">
              <Trans>Conversations</Trans>
            </h2>
            {staff ? (
              <div className="mt-3 space-y-2">
                <label htmlFor={filterId} className="sr-only">
                  <Trans>Filter by case or client name</Trans>
                </label>
                <Input id={filterId} type="search" value={filter} placeholder={t`Filter by case or client name`} onChange={(event) => setFilter(event.target.value)} />
                <div className="flex items-center gap-2">
                  <input
                    id={unreadId}
                    type="checkbox"
                    checked={unreadOnly}
                    onChange={(event) => setUnreadOnly(event.target.checked)}
                    className="h-4 w-4 rounded border-slate-300 accent-brand-800"
                  />
                  <label htmlFor={unreadId} className="text-sm text-slate-700">
                    <Trans>Unread only</Trans>
                  </label>
                </div>
              </div>
            ) : null}
          </div>
          {loading ? (
            <div className="p-4">
              <Spinner label={t`Loading conversations...`} />
            </div>
          ) : error && conversations.length === 0 ? (
            <div className="p-4">
              <InlineError onRetry={onRetry}>{loadErrorText(t`the conversations`, error)}</InlineError>
            </div>
          ) : shown.length === 0 ? (
            <p className="p-4 text-sm text-slate-500">{conversations.length === 0 ? <Trans>No conversations yet.</Trans> : <Trans>No conversations match.</Trans>}</p>
          ) : (
            <ConversationList conversations={shown} selectedCaseId={selectedCaseId} hrefFor={hrefFor} showClient={staff} />
          )}
        </Card>

        <Card className={cn('min-w-0 p-4 sm:p-6', !selectedCaseId && 'hidden md:block')}>
          {selectedCaseId ? (
            <section aria-labelledby={`${filterId}-thread`} className="space-y-4">
              <p className="text-sm md:hidden">
                <Link to="?" className="font-medium text-brand-700 hover:text-brand-900 hover:underline">
                  <span aria-hidden="true">←</span> <Trans>Back to conversations</Trans>
                </Link>
              </p>
              <div>
                <h2 id={`${filterId}-thread`} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {title || <Trans>Conversation</Trans>}
                </h2>
                {staff && selected ? <p className="text-sm text-slate-600">{selected.clientName}</p> : null}
              </div>
              <MessageThread
                key={selectedCaseId}
                caseId={selectedCaseId}
                viewer={viewer}
                attachmentName={attachmentName ? (documentId) => attachmentName(selectedCaseId, documentId) : undefined}
              />
              <MessageComposer key={`composer-${selectedCaseId}`} caseId={selectedCaseId} uploadAttachments={uploadAttachments} />
            </section>
          ) : (
            <p className="py-16 text-center text-sm text-slate-500">
              <Trans>Choose a conversation to read it.</Trans>
            </p>
          )}
        </Card>
      </div>
    </>
  );
}
