/**
 * Why a request is refused, as error classes. Domain code and repositories throw these — usually
 * through `refusal(NAMED)` with a refusal named in shared/refusals.ts — and know nothing of HTTP;
 * the error middleware (middleware/json-errors.ts) is the one place that turns a kind into a status. Code that reacts to a refusal checks its class or its `code`, never its words.
 */
import { type ErrorKind, fillMessage, type Refusal, type RefusalValues } from '../../shared/core/refusals';

export type { ErrorKind, Refusal };

/** Every refusal the portal answers with: its message reaches the caller. */
export abstract class PortalError extends Error {
  abstract readonly kind: ErrorKind;
  /** Set when the refusal was named (a {@link Refusal}): what the caller reads it by. */
  code?: string;
  /** The values its sentence names (a file name, a size): sent beside the code, for a client to say it in its reader's language. */
  values?: RefusalValues;
  /**
   * What the answer's body says beside its `message`, when one sentence cannot say it all (a
   * submission's every missing answer and gap): plain data, never internals.
   */
  details?: Readonly<Record<string, unknown>>;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request breaks a rule (a field, a file, a batch). */
export class InvalidInputError extends PortalError {
  readonly kind = 'invalid';
}
/** No valid token. */
export class UnauthorizedError extends PortalError {
  readonly kind = 'unauthorized';
}
/** The caller may not do this (wrong role, inactive or unknown account). */
export class ForbiddenError extends PortalError {
  readonly kind = 'forbidden';
}
/** The thing does not exist, or is not the caller's to see. */
export class NotFoundError extends PortalError {
  readonly kind = 'not-found';
}
/** The request collides with the current state (taken names, concurrent changes, a state that forbids it). */
export class ConflictError extends PortalError {
  readonly kind = 'conflict';
}
/** The request is larger than this path accepts. */
export class PayloadTooLargeError extends PortalError {
  readonly kind = 'too-large';
}
/** A provider asks us to slow down. */
export class TooManyRequestsError extends PortalError {
  readonly kind = 'too-many-requests';
}
/** A provider (identity, storage) cannot answer now. */
export class ProviderUnavailableError extends PortalError {
  readonly kind = 'unavailable';
}

const CLASS_OF_KIND: Record<ErrorKind, new (message: string) => PortalError> = {
  invalid: InvalidInputError,
  unauthorized: UnauthorizedError,
  forbidden: ForbiddenError,
  'not-found': NotFoundError,
  conflict: ConflictError,
  'too-large': PayloadTooLargeError,
  'too-many-requests': TooManyRequestsError,
  unavailable: ProviderUnavailableError,
};

/** What a refusal is thrown with: the values its `values` names, or nothing when it names none. */
type ValuesOf<R extends Refusal> = R extends { readonly values: readonly (infer Name extends string)[] } ? [values: Readonly<Record<Name, string | number>>] : [];

/** The error for a named refusal (shared/<feature>/refusals.ts), its English sentence filled with its values, carrying its code. */
export function refusal<R extends Refusal>(named: R, ...given: ValuesOf<R>): PortalError {
  const values = (given as RefusalValues[])[0];
  const error = new CLASS_OF_KIND[named.kind](fillMessage(named.message, values));
  error.code = named.code;
  if (values) error.values = values;
  return error;
}

/** The refusal with what its body lists beside the message (`{ message, ...details }`). */
export function withDetails(error: PortalError, details: Readonly<Record<string, unknown>>): PortalError {
  error.details = details;
  return error;
}

/** True when `error` is one of these named refusals. */
export function isRefusal(error: unknown, ...named: Refusal[]): error is PortalError {
  return error instanceof PortalError && error.code !== undefined && named.some((one) => one.code === error.code);
}
