import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import type { PasswordPair } from './password-pair-fields';

/** The hint under the auth page's new-password fields. */
export const PASSWORD_HINT = 'At least 8 characters.';

/** The auth page's password rules (spec section 5): first the match, then the length. */
export function passwordProblem({ password, confirmPassword }: PasswordPair): string | null {
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters long';
  return null;
}
