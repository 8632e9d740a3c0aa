import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { Conversation } from '@shared/messages/types';

/** A row of the list: a conversation of the API, or a client's case with no message yet (no lastMessageAt). */
export type ConversationRow = Omit<Conversation, 'lastMessageAt'> & Partial<Pick<Conversation, 'lastMessageAt'>>;

/** Unread conversations first, then the most recent; a case without messages yet last. */
export function unreadFirst<Row extends ConversationRow>(conversations: Row[]): Row[] {
  return [...conversations].sort((a, b) => Number(b.unread > 0) - Number(a.unread > 0) || (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
}

/** The most recent first; a case without messages yet last. */
export function newestFirst<Row extends ConversationRow>(conversations: Row[]): Row[] {
  return [...conversations].sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''));
}

/** A case or client name containing `text` (any case, any accents typed or not). */
export function matchesFilter(conversation: ConversationRow, text: string): boolean {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const wanted = fold(text.trim());
  return wanted === '' || fold(conversation.caseName).includes(wanted) || fold(conversation.clientName).includes(wanted);
}

/**
 * The conversations, each a link to its thread (`?case=`), with the start of the last message, its
 * time and sender, and the unread count.
 */
export function ConversationList({
  conversations,
  selectedCaseId,
  hrefFor,
  showClient,
}: {
  conversations: ConversationRow[];
  selectedCaseId?: string;
  hrefFor: (caseId: string) => string;
  showClient: boolean;
}) {
  const { t } = useLingui();
  const { formatDateTime } = useFormat();
  return (
    <ul className="divide-y divide-slate-100" aria-label={t`Conversations`}>
      {conversations.map((conversation) => {
        const selected = conversation.caseId === selectedCaseId;
        const unread = conversation.unread;
        return (
          <li key={conversation.caseId}>
            <Link
              to={hrefFor(conversation.caseId)}
              aria-current={selected ? 'page' : undefined}
              className={cn(
                'flex items-start gap-3 px-4 py-3 text-sm transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500',
                selected && 'bg-brand-50 hover:bg-brand-50',
              )}
            >
              <span className="min-w-0 flex-1">
                <span className={cn('block [overflow-wrap:anywhere] text-slate-900', unread > 0 ? 'font-semibold' : 'font-medium')}>{conversation.caseName}</span>
                {showClient ? <span className="block [overflow-wrap:anywhere] text-slate-600">{conversation.clientName}</span> : null}
                {conversation.lastPreview ? (
                  // In the language its author wrote it in.
                  <span data-user-content className={cn('block truncate', unread > 0 ? 'text-slate-800' : 'text-slate-600')}>
                    {conversation.lastPreview}
                  </span>
                ) : null}
                <span className="block text-xs text-slate-600">
                  {conversation.lastMessageAt ? (
                    <>
                      {conversation.lastSender ? `${conversation.lastSender.name} · ` : ''}
                      <time dateTime={conversation.lastMessageAt}>{formatDateTime(conversation.lastMessageAt)}</time>
                    </>
                  ) : (
                    <Trans>No messages yet</Trans>
                  )}
                </span>
              </span>
              {unread > 0 ? (
                <span className="mt-0.5 shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                  <Plural value={unread} one="# unread" other="# unread" />
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
