import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ACTIVITY_PAGE_SIZE } from '@shared/activity/limits';
import type { LoggedPage } from '../types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { activityKeys, type ActivityFilters } from '@/lib/query-keys';

/** GET /v1/admin/cases/{caseId}/activity?limit&cursor&actor&kind: a page of the case's log, newest first. */
export function listCaseActivity(caseId: string, filters: ActivityFilters, cursor?: string): Promise<LoggedPage> {
  return apiRequest<LoggedPage>(
    apiPath('listCaseActivity', { caseId }, { limit: ACTIVITY_PAGE_SIZE, cursor, actor: filters.actor, kind: filters.kind }),
    { method: 'GET' },
  );
}

export function listCaseActivityQueryOptions(caseId: string, filters: ActivityFilters) {
  return infiniteQueryOptions({
    queryKey: activityKeys.staff(caseId, filters),
    queryFn: ({ pageParam }) => listCaseActivity(caseId, filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/**
 * The case's log for its firm's staff, 25 records a page with 'Load More'; read again each time the
 * case page opens (the log grows with every visit, the admin's own included).
 */
export function useCaseActivity(caseId: string, filters: ActivityFilters) {
  return useInfiniteQuery({ ...listCaseActivityQueryOptions(caseId, filters), enabled: Boolean(caseId) });
}
