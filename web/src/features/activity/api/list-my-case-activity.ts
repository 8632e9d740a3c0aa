import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE } from '@shared/activity/limits';
import type { LoggedClientPage } from '../types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { activityKeys } from '@/lib/query-keys';

/** GET /v1/cases/{caseId}/my-activity?limit&cursor: what was done with the documents the client sees, newest first. */
export function listMyCaseActivity(caseId: string, cursor?: string): Promise<LoggedClientPage> {
  return apiRequest<LoggedClientPage>(apiPath('listMyCaseActivity', { caseId }, { limit: ACTIVITY_PAGE_SIZE, cursor }), { method: 'GET' });
}

export function listMyCaseActivityQueryOptions(caseId: string) {
  return infiniteQueryOptions({
    queryKey: activityKeys.client(caseId),
    queryFn: ({ pageParam }) => listMyCaseActivity(caseId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The client's part of their case's log, with 'Load More'. */
export function useMyCaseActivity(caseId: string) {
  return useInfiniteQuery({ ...listMyCaseActivityQueryOptions(caseId), enabled: Boolean(caseId) });
}
