/** Query keys of signature requests: one factory, so reads and invalidations always agree. */
export const signatureKeys = {
  all: ['signatures'] as const,
  /** A case's signature requests (GET /v1/cases/{caseId}/signature-requests). */
  case: (caseId: string) => [...signatureKeys.all, 'case', caseId] as const,
};
