/** Query keys of case documents: one factory, so reads and invalidations always agree. */
export type FolderMode = 'files' | 'all';

export const documentKeys = {
  all: ['documents'] as const,
  case: (caseId: string) => [...documentKeys.all, caseId] as const,
  folder: (caseId: string, folderId: string, mode: FolderMode) => [...documentKeys.case(caseId), folderId, mode] as const,
  /** The case's documents in every folder (GET /v1/cases/{caseId}/documents), pages of them. */
  caseList: (caseId: string) => [...documentKeys.case(caseId), 'list'] as const,
  /** A document's preview link (short-lived: never kept for long). */
  preview: (caseId: string, documentId: string) => [...documentKeys.case(caseId), 'preview', documentId] as const,
};
