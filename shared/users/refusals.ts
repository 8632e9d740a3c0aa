/** What the users routes refuse, and what the identity provider's refusals become. */
import { namedRefusals } from '../core/refusals';

export const USERS = namedRefusals({
  EMAIL_TAKEN: { kind: 'conflict', code: 'email-taken', message: 'A user with this email already exists' },
  USER_TAKEN: { kind: 'conflict', code: 'user-taken', message: 'User already exists' },
  USER_CHANGED: { kind: 'conflict', code: 'user-changed', message: 'This user was changed by someone else. Please reload and try again.' },
  LAST_ADMIN: { kind: 'conflict', code: 'last-admin', message: 'An organization must keep at least one active admin' },
  EMAIL_NOT_VERIFIED: {
    kind: 'conflict',
    code: 'email-not-verified',
    message: 'The new e-mail address is not verified yet: enter the code that was sent to it first',
  },
});

/** What the identity provider's refusals become (by its error name); anything else is UNAVAILABLE. */
export const IDENTITY = namedRefusals({
  NO_SIGN_IN: {
    kind: 'not-found',
    code: 'identity-no-sign-in',
    message: 'This user has no sign-in with the identity provider',
  },
  REFUSED: {
    kind: 'conflict',
    code: 'identity-refused',
    message: 'The identity provider refused this change for this user',
  },
  EMAIL_TAKEN: USERS.EMAIL_TAKEN,
  INVALID_VALUE: {
    kind: 'invalid',
    code: 'identity-invalid-value',
    message: 'The identity provider refused a value of this request: check the email and name',
  },
  TOO_MANY_REQUESTS: {
    kind: 'too-many-requests',
    code: 'identity-busy',
    message: 'Too many requests to the identity provider. Please wait a moment and try again.',
  },
  UNAVAILABLE: {
    kind: 'unavailable',
    code: 'identity-unavailable',
    message: 'The identity provider is not available right now. Please try again in a moment.',
  },
});
