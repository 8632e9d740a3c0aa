import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Case } from '@shared/cases/types';
import { getAdminCaseQueryOptions, useAdminCase } from '@/features/cases/api/get-admin-case';
import { useClientCases } from '@/features/cases/api/list-client-cases';
import { refreshAfterUpload } from '@/features/documents/api/after-upload';
import { useCaseDocuments } from '@/features/documents/api/list-case-documents';
import { uploadBatch } from '@/features/documents/api/upload-batch';
import { useConversations } from '@/features/messages/api/list-conversations';
import { type ConversationRow, newestFirst, unreadFirst } from '@/features/messages/components/conversation-list';
import type { UploadAttachments } from '@/features/messages/components/message-composer';
import { MessagesView } from '@/features/messages/components/messages-view';
import { useAuth } from '@/lib/auth-context';

/**
 * The Messages pages, composing messages with documents (attachments are uploaded to the
 * case's documents first, through the same upload as the Upload Documents card, and named from the
 * case's documents) and cases (the client's cases without messages yet, so they can start one).
 */

/** Uploads a message's files into the case's root folder and answers their document ids. */
function attachmentUploader(queryClient: QueryClient, folderOf: (caseId: string) => Promise<string>, shareWithClient: boolean | undefined): UploadAttachments {
  return async (caseId, files) => {
    const folderId = await folderOf(caseId);
    const stored = await uploadBatch(caseId, folderId, files, () => undefined, shareWithClient === undefined ? {} : { shareWithClient });
    void refreshAfterUpload(queryClient, caseId);
    return stored.map((item) => item.id);
  };
}

/** The chosen case's documents by id: their names for the thread's attachments. */
function useAttachmentNames(caseId: string | undefined) {
  const { documents } = useCaseDocuments(caseId ?? '');
  return useMemo(() => {
    const names = new Map(documents.map((document) => [document.documentId, document.name]));
    return (_caseId: string, documentId: string) => names.get(documentId);
  }, [documents]);
}

export function ClientMessagesPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const selectedCaseId = searchParams.get('case') ?? undefined;
  const conversationsQuery = useConversations();
  const casesQuery = useClientCases(user?.userId);
  const cases = useMemo(() => casesQuery.data?.Items ?? [], [casesQuery.data]);
  const attachmentName = useAttachmentNames(selectedCaseId);

  // Every case of the client is a conversation, even before its first message.
  const conversations = useMemo(() => {
    const known = conversationsQuery.data?.conversations ?? [];
    const started = new Set(known.map((conversation) => conversation.caseId));
    const notStarted: ConversationRow[] = cases
      .filter((item) => !started.has(item.caseId))
      .map((item) => ({ caseId: item.caseId, caseName: item.caseName, clientId: item.clientId, clientName: item.clientName, unread: 0 }));
    return newestFirst([...known, ...notStarted]);
  }, [conversationsQuery.data, cases]);

  const folderOf = async (caseId: string) => {
    const item = cases.find((candidate: Case) => candidate.caseId === caseId);
    if (!item) throw new Error(`Unknown case ${caseId}`);
    return item.caseFolderId;
  };

  return (
    <MessagesView
      viewer={{ userId: user?.userId ?? '', role: 'client' }}
      conversations={conversations}
      loading={conversationsQuery.isLoading || casesQuery.isLoading}
      error={conversationsQuery.error ?? casesQuery.error}
      onRetry={() => void Promise.all([conversationsQuery.refetch(), casesQuery.refetch()])}
      threadTitle={(caseId) => cases.find((item) => item.caseId === caseId)?.caseName}
      attachmentName={attachmentName}
      uploadAttachments={attachmentUploader(queryClient, folderOf, undefined)}
    />
  );
}

export function AdminMessagesPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const selectedCaseId = searchParams.get('case') ?? undefined;
  const conversationsQuery = useConversations();
  const known = conversationsQuery.data?.conversations;
  // A case without messages yet (from its case page's Messages button): its name from the case, and
  // a row of the list while it is open, so the list shows the conversation the page shows.
  const listed = (known ?? []).some((conversation) => conversation.caseId === selectedCaseId);
  const caseQuery = useAdminCase(selectedCaseId && known && !listed ? selectedCaseId : undefined);
  const opened = selectedCaseId && !listed && caseQuery.data?.caseId === selectedCaseId ? caseQuery.data : undefined;
  const conversations = useMemo(() => {
    const rows: ConversationRow[] = unreadFirst(known ?? []);
    return opened ? [{ caseId: opened.caseId, caseName: opened.caseName, clientId: opened.clientId, clientName: opened.clientName, unread: 0 }, ...rows] : rows;
  }, [known, opened]);
  const attachmentName = useAttachmentNames(selectedCaseId);

  const folderOf = async (caseId: string) => (await queryClient.fetchQuery(getAdminCaseQueryOptions(caseId))).caseFolderId;

  return (
    <MessagesView
      viewer={{ userId: user?.userId ?? '', role: 'admin' }}
      conversations={conversations}
      // Until the opened case's row is known, the list would say it has no conversation.
      loading={conversationsQuery.isLoading || (Boolean(selectedCaseId) && !listed && caseQuery.isLoading)}
      error={conversationsQuery.error}
      onRetry={() => void conversationsQuery.refetch()}
      threadTitle={(caseId) => (caseQuery.data?.caseId === caseId ? caseQuery.data.caseName : undefined)}
      attachmentName={attachmentName}
      // The firm's attachments are for the client to see.
      uploadAttachments={attachmentUploader(queryClient, folderOf, true)}
    />
  );
}
