import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageThreadPage } from '@shared/messages/types';
import { apiPath, apiRequest, apiUrl } from '@/lib/api-client';
import { getAccessToken } from '@/lib/auth';
import { refusalOf } from '@/lib/refusal-messages';
import { messageKeys } from './message-keys';

/** How often an open thread asks for new messages. */
export const THREAD_POLL_MS = 5_000;
export const THREAD_PAGE_SIZE = 30;

/** The last newest page each thread was answered with, and its ETag: a 304 keeps it. */
const lastPages = new Map<string, { etag: string; page: MessageThreadPage }>();

/**
 * GET /v1/cases/{caseId}/messages (newest page) with If-None-Match: the poll costs the server a 304
 * while nothing changed, and the cached page stays as it is.
 */
export async function getNewestMessages(caseId: string): Promise<MessageThreadPage> {
  const known = lastPages.get(caseId);
  // HTTP headers, not texts for a reader.
  /* eslint-disable lingui/no-unlocalized-strings */
  const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${await getAccessToken()}` });
  if (known) headers.set('If-None-Match', known.etag);
  const response = await fetch(apiUrl(apiPath('listCaseMessages', { caseId }, { limit: THREAD_PAGE_SIZE })), {
    method: 'GET',
    headers,
    cache: 'no-store',
  });
  if (response.status === 304 && known) return known.page;
  const text = await response.text();
  if (!response.ok) throw await refusalOf(response, text);
  const page = JSON.parse(text) as MessageThreadPage;
  const etag = response.headers.get('ETag');
  /* eslint-enable lingui/no-unlocalized-strings */
  if (etag) lastPages.set(caseId, { etag, page });
  else lastPages.delete(caseId);
  return page;
}

/** An earlier page of the thread ("Load earlier messages"), from the cursor of the page after it. */
export function getEarlierMessages(caseId: string, cursor: string): Promise<MessageThreadPage> {
  return apiRequest<MessageThreadPage>(apiPath('listCaseMessages', { caseId }, { cursor, limit: THREAD_PAGE_SIZE }), { method: 'GET' });
}

export function caseMessagesQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: messageKeys.thread(caseId),
    queryFn: () => getNewestMessages(caseId),
    refetchInterval: THREAD_POLL_MS,
    // The open thread keeps polling in a background tab: a reply shows when the reader comes back.
    refetchIntervalInBackground: false,
  });
}

export function useCaseMessages(caseId: string | undefined) {
  return useQuery({ ...caseMessagesQueryOptions(caseId ?? ''), enabled: Boolean(caseId) });
}
