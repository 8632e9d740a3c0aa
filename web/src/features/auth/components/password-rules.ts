import { MIN_PASSWORD_LENGTH } from '@shared/constants';

/** The auth page's password rules (spec section 5): first the match, then the length. */
export function passwordProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return 'Password must be at least 8 characters long';
  return null;
}
