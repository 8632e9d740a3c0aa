/** Request schemas of the document requests routes (zod), shared by the handlers and the web forms. */
import * as z from 'zod/mini';
import { LIMITS } from '../core/limits';
import { NOTHING_TO_UPDATE, dateField, flag, requiredText, text } from '../core/schemas';
import { CONCERN_KINDS, REQUEST_DECISIONS } from './constants';
import { REQUEST_LIMITS } from './limits';
import { REQUESTS } from './refusals';
import { CASE_CATEGORIES } from '../cases/constants';

/** The date rules are the core's (other features' schemas take them from there too). */
export { dateField, isCalendarDate } from '../core/schemas';

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

/** `dueInDays`: due this many days after the item is added (a template's items carry it too). */
const dueInDaysField = z
  .number({ error: 'Due in days must be a number of days' })
  .check(
    z.refine((value) => Number.isInteger(value) && value >= 1 && value <= REQUEST_LIMITS.dueInDays, `Due in days must be a whole number from 1 to ${REQUEST_LIMITS.dueInDays}`),
  );

/**
 * An item's title in each of the portal's languages, either or both (`""`: none in that language).
 * Both: each reader reads theirs; one: every reader reads that one.
 */
export const requestTitlesField = z.strictObject(
  { en: z.optional(text('Title (English)', REQUEST_LIMITS.title)), fr: z.optional(text('Title (French)', REQUEST_LIMITS.title)) },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Titles must be an object with en and fr' : undefined) },
);
export type RequestTitlesInput = z.infer<typeof requestTitlesField>;

/** True when the item names a title in some language. */
const hasTitle = (item: { title?: string; titles?: RequestTitlesInput }) => Boolean(item.title || item.titles?.en || item.titles?.fr);

/**
 * One item the firm asks for: its title (`title`, in the language the firm writes, and/or `titles`
 * in English and French), and a due date (`dueDate`) or a number of days after it is added (`dueInDays`).
 */
export const requestItemField = z
  .strictObject(
    {
      title: z.optional(text('Title', REQUEST_LIMITS.title)),
      titles: z.optional(requestTitlesField),
      instructions: z.optional(text('Instructions', REQUEST_LIMITS.instructions)),
      dueDate: z.optional(dateField('Due date')),
      dueInDays: z.optional(dueInDaysField),
      concerns: z.optional(concernsField),
      translationRequired: z.optional(flag('Translation required')),
    },
    { error: (issue) => (issue.code === 'invalid_type' ? 'Each item must be an object with a title' : undefined) },
  )
  .check(
    z.refine(hasTitle, REQUESTS.TITLE_REQUIRED.message),
    z.refine((item) => !(item.dueDate && item.dueInDays !== undefined), REQUESTS.DUE_TWICE.message),
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
    // Shipped or the firm's own: the handler, which knows the firm, refuses an unknown one (request-template-unknown).
    templateId: z.optional(text('Template id', LIMITS.id)),
  })
  .check(z.refine((body) => body.items !== undefined || body.templateId !== undefined, REQUESTS.NOTHING_TO_ADD.message));
export type AddRequestsBody = z.infer<typeof addRequestsBody>;

interface DecisionFields {
  status?: string;
  reason?: string;
  expiresOn?: string;
}

/** A decision's rules: a rejection needs a reason; only an acceptance may carry an expiry date. */
const decisionRules = () =>
  [
    z.refine<DecisionFields>((body) => body.status !== 'rejected' || Boolean(body.reason), REQUESTS.REASON_REQUIRED.message),
    z.refine<DecisionFields>((body) => body.status === 'accepted' || body.expiresOn === undefined, REQUESTS.EXPIRY_NEEDS_ACCEPTANCE.message),
  ] as const;

/**
 * PATCH /v1/admin/cases/{caseId}/requests/{requestId}: the firm's decision and/or its edit of the
 * item. A decision (`status`): a rejection needs a reason (the client reads it); only an acceptance
 * may carry an expiry date; a reason on an acceptance or a waiver is a note. An edit: `titles`
 * (each language given replaces that one, `""` removes it; one must remain), `instructions`
 * (`""`: none), `dueDate` (`""` removes it).
 */
export const changeRequestBody = z
  .strictObject({
    status: z.optional(z.enum(REQUEST_DECISIONS, { error: `Status must be one of ${REQUEST_DECISIONS.join(', ')}` })),
    reason: z.optional(text('Reason', REQUEST_LIMITS.reason)),
    expiresOn: z.optional(dateField('Expiry date')),
    titles: z.optional(requestTitlesField),
    instructions: z.optional(text('Instructions', REQUEST_LIMITS.instructions)),
    dueDate: z.optional(z.union([z.literal(''), dateField('Due date')], { error: 'Due date must be a date written YYYY-MM-DD' })),
  })
  .check(
    z.refine((body) => body.status !== undefined || (body.reason === undefined && body.expiresOn === undefined), REQUESTS.REASON_NEEDS_DECISION.message),
    z.refine(
      (body) => body.status !== undefined || body.titles !== undefined || body.instructions !== undefined || body.dueDate !== undefined,
      REQUESTS.NOTHING_TO_CHANGE.message,
    ),
    ...decisionRules(),
  );
export type ChangeRequestBody = z.infer<typeof changeRequestBody>;

/** A decision alone, as the decision dialogs send it (a PATCH body too). */
export const decideRequestBody = z
  .strictObject({
    status: z.enum(REQUEST_DECISIONS, { error: `Status must be one of ${REQUEST_DECISIONS.join(', ')}` }),
    reason: z.optional(text('Reason', REQUEST_LIMITS.reason)),
    expiresOn: z.optional(dateField('Expiry date')),
  })
  .check(...decisionRules());
export type DecideRequestBody = z.infer<typeof decideRequestBody>;

/** An edit alone, as the edit dialog sends it (a PATCH body too). */
export const editRequestBody = z
  .strictObject({
    titles: z.optional(requestTitlesField),
    instructions: z.optional(text('Instructions', REQUEST_LIMITS.instructions)),
    dueDate: z.optional(z.union([z.literal(''), dateField('Due date')], { error: 'Due date must be a date written YYYY-MM-DD' })),
  })
  .check(
    z.refine((body) => body.titles === undefined || Boolean(body.titles.en || body.titles.fr), REQUESTS.TITLE_REQUIRED.message),
    NOTHING_TO_UPDATE,
  );
export type EditRequestBody = z.infer<typeof editRequestBody>;

/**
 * POST /v1/admin/cases/{caseId}/requests/remind: e-mails the case's client now the items named (all
 * of the case's still waiting on them when none is named), whatever the daily reminders sent.
 */
export const remindRequestsBody = z.strictObject({
  requestIds: z.optional(
    z
      .array(text('Request id', LIMITS.id).check(z.refine((value) => value.length > 0, 'Request id is required')), {
        error: (issue) => (issue.code === 'invalid_type' ? 'Request ids must be a list of ids' : undefined),
      })
      .check(
        z.minLength(1, 'Request ids must name at least one request'),
        z.maxLength(REQUEST_LIMITS.remindIds, `Request ids must name at most ${REQUEST_LIMITS.remindIds} requests`),
      ),
  ),
});
export type RemindRequestsBody = z.infer<typeof remindRequestsBody>;

/** A text in both of the portal's languages: `{ en, fr }`. */
const bilingual = (label: string, max: number, required: boolean) =>
  z.strictObject(
    { en: required ? requiredText(`${label} (English)`, max) : text(`${label} (English)`, max), fr: required ? requiredText(`${label} (French)`, max) : text(`${label} (French)`, max) },
    { error: (issue) => (issue.code === 'invalid_type' ? `${label} must be an object with en and fr` : undefined) },
  );

/** One item of a firm's template: its texts in both languages; the server gives it an id when it has none. */
export const templateItemField = z.strictObject(
  {
    templateItemId: z.optional(text('Template item id', LIMITS.id)),
    title: bilingual('Title', REQUEST_LIMITS.title, true),
    instructions: z.optional(bilingual('Instructions', REQUEST_LIMITS.instructions, false)),
    concerns: z.optional(concernsField),
    translationRequired: z.optional(flag('Translation required')),
    dueInDays: z.optional(dueInDaysField),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'Each item must be an object with a title in English and French' : undefined) },
);
export type TemplateItemInput = z.infer<typeof templateItemField>;

const TEMPLATE_ID_PATTERN = new RegExp(`^[a-z0-9-]{1,${REQUEST_LIMITS.templateIdLength}}$`);

/**
 * The `{templateId}` of PUT /v1/admin/request-templates/{templateId}: lower-case letters, digits and
 * dashes, as given (never trimmed: `study-permit ` is not `study-permit`).
 */
export const templateIdParam = z
  .string({ error: REQUESTS.TEMPLATE_ID_INVALID.message })
  .check(z.refine((value) => TEMPLATE_ID_PATTERN.test(value), REQUESTS.TEMPLATE_ID_INVALID.message));

/**
 * PUT /v1/admin/request-templates/{templateId}: the firm's template of that id, whole (a shipped id:
 * the firm's version replaces the shipped one for this firm). 1 to 50 items, their ids distinct.
 */
export const requestTemplateBody = z
  .strictObject({
    category: z.enum(CASE_CATEGORIES, { error: `Category must be one of ${CASE_CATEGORIES.join(', ')}` }),
    title: bilingual('Title', REQUEST_LIMITS.templateTitle, true),
    source: z.optional(text('Source', REQUEST_LIMITS.templateSource)),
    items: z
      .array(templateItemField, { error: (issue) => (issue.code === 'invalid_type' ? 'Items must be a list of items' : undefined) })
      .check(
        z.minLength(1, 'Items must hold at least one item'),
        z.maxLength(REQUEST_LIMITS.itemsPerTemplate, `Items must hold at most ${REQUEST_LIMITS.itemsPerTemplate} items`),
        z.refine((items) => {
          const ids = items.flatMap((item) => (item.templateItemId ? [item.templateItemId] : []));
          return new Set(ids).size === ids.length;
        }, 'Each item of a template needs its own templateItemId'),
      ),
  })
  .check(
    z.refine(
      (body) => new TextEncoder().encode(JSON.stringify(body)).length <= REQUEST_LIMITS.templateBytes,
      'This template is too long: shorten its instructions or split it in two',
    ),
  );
export type RequestTemplateBody = z.infer<typeof requestTemplateBody>;
