import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { InlineError, loadErrorText } from '@/components/ui/inline-error';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { refusalMessage } from '@/lib/refusal-messages';
import { getAttachmentDownload } from '../api/get-attachment-download';
import { getEarlierMessages, useCaseMessages } from '../api/list-case-messages';
import { useMarkThreadRead } from '../api/mark-thread-read';
import type { Message, MessageSenderRole, MessageThreadPage } from '@shared/messages/types';
import { MessageBody } from './message-body';

/** Oldest first, each message once (the polled newest page and the earlier pages overlap as messages arrive). */
function inOrder(pages: MessageThreadPage[]): Message[] {
  const byId = new Map<string, Message>();
  for (const page of pages) for (const message of page.messages) byId.set(message.messageId, message);
  return [...byId.values()].sort((a, b) => a.sentAt.localeCompare(b.sentAt) || a.messageId.localeCompare(b.messageId));
}

export interface ThreadViewer {
  userId: string;
  role: MessageSenderRole;
}

/**
 * A case's conversation, oldest to newest: who wrote (name and role), when, the text and its
 * attachments (Download). The newest page polls every 5 s (a 304 keeps it); "Load earlier messages"
 * follows the cursor. Opening the thread, and each new message from the other side, marks it read.
 * Staff also see when the firm and the client last read it.
 */
export function MessageThread({
  caseId,
  viewer,
  attachmentName,
}: {
  caseId: string;
  viewer: ThreadViewer;
  attachmentName?: (documentId: string) => string | undefined;
}) {
  const { t } = useLingui();
  const { formatDateTime } = useFormat();
  const newest = useCaseMessages(caseId);
  const [earlier, setEarlier] = useState<{ caseId: string; pages: MessageThreadPage[] }>({ caseId, pages: [] });
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const markRead = useMarkThreadRead();
  const markedFor = useRef<string | undefined>(undefined);

  const earlierPages = earlier.caseId === caseId ? earlier.pages : [];
  const messages = useMemo(() => (newest.data ? inOrder([...earlierPages, newest.data]) : []), [newest.data, earlierPages]);
  const cursor = earlierPages.length > 0 ? earlierPages[earlierPages.length - 1]?.nextCursor : newest.data?.nextCursor;

  // Read on opening, then whenever the other side's newest message changes; a thread without
  // messages has nothing to read (nor a read to show).
  const lastFromOthers = [...messages].reverse().find((message) => message.sender.userId !== viewer.userId);
  const readMark = newest.data && messages.length > 0 ? `${caseId}:${lastFromOthers?.messageId ?? ''}` : undefined;
  const { mutate: markThreadRead } = markRead;
  useEffect(() => {
    if (!readMark || markedFor.current === readMark) return;
    markedFor.current = readMark;
    markThreadRead(caseId);
  }, [readMark, caseId, markThreadRead]);

  // The newest message in view as it arrives (the list scrolls, not the page).
  const listEnd = useRef<HTMLLIElement>(null);
  const newestId = messages[messages.length - 1]?.messageId;
  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestId]);

  async function loadEarlier() {
    if (!cursor) return;
    setLoadingEarlier(true);
    try {
      const page = await getEarlierMessages(caseId, cursor);
      setEarlier({ caseId, pages: [...earlierPages, page] });
    } catch (error) {
      toast.error(t`Could not load earlier messages.`, { description: refusalMessage(error) });
    } finally {
      setLoadingEarlier(false);
    }
  }

  async function download(documentId: string) {
    try {
      const link = await getAttachmentDownload(caseId, documentId);
      window.location.assign(link.url);
    } catch (error) {
      toast.error(t`The file could not be downloaded.`, { description: refusalMessage(error) });
    }
  }

  if (newest.isLoading) return <Spinner label={t`Loading messages...`} />;
  if (newest.isError && !newest.data) {
    return <InlineError onRetry={() => void newest.refetch()}>{loadErrorText(t`the messages`, newest.error)}</InlineError>;
  }
  const reads = newest.data?.read ?? {};
  const firmReader = reads.firm?.by.name ?? '';
  const firmReadAt = reads.firm ? formatDateTime(reads.firm.at) : '';
  const clientSeenAt = reads.client ? formatDateTime(reads.client.at) : '';

  return (
    <div className="flex min-h-0 flex-col gap-3">
      {cursor ? (
        <div className="flex justify-center">
          <Button variant="outline" size="sm" onClick={() => void loadEarlier()} disabled={loadingEarlier}>
            {loadingEarlier ? <Trans>Loading…</Trans> : <Trans>Load earlier messages</Trans>}
          </Button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500">
          <Trans>No messages yet. Write the first one below.</Trans>
        </p>
      ) : (
        <ol className="max-h-[60vh] space-y-3 overflow-y-auto pr-1" aria-label={t`Messages`} aria-live="polite">
          {messages.map((message) => {
            const mine = message.sender.userId === viewer.userId;
            const role = message.sender.role === 'admin' ? t`Firm` : t`Client`;
            return (
              <li
                key={message.messageId}
                className={mine ? 'ml-6 rounded-lg border border-brand-100 bg-brand-50 p-3 sm:ml-16' : 'mr-6 rounded-lg border border-slate-200 bg-white p-3 sm:mr-16'}
              >
                <p className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
                  <span className="font-semibold text-slate-900">{message.sender.name}</span>
                  <span>{role}</span>
                  <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
                </p>
                <MessageBody body={message.body} />
                {message.documentIds.length > 0 ? (
                  <ul className="mt-2 space-y-1" aria-label={t`Attachments`}>
                    {message.documentIds.map((documentId) => {
                      const name = attachmentName?.(documentId) ?? t`Attached document`;
                      return (
                        <li key={documentId} className="flex flex-wrap items-center gap-2 text-sm">
                          <span className="min-w-0 [overflow-wrap:anywhere] text-slate-700">{name}</span>
                          <Button variant="link" size="sm" className="min-h-6 px-0" aria-label={t`Download ${name}`} onClick={() => void download(documentId)}>
                            <Trans>Download</Trans>
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </li>
            );
          })}
          <li ref={listEnd} aria-hidden="true" />
        </ol>
      )}
      {viewer.role === 'admin' && messages.length > 0 && (reads.firm || reads.client) ? (
        <div className="space-y-0.5 text-xs text-slate-500">
          {reads.firm ? <p>{t`Read by ${firmReader} on ${firmReadAt}`}</p> : null}
          {reads.client ? <p>{t`Seen by the client ${clientSeenAt}`}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
