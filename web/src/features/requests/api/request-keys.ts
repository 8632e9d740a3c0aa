import { requestTemplateKeys } from '@/lib/query-keys';

/** Query keys of document requests: one factory, so reads and invalidations always agree. */
export const requestKeys = {
  all: ['requests'] as const,
  /** A case's requested documents and its readiness (GET /v1/cases/{caseId}/requests). */
  case: (caseId: string) => [...requestKeys.all, 'case', caseId] as const,
  /** The templates (GET /v1/admin/request-templates): the same for every case; Settings edits them under the same key. */
  templates: () => requestTemplateKeys.all,
};
