/** Query keys of cases: one factory, so reads and invalidations always agree. */
export interface CaseListParams {
  /** One client's cases; without it, the signed-in admin's org's cases. */
  clientId?: string;
  limit: number;
  cursor?: string;
}

export const caseKeys = {
  all: ['cases'] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
  list: (params: CaseListParams) => [...caseKeys.lists(), params] as const,
  /** All pages of a list (an infinite query: its data is pages, so it never shares a plain list's key). */
  pages: (params: Omit<CaseListParams, 'cursor'>) => [...caseKeys.lists(), 'pages', params] as const,
  details: () => [...caseKeys.all, 'detail'] as const,
  detail: (caseId: string) => [...caseKeys.details(), caseId] as const,
};
