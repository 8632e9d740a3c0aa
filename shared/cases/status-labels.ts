/**
 * How a case's status and category read to people, in each language, named once for every place that
 * shows one: the portal's e-mails (functions/cases/mail/templates.ts) and the web's badges and lists.
 *
 * Each is a message descriptor (`{ id, message }`, the English text): `i18n._(CASE_STATUS_MESSAGES.open)`
 * says it in the reader's language. They are macro-free, so the server and the web read the same
 * file; `lingui extract` finds them by the i18n comment mark before each (docs/i18n.md). Categories are stored
 * as they always were (the French words of the spec); only their label changes with the reader.
 */
import type { CaseCategory, CaseStatus } from './constants';

/** A text in the catalogues: its stable id and its English words. */
export interface LabelDescriptor {
  id: string;
  message: string;
}

export const CASE_STATUS_MESSAGES: Readonly<Record<CaseStatus, LabelDescriptor>> = {
  open: /*i18n*/ { id: 'case.status.open', message: 'Open' },
  'in-progress': /*i18n*/ { id: 'case.status.in-progress', message: 'In Progress' },
  closed: /*i18n*/ { id: 'case.status.closed', message: 'Closed' },
  'on-hold': /*i18n*/ { id: 'case.status.on-hold', message: 'On Hold' },
};

export const CASE_CATEGORY_MESSAGES: Readonly<Record<CaseCategory, LabelDescriptor>> = {
  Consultation: /*i18n*/ { id: 'case.category.consultation', message: 'Consultation' },
  "Demande d'asile": /*i18n*/ { id: 'case.category.refugee-claim', message: 'Refugee claim' },
  Parrainage: /*i18n*/ { id: 'case.category.sponsorship', message: 'Sponsorship' },
  'Permis de travail': /*i18n*/ { id: 'case.category.work-permit', message: 'Work permit' },
  "Permis d'études": /*i18n*/ { id: 'case.category.study-permit', message: 'Study permit' },
  ERAR: /*i18n*/ { id: 'case.category.prra', message: 'PRRA' },
  'Demande pour considération humanitaire': /*i18n*/ { id: 'case.category.humanitarian', message: 'Humanitarian and compassionate application' },
  Other: /*i18n*/ { id: 'case.category.other', message: 'Other' },
};

/** The English label of each status (the spec's words). */
export const CASE_STATUS_LABELS: Readonly<Record<CaseStatus, string>> = Object.fromEntries(
  Object.entries(CASE_STATUS_MESSAGES).map(([status, descriptor]) => [status, descriptor.message]),
) as Record<CaseStatus, string>;

/** The descriptor of a status; undefined for a value that is not one. */
export function caseStatusMessage(status: string): LabelDescriptor | undefined {
  return (CASE_STATUS_MESSAGES as Record<string, LabelDescriptor>)[status];
}

/** The descriptor of a category; undefined for a value that is not one (shown as stored). */
export function caseCategoryMessage(category: string): LabelDescriptor | undefined {
  return (CASE_CATEGORY_MESSAGES as Record<string, LabelDescriptor>)[category];
}

/** The English label of a status; an unknown value as it is, 'N/A' when there is none. */
export function caseStatusLabel(status: string): string {
  return caseStatusMessage(status)?.message ?? (status || 'N/A');
}
