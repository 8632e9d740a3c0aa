import type { QueryClient } from '@tanstack/react-query';
import { getClientCaseQueryOptions } from '@/features/cases/api/get-client-case';
import { listClientCasesInfiniteQueryOptions, listClientCasesQueryOptions } from '@/features/cases/api/list-client-cases';
import { listCaseRequestsQueryOptions } from '@/features/requests/api/list-case-requests';
import { everyCaseDocumentQueryOptions } from './dashboard/components/client-uploads';
import { authConfigured, getSessionUserId } from '@/lib/auth';

/**
 * What a client's pages show first, asked for as soon as the router matches the page (its loader,
 * which runs while the page's own chunks load), with the session's own user id: beside the user record
 * the area waits for, not after the page has rendered (a phone's first visit). Only queries kept
 * fresh a while are asked for here, so that the page does not ask again when it mounts.
 */

/** The signed-in user's id, once the identity provider is set up; null without a session. */
async function sessionUserId(): Promise<string | null> {
  await authConfigured();
  return getSessionUserId().catch(() => null);
}

/** The case page: the case and its requests (the top of the page needs both). */
export async function prefetchClientCase(queryClient: QueryClient, caseId: string): Promise<void> {
  const userId = await sessionUserId();
  if (!userId || !caseId) return;
  await Promise.all([queryClient.prefetchQuery(getClientCaseQueryOptions(userId, caseId)), queryClient.prefetchQuery(listCaseRequestsQueryOptions(caseId))]);
}

/**
 * The dashboard: the client's cases, then the newest one's stages, and every case's requests (what is
 * still needed, what was refused) and documents (what the client uploaded).
 */
export async function prefetchClientDashboard(queryClient: QueryClient): Promise<void> {
  const userId = await sessionUserId();
  if (!userId) return;
  const cases = await queryClient.fetchQuery(listClientCasesQueryOptions(userId)).catch(() => undefined);
  const open = (cases?.Items ?? []).filter((item) => item.status !== 'closed');
  const newest = cases?.Items[0];
  await Promise.all([
    ...(newest && open.length > 0 ? [queryClient.prefetchQuery(getClientCaseQueryOptions(userId, newest.caseId))] : []),
    ...(cases?.Items ?? []).flatMap((item) => [
      queryClient.prefetchQuery(listCaseRequestsQueryOptions(item.caseId)),
      queryClient.prefetchQuery(everyCaseDocumentQueryOptions(item.caseId)),
    ]),
  ]);
}

/** My Cases: the first page of the client's cases. */
export async function prefetchMyCases(queryClient: QueryClient): Promise<void> {
  const userId = await sessionUserId();
  if (userId) await queryClient.prefetchInfiniteQuery(listClientCasesInfiniteQueryOptions(userId));
}

/** Messages: the client's cases (each a conversation, started or not). */
export async function prefetchClientMessages(queryClient: QueryClient): Promise<void> {
  const userId = await sessionUserId();
  if (userId) await queryClient.prefetchQuery(listClientCasesQueryOptions(userId));
}
