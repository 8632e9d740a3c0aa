/** Query keys of a case's e-mailed messages: one factory, so the list and the send mutation agree. */
export const caseEmailKeys = {
  all: ['case-emails'] as const,
  /** Every page of a case's messages loaded so far (an infinite query). */
  list: (caseId: string) => [...caseEmailKeys.all, caseId] as const,
};
