import type { QueryClient } from '@tanstack/react-query';
import { activityKeys, caseKeys, orgKeys, userKeys } from '@/lib/query-keys';
import { documentKeys } from './document-keys';

/**
 * After documents are recorded: the case's listings and every count of them are read again — the
 * case's docsNum (case lists and detail), the org's counters (admin dashboard) and the client's
 * documentsCount (the signed-in user's record and user lists); and the case's activity log, which
 * records uploads and shares.
 */
export async function refreshAfterUpload(queryClient: QueryClient, caseId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: documentKeys.case(caseId) }),
    queryClient.invalidateQueries({ queryKey: caseKeys.all }),
    queryClient.invalidateQueries({ queryKey: orgKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ queryKey: activityKeys.case(caseId) }),
  ]);
}
