/**
 * Query keys of the records several features read or refresh (cases, orgs, users): one factory per
 * record, so reads and invalidations always agree — a case created in one screen refreshes the org's
 * counters and the client's record that other screens show.
 */

export interface CaseListParams {
  /** One client's cases; without it, the signed-in admin's org's cases. */
  clientId?: string;
  limit: number;
  cursor?: string;
  /** The admin's list: least ready first, and only the cases waiting on one side. */
  sort?: 'readiness';
  waiting?: 'client' | 'firm';
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

export const orgKeys = {
  all: ['orgs'] as const,
  details: () => [...orgKeys.all, 'detail'] as const,
  detail: (orgId: string) => [...orgKeys.details(), orgId] as const,
};

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: { limit: number }) => [...userKeys.lists(), filters] as const,
  /** All pages of the list (an infinite query: its data is pages, so it never shares a plain list's key). */
  pages: (filters: { limit: number }) => [...userKeys.lists(), 'pages', filters] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (userId: string) => [...userKeys.details(), userId] as const,
};

/**
 * The firm's document-request templates (GET /v1/admin/request-templates): Settings → Templates edits
 * them and a case's template picker reads them, so both use this one key.
 */
export const requestTemplateKeys = {
  all: ['requests', 'templates'] as const,
};

/**
 * A case's activity log: the staff's pages (per filter) and the client's part of it. Under
 * one prefix per case, so what records an event (an upload, a share, a download in the documents
 * feature) reads the case's log again wherever it is shown.
 */
export interface ActivityFilters {
  /** Only what this person did (their user id). */
  actor?: string;
  /** Only events of this kind. */
  kind?: string;
}

export const activityKeys = {
  all: ['activity'] as const,
  case: (caseId: string) => [...activityKeys.all, caseId] as const,
  /** All pages of the staff's log with these filters (an infinite query). */
  staff: (caseId: string, filters: ActivityFilters) => [...activityKeys.case(caseId), 'staff', filters] as const,
  /** All pages of the client's part: the events about the documents they see (an infinite query). */
  client: (caseId: string) => [...activityKeys.case(caseId), 'client'] as const,
};

/**
 * The firm's stage sets (GET /v1/admin/orgs/{orgId}/stage-sets): Settings → Stages edits
 * them and the analytics page names and orders stages with them, so both use this one key.
 */
export const stageSetKeys = {
  of: (orgId: string) => ['progress', 'stage-sets', orgId] as const,
};
