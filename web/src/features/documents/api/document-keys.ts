/** Query keys of case documents: one factory, so reads and invalidations always agree. */
export type FolderMode = 'files' | 'all';

export const documentKeys = {
  all: ['documents'] as const,
  case: (caseId: string) => [...documentKeys.all, caseId] as const,
  folder: (caseId: string, folderId: string, mode: FolderMode) => [...documentKeys.case(caseId), folderId, mode] as const,
};
