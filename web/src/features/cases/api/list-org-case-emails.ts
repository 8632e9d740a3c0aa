import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/core/page-size';
import type { OrgCaseEmail } from '@shared/cases/types';
import { apiPath, apiRequest } from '@/lib/api-client';
import { caseEmailKeys } from './case-email-keys';

export interface OrgCaseEmailsPage {
  Items: OrgCaseEmail[];
  nextCursor?: string;
}

/** GET /v1/admin/orgs/{orgId}/case-emails?limit&cursor: the firm's e-mail log, newest first. */
export function listOrgCaseEmails(orgId: string, cursor?: string): Promise<OrgCaseEmailsPage> {
  return apiRequest<OrgCaseEmailsPage>(apiPath('listOrgCaseEmails', { orgId }, { limit: PAGE_SIZE, cursor }), { method: 'GET' });
}

/** The firm's e-mail log with 'Load More' (read again when the page is opened again: deliveries change). */
export function useOrgCaseEmails(orgId: string | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...caseEmailKeys.all, 'org', orgId ?? ''] as const,
      queryFn: ({ pageParam }) => listOrgCaseEmails(orgId ?? '', pageParam),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      enabled: Boolean(orgId),
      staleTime: 30_000,
    }),
  );
}
