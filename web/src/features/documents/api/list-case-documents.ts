import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CaseDocument, CaseDocumentPage } from '@shared/documents/types';
import { FILE_LIST_CACHE_MS } from '@/config/time';
import { apiPath, apiRequest } from '@/lib/api-client';
import { documentKeys } from './document-keys';

/** Documents asked for per page (the route's most). */
export const CASE_DOCUMENTS_PAGE_SIZE = 50;

/**
 * GET /v1/cases/{caseId}/documents?limit&cursor: a page of the case's documents in every folder,
 * newest first (staff: all of them; the case's client: their uploads and what the firm shared).
 */
export function listCaseDocuments(caseId: string, cursor?: string): Promise<CaseDocumentPage> {
  return apiRequest<CaseDocumentPage>(apiPath('listCaseDocuments', { caseId }, { limit: CASE_DOCUMENTS_PAGE_SIZE, cursor }), { method: 'GET' });
}

export function listCaseDocumentsQueryOptions(caseId: string) {
  return infiniteQueryOptions({
    queryKey: documentKeys.caseList(caseId),
    queryFn: ({ pageParam }) => listCaseDocuments(caseId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // As the folder listings: uploads and sharing invalidate it.
    staleTime: FILE_LIST_CACHE_MS,
  });
}

/** The case's documents loaded so far (`documents`, every page in order) and the query for 'Load More'. */
export function useCaseDocuments(caseId: string) {
  const query = useInfiniteQuery({ ...listCaseDocumentsQueryOptions(caseId), enabled: Boolean(caseId) });
  const documents: CaseDocument[] = query.data?.pages.flatMap((page) => page.documents) ?? [];
  return { query, documents };
}
