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
  details: () => [...caseKeys.all, 'detail'] as const,
  detail: (caseId: string) => [...caseKeys.details(), caseId] as const,
};
