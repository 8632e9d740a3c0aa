/**
 * The password policy the local stack's cognito-local server applies (local/cognito-pool-rules.ts),
 * with the policy the pool is made with (shared/user-pool.ts, as bootstrap-user-pool.ts writes it).
 */
import { passwordPolicyRefusal, temporaryPassword } from './cognito-pool-rules';
import { PASSWORD_POLICY } from '../shared/auth/user-pool';

const poolPolicy = {
  MinimumLength: PASSWORD_POLICY.minLength,
  RequireLowercase: PASSWORD_POLICY.requireLowercase,
  RequireUppercase: PASSWORD_POLICY.requireUppercase,
  RequireNumbers: PASSWORD_POLICY.requireDigits,
  RequireSymbols: PASSWORD_POLICY.requireSymbols,
};

it.each([
  ['lowercase1', 'Password must have uppercase characters'],
  ['UPPERCASE1', 'Password must have lowercase characters'],
  ['NoDigitsHere', 'Password must have numeric characters'],
  ['Sh0rt', 'Password not long enough'],
])('refuses %s with Cognito’s words (%s)', (password, rule) => {
  expect(passwordPolicyRefusal(password, poolPolicy)).toBe(`Password did not conform with policy: ${rule}`);
});

it('takes a password with every kind the policy asks for, and asks symbols only of a policy that wants them', () => {
  expect(passwordPolicyRefusal('Demo!Pass123', poolPolicy)).toBeUndefined();
  expect(passwordPolicyRefusal('DemoPass123', poolPolicy)).toBeUndefined();
  expect(passwordPolicyRefusal('DemoPass123', { ...poolPolicy, RequireSymbols: true })).toBe('Password did not conform with policy: Password must have symbol characters');
  expect(passwordPolicyRefusal('Demo Pass123', { ...poolPolicy, RequireSymbols: true })).toBeUndefined();
});

it('makes temporary passwords the policy takes, even one that asks for symbols and length', () => {
  const strict = { ...poolPolicy, RequireSymbols: true, MinimumLength: 16 };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    expect(passwordPolicyRefusal(temporaryPassword(strict), strict)).toBeUndefined();
  }
  expect(new Set(Array.from({ length: 20 }, () => temporaryPassword(poolPolicy))).size).toBe(20);
});
