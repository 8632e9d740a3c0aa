/**
 * Refusals: what a refusal is, and the ones every feature shares. Each feature names its own in
 * `shared/<feature>/refusals.ts`; the route table (shared/routes.ts) declares which of them each
 * route may answer; docs/api.md is generated from those declarations, and the integration tests fail
 * when a route answers one it does not declare.
 *
 * A refusal has a kind (the error middleware makes the status of it), a code (the `x-refusal-code`
 * header: what a client reacts to, and what it says the refusal in its reader's language by), and
 * its English sentence (the answer's `{ message }`). A sentence's `{name}` placeholders are the
 * refusal's `values`, filled when it is thrown (a file name, a size) and sent beside the code
 * (`x-refusal-values`), so a client can say the sentence with them in its reader's language. The
 * French sentences are the web's (web/src/lib/refusal-messages.ts), kept out of the functions'
 * bundles. shared/refusals.ts gathers every group; web/src/lib/refusal-messages.test.tsx fails on a
 * refusal without its French, or whose sentences do not name its values.
 */
/** The response header that carries a refusal's code. */
export const REFUSAL_CODE_HEADER = 'x-refusal-code';

/**
 * The response header that carries a refusal's values, when it has any, as a query string
 * (`fileName=fake.pdf&extension=pdf`): percent-encoded, so any file name fits in a header.
 */
export const REFUSAL_VALUES_HEADER = 'x-refusal-values';

export type ErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'too-many-requests' | 'unavailable';

export interface Refusal {
  readonly kind: ErrorKind;
  /** Stable, lower-case words with dashes; unique across the API. */
  readonly code: string;
  /** The English sentence (the spec's words), its values as `{name}`. */
  readonly message: string;
  /** The names of the values its sentence carries, when it carries any. */
  readonly values?: readonly string[];
}

/** What a refusal's values are filled with when it is thrown. */
export type RefusalValues = Readonly<Record<string, string | number>>;

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
  UNAUTHORIZED: { kind: 'unauthorized', code: 'unauthorized', message: 'Unauthorized' },
  NOT_REGISTERED: {
    kind: 'forbidden',
    code: 'not-registered',
    message: 'Account is not registered with the portal',
  },
  INACTIVE: { kind: 'forbidden', code: 'account-inactive', message: 'Account is inactive' },
  FORBIDDEN: { kind: 'forbidden', code: 'forbidden', message: 'Forbidden' },
  INVALID_JSON: { kind: 'invalid', code: 'invalid-json', message: 'Request body must be valid JSON' },
  BUSY: {
    kind: 'conflict',
    code: 'busy',
    message: 'Another change to the same record is in progress. Please try again.',
  },
  /** Requiring two-factor sign-in of the staff needs the admin's own first (else they would be locked out). */
  TWO_FACTOR_SELF_FIRST: {
    kind: 'conflict',
    code: 'two-factor-self-first',
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
  USER: { kind: 'not-found', code: 'user-missing', message: 'User not found' },
  CLIENT: { kind: 'not-found', code: 'client-missing', message: 'Client not found' },
  CASE: { kind: 'not-found', code: 'case-missing', message: 'Case not found' },
  ORG: { kind: 'not-found', code: 'org-missing', message: 'Organization not found' },
  FOLDER: { kind: 'not-found', code: 'folder-missing', message: 'Folder not found' },
  DOCUMENT: { kind: 'not-found', code: 'document-missing', message: 'Document not found' },
  UPLOAD_BATCH: { kind: 'not-found', code: 'upload-batch-missing', message: 'Upload batch not found' },
});

/** A list's cursor that is not one this caller was given for this list (shared/core/pagination.ts). */
export const PAGINATION = namedRefusals({
  INVALID_CURSOR: { kind: 'invalid', code: 'invalid-cursor', message: 'Invalid cursor' },
});

const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders of a sentence, in order of appearance (each once). */
export function placeholdersOf(sentence: string): string[] {
  return [...new Set([...sentence.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** A sentence with its `{name}` placeholders filled; one without a value is left as `…`. */
export function fillMessage(sentence: string, values: RefusalValues = {}): string {
  return sentence.replace(PLACEHOLDER, (_, name: string) => (values[name] === undefined ? '…' : String(values[name])));
}

/** A refusal's values as the `x-refusal-values` header carries them; each value is clipped to `maxLength`. */
export function encodeRefusalValues(values: RefusalValues, maxLength = 200): string {
  return new URLSearchParams(Object.entries(values).map(([name, value]): [string, string] => [name, String(value).slice(0, maxLength)])).toString();
}

/** The values of an `x-refusal-values` header (none for no header). */
export function decodeRefusalValues(header: string | null | undefined): Record<string, string> {
  return header ? Object.fromEntries(new URLSearchParams(header)) : {};
}

/** True when `message` is what `refusal` answers, its `{name}` standing for anything. */
export function matchesRefusal(refusal: Refusal, message: string): boolean {
  const pattern = refusal.message
    .split(PLACEHOLDER)
    // split() with a capturing group puts the names at odd indexes: each stands for any text.
    .map((part, index) => (index % 2 === 1 ? '[\\s\\S]*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`).test(message);
}
