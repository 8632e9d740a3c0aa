/**
 * How a case status reads to people ('in-progress' → 'In Progress'), named once for every place that
 * shows one: the portal's e-mails (functions/mail/templates.ts) and the web's badges.
 */
import type { CaseStatus } from './constants';

export const CASE_STATUS_LABELS: Readonly<Record<CaseStatus, string>> = {
  open: 'Open',
  'in-progress': 'In Progress',
  closed: 'Closed',
  'on-hold': 'On Hold',
};

/** The label of a status; an unknown value as it is, 'N/A' when there is none. */
export function caseStatusLabel(status: string): string {
  return (CASE_STATUS_LABELS as Record<string, string>)[status] ?? (status || 'N/A');
}
