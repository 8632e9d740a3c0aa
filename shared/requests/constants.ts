/**
 * Document requests: the items a firm asks a case's client to provide, their statuses and
 * whom each one concerns.
 *
 *   requested ─upload→ uploaded ─accept→ accepted
 *       │                  └─reject→ rejected ─upload→ uploaded …
 *       └─ (any but waived) ─waive→ waived (no longer needed; final)
 *
 * The client acts only by uploading (functions/requests: markRequestUploaded); the firm decides
 * (PATCH …/requests/{requestId}): see functions/requests/domain/transitions.ts for every rule.
 */
export const REQUEST_STATUSES = ['requested', 'uploaded', 'accepted', 'rejected', 'waived'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What the firm may set an item to. */
export const REQUEST_DECISIONS = ['accepted', 'rejected', 'waived'] as const;
export type RequestDecision = (typeof REQUEST_DECISIONS)[number];

/**
 * Whom a requested document is about: the client themselves, or a family member or other person of
 * the file, named (e.g. `{ kind: 'spouse', name: 'Maria' }`). `other` needs a name.
 */
export const CONCERN_KINDS = ['client', 'spouse', 'child', 'parent', 'sponsor', 'other'] as const;
export type ConcernKind = (typeof CONCERN_KINDS)[number];

/**
 * What an item's history records, oldest first: the firm asking for it, editing it (its title,
 * instructions or due date), each upload against it, and each decision on it.
 */
export const REQUEST_HISTORY_ACTIONS = ['requested', 'edited', 'uploaded', 'rejected', 'accepted', 'waived'] as const;
export type RequestHistoryAction = (typeof REQUEST_HISTORY_ACTIONS)[number];

/** The fields of an item the firm may edit (PATCH …/requests/{requestId}); an `edited` entry names those it changed. The IRCC slot is staff's own: no notice to the client. */
export const REQUEST_EDITABLE_FIELDS = ['titles', 'instructions', 'dueDate', 'irccSlot'] as const;
export type RequestEditableField = (typeof REQUEST_EDITABLE_FIELDS)[number];
