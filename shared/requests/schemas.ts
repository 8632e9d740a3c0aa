/** Request schemas of the document requests routes (zod), shared by the handlers and the web forms. */
import * as z from 'zod/mini';
import { LIMITS } from '../core/limits';
import { flag, requiredText, text } from '../core/schemas';
import { CONCERN_KINDS, REQUEST_DECISIONS } from './constants';
import { REQUEST_LIMITS } from './limits';
import { REQUESTS } from './refusals';
import { isRequestTemplateId } from './template-ids';

/** True for a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const dateField = (label: string) =>
  text(label, 10).check(z.refine((value) => isCalendarDate(value), `${label} must be a date written YYYY-MM-DD`));

/** Whom a document is about: `{ kind: 'client' }`, `{ kind: 'spouse', name: 'Maria' }`; `other` needs a name. */
export const concernsField = z
  .strictObject(
    {
      kind: z.enum(CONCERN_KINDS, { error: `Concerns kind must be one of ${CONCERN_KINDS.join(', ')}` }),
      name: z.optional(text('Concerns name', REQUEST_LIMITS.concernName)),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'Concerns must be an object with a kind and a name' : undefined) },
  )
  .check(z.refine((concerns) => concerns.kind !== 'other' || Boolean(concerns.name), 'Concerns name is required when its kind is other'));

/** One item the firm asks for. */
export const requestItemField = z.strictObject(
  {
    title: requiredText('Title', REQUEST_LIMITS.title),
    instructions: z.optional(text('Instructions', REQUEST_LIMITS.instructions)),
    dueDate: z.optional(dateField('Due date')),
    concerns: z.optional(concernsField),
    translationRequired: z.optional(flag('Translation required')),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Each item must be an object with a title' : undefined) },
);
export type RequestItemInput = z.infer<typeof requestItemField>;

/**
 * POST /v1/admin/cases/{caseId}/requests: `items` (1 to 50), a `templateId` (its items are added in
 * the case's client's language), or both (the template's items first).
 */
export const addRequestsBody = z
  .strictObject({
    items: z.optional(
      z
        .array(requestItemField, { error: (issue) => (issue.code === 'invalid_type' ? 'Items must be a list of items' : undefined) })
        .check(
          z.minLength(1, 'Items must hold at least one item'),
          z.maxLength(REQUEST_LIMITS.itemsPerCall, `Items must hold at most ${REQUEST_LIMITS.itemsPerCall} items`),
        ),
    ),
    templateId: z.optional(
      text('Template id', LIMITS.id).check(z.refine((value) => isRequestTemplateId(value), REQUESTS.TEMPLATE_UNKNOWN.message)),
    ),
  })
  .check(z.refine((body) => body.items !== undefined || body.templateId !== undefined, REQUESTS.NOTHING_TO_ADD.message));
export type AddRequestsBody = z.infer<typeof addRequestsBody>;

/**
 * PATCH /v1/admin/cases/{caseId}/requests/{requestId}: the firm's decision. A rejection needs a
 * reason (the client reads it); only an acceptance may carry an expiry date; a reason on an
 * acceptance or a waiver is a note.
 */
export const decideRequestBody = z
  .strictObject({
    status: z.enum(REQUEST_DECISIONS, { error: `Status must be one of ${REQUEST_DECISIONS.join(', ')}` }),
    reason: z.optional(text('Reason', REQUEST_LIMITS.reason)),
    expiresOn: z.optional(dateField('Expiry date')),
  })
  .check(
    z.refine((body) => body.status !== 'rejected' || Boolean(body.reason), REQUESTS.REASON_REQUIRED.message),
    z.refine((body) => body.status === 'accepted' || body.expiresOn === undefined, REQUESTS.EXPIRY_NEEDS_ACCEPTANCE.message),
  );
export type DecideRequestBody = z.infer<typeof decideRequestBody>;
