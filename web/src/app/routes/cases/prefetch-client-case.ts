import type { QueryClient } from '@tanstack/react-query';
import { getClientCaseQueryOptions } from '@/features/cases/api/get-client-case';
import { authConfigured, getSessionUserId } from '@/lib/auth';

/**
 * Starts loading the case as soon as the router matches the client's case page (its loader, which
 * runs while the page's own chunks load), with the session's own user id: beside the user record
 * the area waits for, not after it (a phone's first visit).
 */
export async function prefetchClientCase(queryClient: QueryClient, caseId: string): Promise<void> {
  await authConfigured();
  const userId = await getSessionUserId().catch(() => null);
  if (userId && caseId) await queryClient.prefetchQuery(getClientCaseQueryOptions(userId, caseId));
}

