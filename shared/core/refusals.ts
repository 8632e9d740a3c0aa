/**
 * Refusals: what a refusal is, and the ones every feature shares. Each feature names its own in
 * `shared/<feature>/refusals.ts`; the route table (shared/routes.ts) declares which of them each
 * route may answer; docs/api.md is generated from those declarations, and the integration tests fail
 * when a route answers one it does not declare.
 *
 * A refusal has a kind (the error middleware makes the status of it), the sentence the caller reads,
 * and — for refusals code reacts to — a code. A `…` in a message is filled when the refusal is
 * thrown (a file name, a number).
 */

/** The response header that carries a named refusal's code, for a client that must react to it. */
export const REFUSAL_CODE_HEADER = 'x-refusal-code';

export type ErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'too-many-requests' | 'unavailable';

export interface Refusal {
  readonly kind: ErrorKind;
  readonly message: string;
  readonly code?: string;
}

/** Every non-2xx API body (the refusal's code, when it has one, is in the `x-refusal-code` header). */
export interface ApiError {
  message: string;
}

/** A group of named refusals, its names and literal types kept. */
// Free of side effects (esbuild's annotation): a bundle that uses none of a group's refusals leaves the group out.
/* @__NO_SIDE_EFFECTS__ */
export function namedRefusals<const T extends Record<string, Refusal>>(refusals: T): T {
  return refusals;
}

/** What any route may answer, whatever it does: the gateway's and the shared middleware's refusals. */
export const COMMON = namedRefusals({
  UNAUTHORIZED: { kind: 'unauthorized', message: 'Unauthorized' },
  NOT_REGISTERED: { kind: 'forbidden', message: 'Account is not registered with the portal' },
  INACTIVE: { kind: 'forbidden', message: 'Account is inactive' },
  FORBIDDEN: { kind: 'forbidden', message: 'Forbidden' },
  INVALID_JSON: { kind: 'invalid', message: 'Request body must be valid JSON' },
  BUSY: { kind: 'conflict', message: 'Another change to the same record is in progress. Please try again.' },
  /** Requiring two-factor sign-in of the staff needs the admin's own first (else they would be locked out). */
  TWO_FACTOR_SELF_FIRST: {
    kind: 'conflict',
    message: 'Turn on two-factor sign-in for yourself first (Settings → Security), then require it of your staff',
  },
  /** An admin of a firm that requires two-factor sign-in for its staff, without it. */
  TWO_FACTOR_REQUIRED: {
    kind: 'forbidden',
    code: 'two-factor-required',
    message: "Your firm requires two-factor sign-in: turn it on in Settings → Security to work on the firm's cases and documents",
  },
  /** A staff member's session opened with an e-mail code: staff sign in with their password (and second factor). */
  STAFF_PASSWORD_SIGN_IN: {
    kind: 'forbidden',
    code: 'staff-password-sign-in',
    message: 'Staff sign in with their password (and their second factor), not with an e-mailed code: sign in again with your password',
  },
});

/**
 * A record a request names is missing. Kept together, not per feature: a route of one feature
 * answers another's (an upload answers `Case not found`, a case `Organization not found`).
 */
export const NOT_FOUND = namedRefusals({
  USER: { kind: 'not-found', message: 'User not found' },
  CLIENT: { kind: 'not-found', message: 'Client not found' },
  CASE: { kind: 'not-found', message: 'Case not found' },
  ORG: { kind: 'not-found', message: 'Organization not found', code: 'org-missing' },
  FOLDER: { kind: 'not-found', message: 'Folder not found', code: 'folder-missing' },
  DOCUMENT: { kind: 'not-found', message: 'Document not found' },
  UPLOAD_BATCH: { kind: 'not-found', message: 'Upload batch not found' },
});

/** The sentence of a refusal with its `…` filled, in order. */
export function fillMessage(message: string, parts: readonly (string | number)[]): string {
  let next = 0;
  return message.replace(/…/g, (placeholder) => (next < parts.length ? String(parts[next++]) : placeholder));
}

/** True when `message` is what `refusal` answers, its `…` standing for anything. */
export function matchesRefusal(refusal: Refusal, message: string): boolean {
  const pattern = refusal.message
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${pattern}$`).test(message);
}
