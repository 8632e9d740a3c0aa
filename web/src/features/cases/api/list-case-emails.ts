import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/core/page-size';
import type { CaseEmailEntry } from '@shared/cases/types';
import { FIFTEEN_MINUTES } from '@/config/time';
import { apiPath, apiRequest } from '@/lib/api-client';
import { caseEmailKeys } from './case-email-keys';

export interface CaseEmailsPage {
  messages: CaseEmailEntry[];
  nextCursor?: string;
}

/** How often a list with a message still on the mail queue asks again, and for how long after sending. */
const DELIVERY_POLL_MS = 5_000;
const DELIVERY_POLL_WINDOW_MS = 2 * 60_000;

/** GET /v1/admin/cases/{caseId}/emails?limit&cursor: the e-mails sent about a case (staff's and automatic), newest first. */
export function listCaseEmails(caseId: string, cursor?: string): Promise<CaseEmailsPage> {
  return apiRequest<CaseEmailsPage>(apiPath('listCaseEmails', { caseId }, { limit: PAGE_SIZE, cursor }), { method: 'GET' });
}

/** True while a message sent moments ago (either clock may be a little off) is still queued: its delivery is about to change. */
export function awaitsDelivery(data: InfiniteData<CaseEmailsPage> | undefined, now = Date.now()): boolean {
  return (data?.pages ?? []).some((page) =>
    page.messages.some((message) => message.delivery === 'queued' && Math.abs(now - Date.parse(message.createdAt)) < DELIVERY_POLL_WINDOW_MS),
  );
}

export function listCaseEmailsQueryOptions(caseId: string) {
  return infiniteQueryOptions({
    queryKey: caseEmailKeys.list(caseId),
    queryFn: ({ pageParam }) => listCaseEmails(caseId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: FIFTEEN_MINUTES,
    refetchInterval: (query) => (awaitsDelivery(query.state.data) ? DELIVERY_POLL_MS : false),
  });
}

/** A case's messages with 'Load More'; asks again every few seconds while a new one is being sent. */
export function useCaseEmails(caseId: string) {
  return useInfiniteQuery(listCaseEmailsQueryOptions(caseId));
}
