import { useQueries } from '@tanstack/react-query';
import type { Case } from '@shared/cases/types';
import type { DocumentRequest } from '@shared/requests/types';
import { listCaseRequestsQueryOptions } from '@/features/requests/api/list-case-requests';

/** What the client still has to provide: items asked of them (requested) or to send again (rejected). */
const STILL_NEEDED: readonly DocumentRequest['status'][] = ['requested', 'rejected'];

export interface DocumentsNeeded {
  /** Items still needed across the client's open cases. */
  count: number;
  /** The nearest due date among them (YYYY-MM-DD), and its case. */
  nearest?: { dueDate: string; caseId: string };
  loading: boolean;
  /** Every case's list failed: nothing to count. */
  failed: boolean;
}

/**
 * The documents still needed of the client, from GET /v1/cases/{caseId}/requests of each of their
 * open cases (the same queries as the case page, so an upload there refreshes this count).
 */
export function useDocumentsNeeded(cases: readonly Case[]): DocumentsNeeded {
  const openCases = cases.filter((caseRecord) => caseRecord.status !== 'closed');
  return useQueries({
    queries: openCases.map((caseRecord) => listCaseRequestsQueryOptions(caseRecord.caseId)),
    combine: (results) => {
      const needed = results.flatMap((result) => (result.data?.items ?? []).filter((request) => STILL_NEEDED.includes(request.status)));
      // YYYY-MM-DD sorts as text in date order.
      const nearest = needed
        .filter((request): request is DocumentRequest & { dueDate: string } => Boolean(request.dueDate))
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
      return {
        count: needed.length,
        nearest: nearest ? { dueDate: nearest.dueDate, caseId: nearest.caseId } : undefined,
        loading: results.some((result) => result.isLoading),
        failed: results.length > 0 && results.every((result) => result.isError),
      };
    },
  });
}
