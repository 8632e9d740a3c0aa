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

export const DESCRIPTION_PREVIEW_LENGTH = 120;
