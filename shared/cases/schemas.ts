/** Request schemas of the cases routes (zod), shared by the handlers and the web forms. */
import * as z from 'zod/mini';
import { NOTHING_TO_UPDATE, emailField, flag, phoneField, requiredText, text } from '../core/schemas';
import { FIELD_MESSAGES } from '../core/field-messages';
import { LIMITS } from '../core/limits';
import { paginationQuery } from '../core/pagination';
import { DOCUMENT_LIMITS } from '../documents/limits';
import { CASE_STATUSES } from './constants';
import { CASE_LIMITS } from './limits';
import { CASES } from './refusals';
import { caseProgressFields } from '../progress/schemas';

/**
 * A case number as the firm writes it, in one canonical form: compatibility characters folded (NFKC:
 * full-width letters, non-breaking spaces), invisible format characters (zero-width, bidi marks)
 * removed, every dash made '-', spaces collapsed. The uniqueness check sees this form, so a look-alike
 * of an existing number is that number; and only plain letters, digits and - _ . / # and spaces stay.
 */
export function normalizeCaseNumber(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{Pd}/gu, '-')
    .replace(/\s+/gu, ' ')
    .trim();
}

const CASE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._/#-]*$/;

export const caseNumberField = (label = 'Case number') =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? normalizeCaseNumber(value) : value)),
    requiredText(label, CASE_LIMITS.caseNumber).check(
      z.refine((value) => value === '' || CASE_NUMBER_PATTERN.test(value), FIELD_MESSAGES.caseNumber(label)),
    ),
  );

export const caseStatusField = z.enum(CASE_STATUSES, {
  error: `Status must be one of ${CASE_STATUSES.join(', ')}`,
});

/** Whether the client's e-mails about the case name it (shared/cases/discretion.ts): refused with `discreet-not-boolean`. */
export const discreetField = z.boolean({ error: CASES.DISCREET_NOT_BOOLEAN.message });

export const createCaseBody = z.strictObject({
  newFolderName: z.optional(text('Folder name', DOCUMENT_LIMITS.folderName)),
  caseName: requiredText('Case name', CASE_LIMITS.caseName),
  caseNumber: caseNumberField(),
  attorneyId: z.optional(text('Attorney id', LIMITS.id)),
  attorneyName: z.optional(text('Attorney name', LIMITS.name)),
  clientId: z.optional(text('Client id', LIMITS.id)),
  clientName: requiredText('Client name', LIMITS.name),
  clientEmail: emailField('Client email'),
  // Optional, as in New User: an existing client's phone is on their record already.
  clientPhone: z.optional(phoneField('Client phone')),
  category: requiredText('Category', CASE_LIMITS.category),
  description: z.optional(text('Description', CASE_LIMITS.description)),
  status: z.optional(caseStatusField),
  parentFolderId: z.optional(text('Parent folder id', DOCUMENT_LIMITS.parentFolderId)),
  /** Absent: true for a refugee category (discreetByDefault), false for any other. */
  discreet: z.optional(discreetField),
});
export type CreateCaseBody = z.infer<typeof createCaseBody>;

export const updateCaseBody = z
  .strictObject({
    caseName: z.optional(requiredText('Case name', CASE_LIMITS.caseName)),
    caseNumber: z.optional(caseNumberField()),
    category: z.optional(requiredText('Category', CASE_LIMITS.category)),
    description: z.optional(text('Description', CASE_LIMITS.description)),
    status: z.optional(caseStatusField),
    clientName: z.optional(requiredText('Client name', LIMITS.name)),
    /** Legal hold: while true the retention job never destroys the case, whatever its date. */
    legalHold: z.optional(flag('legalHold')),
    /** Discreet e-mails: the client's e-mails about the case name neither it nor its category. */
    discreet: z.optional(discreetField),
    /** The case's stage (of its category's set), a note for the client and an expected date with it, key dates. */
    ...caseProgressFields,
  })
  .check(NOTHING_TO_UPDATE);
export type UpdateCaseBody = z.infer<typeof updateCaseBody>;

/**
 * POST /v1/admin/cases/{caseId}/emails: the admin's message to the case's client. Line breaks are
 * kept as text (the e-mail's template escapes them); other control characters are refused.
 */
export const sendCaseEmailBody = z.strictObject({
  message: requiredText('Message', CASE_LIMITS.caseEmail),
});
export type SendCaseEmailBody = z.infer<typeof sendCaseEmailBody>;

/** How the admin's cases list may be ordered: `readiness`, least ready first (absent: newest first). */
export const ADMIN_CASES_SORTS = ['readiness'] as const;
/** Whom the admin's listed cases wait on: `client` (documents to upload), `firm` (uploads to review). */
export const ADMIN_CASES_WAITING = ['client', 'firm'] as const;

/**
 * `GET /v1/admin/cases?limit&cursor[&sort=readiness][&waiting=client|firm]`: a page of the org's
 * cases, newest first or least ready first (accepted of total ascending, cases without requests last,
 * ties newest first), all of them or those waiting on the client (requestsOutstanding > 0) or on the
 * firm (requestsAwaitingReview > 0). A cursor continues the list it came from only.
 */
export const adminCasesQuery = z.strictObject({
  limit: paginationQuery.shape.limit,
  cursor: paginationQuery.shape.cursor,
  sort: z.optional(z.enum(ADMIN_CASES_SORTS, { error: `sort must be ${ADMIN_CASES_SORTS.join(' or ')}` })),
  waiting: z.optional(z.enum(ADMIN_CASES_WAITING, { error: `waiting must be ${ADMIN_CASES_WAITING.join(' or ')}` })),
});
export type AdminCasesQuery = z.infer<typeof adminCasesQuery>;
