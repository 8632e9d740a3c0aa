/** A case's statuses and categories (spec section 9). */
export const CASE_STATUSES = ['open', 'in-progress', 'closed', 'on-hold'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const DEFAULT_CASE_STATUS: CaseStatus = 'open';

export const CASE_CATEGORIES = [
  'Consultation',
  "Demande d'asile",
  'Parrainage',
  'Permis de travail',
  "Permis d'études",
  'ERAR',
  'Demande pour considération humanitaire',
  'Other',
] as const;
export type CaseCategory = (typeof CASE_CATEGORIES)[number];

/**
 * The categories of a claim for protection: a refugee claim and a pre-removal risk assessment (ERAR,
 * PRRA in English), whose clients fear return. Their cases are discreet unless the firm says otherwise:
 * their e-mails name neither the case nor its category (shared/cases/discretion.ts).
 */
export const REFUGEE_CATEGORIES: readonly CaseCategory[] = ["Demande d'asile", 'ERAR'];

/** A case's `discreet` when it was never set: true for a refugee category, false for any other. */
export function discreetByDefault(category: string): boolean {
  return (REFUGEE_CATEGORIES as readonly string[]).includes(category);
}

export const DESCRIPTION_PREVIEW_LENGTH = 120;
