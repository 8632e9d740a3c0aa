import type { QueryClient } from '@tanstack/react-query';
import { getClientCaseQueryOptions } from '@/features/cases/api/get-client-case';
import { listClientCasesInfiniteQueryOptions, listClientCasesQueryOptions } from '@/features/cases/api/list-client-cases';
import { listCaseRequestsQueryOptions } from '@/features/requests/api/list-case-requests';
import { listSignatureRequestsQueryOptions } from '@/features/signatures/api/list-signature-requests';
import { everyCaseDocumentQueryOptions } from './dashboard/components/client-uploads';
import { authConfigured, getSessionUserId } from '@/lib/auth';
import { fetchMySettings, MY_SETTINGS_QUERY_KEY } from '@/lib/use-idle-sign-out';

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

/**
 * The case page: the case and its requests (the top of the page needs both), and whether anything
 * waits for a signature (the signing card's chunk is fetched only then). The signatures are not
 * waited for: the top draws without them.
 */
export async function prefetchClientCase(queryClient: QueryClient, caseId: string): Promise<void> {
  const userId = await sessionUserId();
  if (!userId || !caseId) return;
  void queryClient.prefetchQuery(listSignatureRequestsQueryOptions(caseId));
  await Promise.all([queryClient.prefetchQuery(getClientCaseQueryOptions(userId, caseId)), queryClient.prefetchQuery(listCaseRequestsQueryOptions(caseId))]);
}

/** How long a first visit of a page waits for its data at most before it draws (with its placeholders). */
const FIRST_VISIT_WAIT_MS = 3000;

/**
 * Holds a page back until `reads` are done (FIRST_VISIT_WAIT_MS at most) when nothing of it was read
 * before: it then draws once, complete, instead of placeholders then a render and a layout for each
 * read as it comes back (on a phone, each a long task). Coming back to it, the page draws at once from
 * what was read, and refreshes as usual.
 */
async function onFirstVisitWaitFor(firstVisit: boolean, reads: Promise<unknown>): Promise<void> {
  if (!firstVisit) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([reads, new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_VISIT_WAIT_MS)))]);
  clearTimeout(timer);
}

/** The dashboard's loader: on a first visit (the client's cases not read yet), every card's reads are waited for. */
export async function loadClientDashboard(queryClient: QueryClient): Promise<void> {
  const userId = await sessionUserId();
  if (!userId) return;
  const firstVisit = queryClient.getQueryData(listClientCasesQueryOptions(userId).queryKey) === undefined;
  await onFirstVisitWaitFor(firstVisit, prefetchClientDashboard(queryClient, userId));
}

/** The settings page's loader: the client's settings (asked for as the app starts), waited for when not read yet. */
export async function loadClientSettings(queryClient: QueryClient): Promise<void> {
  const userId = await sessionUserId();
  if (!userId) return;
  const firstVisit = queryClient.getQueryData(MY_SETTINGS_QUERY_KEY) === undefined;
  await onFirstVisitWaitFor(firstVisit, queryClient.prefetchQuery({ queryKey: MY_SETTINGS_QUERY_KEY, queryFn: fetchMySettings }));
}

/**
 * The dashboard's reads: the client's cases, then the newest one's stages, and every case's requests
 * (what is still needed, what was refused) and documents (what the client uploaded).
 */
async function prefetchClientDashboard(queryClient: QueryClient, userId: string): Promise<void> {
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

/**
 * A questionnaire, read beside the page's chunk (not once it has drawn) and waited for on a first
 * visit: the page draws once, with its questions. Its API module comes with the page's own chunk.
 */
export async function loadClientQuestionnaire(queryClient: QueryClient, caseId: string, questionnaireId: string): Promise<void> {
  const userId = await sessionUserId();
  if (!userId || !caseId || !questionnaireId) return;
  const { questionnaireQueryOptions } = await import('@/features/questionnaires/api/questionnaires');
  const options = questionnaireQueryOptions(caseId, questionnaireId);
  await onFirstVisitWaitFor(queryClient.getQueryData(options.queryKey) === undefined, queryClient.prefetchQuery(options));
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
