/** Limits of a case's fields (the request schemas and the web forms read them from here). */
export const CASE_LIMITS = {
  caseName: 200,
  caseNumber: 64,
  category: 100,
  description: 5000,
  /** An admin's 'Send Email Regarding Case' message. */
  caseEmail: 10_000,
} as const;
