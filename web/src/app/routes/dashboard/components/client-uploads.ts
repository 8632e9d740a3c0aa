import { queryOptions, useQueries } from '@tanstack/react-query';
import type { Case } from '@shared/cases/types';
import type { CaseDocument } from '@shared/documents/types';
import type { DocumentRequest } from '@shared/requests/types';
import { FILE_LIST_CACHE_MS } from '@/config/time';
import { documentKeys } from '@/features/documents/api/document-keys';
import { listCaseDocuments } from '@/features/documents/api/list-case-documents';
import { listCaseRequestsQueryOptions } from '@/features/requests/api/list-case-requests';

export interface ClientUploads {
  /** The files the client uploaded to their cases, but those the firm refused. */
  count: number;
  loading: boolean;
  /** A case's documents or requests could not be read: no count to trust. */
  failed: boolean;
}

/**
 * Every page of a case's documents as its client lists them (their uploads and what the firm shared),
 * kept under the case's document keys: an upload or a share reads it again.
 */
export function everyCaseDocumentQueryOptions(caseId: string) {
  return queryOptions({
    queryKey: [...documentKeys.case(caseId), 'every'] as const,
    queryFn: async () => {
      const documents: CaseDocument[] = [];
      let cursor: string | undefined;
      do {
        const page = await listCaseDocuments(caseId, cursor);
        documents.push(...page.documents);
        cursor = page.nextCursor;
      } while (cursor);
      return documents;
    },
    staleTime: FILE_LIST_CACHE_MS,
  });
}

/**
 * The documents of an item the firm refused: those of each rejection its history keeps, and all of
 * an item refused now (a rejection decides every upload since the one before, so an item still
 * refused holds none that was not).
 */
function refusedDocuments(request: DocumentRequest): string[] {
  const decided = request.history.flatMap((entry) => (entry.action === 'rejected' ? (entry.documentIds ?? []) : []));
  return request.status === 'rejected' ? [...decided, ...request.documentIds] : decided;
}

/**
 * How many files the client uploaded to their cases, not counting those the firm refused (sent back
 * to upload again): what the firm shared with them is not theirs, and a refused file is not one the
 * firm kept. From each case's documents (who uploaded each) and requests (what was refused), the same
 * queries as the case pages.
 */
export function useClientUploads(cases: readonly Case[], userId: string | undefined): ClientUploads {
  const documents = useQueries({
    queries: cases.map((caseRecord) => ({ ...everyCaseDocumentQueryOptions(caseRecord.caseId), enabled: Boolean(userId) })),
    combine: (results) => ({
      documents: results.flatMap((result) => result.data ?? []),
      loading: results.some((result) => result.isLoading),
      failed: results.some((result) => result.data === undefined && result.isError),
    }),
  });
  const requests = useQueries({
    queries: cases.map((caseRecord) => listCaseRequestsQueryOptions(caseRecord.caseId)),
    combine: (results) => ({
      refused: new Set(results.flatMap((result) => (result.data?.items ?? []).flatMap(refusedDocuments))),
      loading: results.some((result) => result.isLoading),
      failed: results.some((result) => result.data === undefined && result.isError),
    }),
  });
  // The client's own: each of these cases is theirs, so the case's client is them.
  const own = documents.documents.filter((document) => document.uploadedBy.role === 'client' && !requests.refused.has(document.documentId));
  return { count: own.length, loading: documents.loading || requests.loading, failed: documents.failed || requests.failed };
}
