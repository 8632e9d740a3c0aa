/** The password policy in words (shared/user-pool.ts): the hint of every new-password field says each rule. */
import { PASSWORD_POLICY, describePasswordPolicy } from '../../../shared/auth/user-pool';

it('names every rule of the deployed policy', () => {
  expect(describePasswordPolicy()).toBe('At least 8 characters, with an upper-case letter, a lower-case letter and a number.');
  expect(describePasswordPolicy(PASSWORD_POLICY)).toBe(describePasswordPolicy());
});

it('follows the policy it is given', () => {
  const none = { minLength: 6, requireLowercase: false, requireUppercase: false, requireDigits: false, requireSymbols: false };
  expect(describePasswordPolicy(none)).toBe('At least 6 characters.');
  expect(describePasswordPolicy({ ...none, requireSymbols: true })).toBe('At least 6 characters, with a symbol.');
  expect(describePasswordPolicy({ ...none, minLength: 12, requireDigits: true, requireSymbols: true })).toBe(
    'At least 12 characters, with a number and a symbol.',
  );
});
