/** Limits of the people on a case. */
export const PEOPLE_LIMITS = {
  /** People on one case: an applicant, a spouse, children, parents and siblings fit well within it. */
  perCase: 40,
  name: 200,
} as const;
