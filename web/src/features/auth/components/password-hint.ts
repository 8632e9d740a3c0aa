import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { PASSWORD_POLICY, type PasswordPolicy } from '@shared/auth/user-pool';

/**
 * The hint under every new-password field (sign-up, reset, first sign-in), in the language of `i18n`:
 * each rule of the user pool's policy, from the definition the pool is deployed with, so the hint says
 * what the pool refuses. In English it is describePasswordPolicy()'s sentence word for word (a test
 * checks it), e.g. "At least 8 characters, with an upper-case letter, a lower-case letter and a number."
 */
export function passwordHint(i18n: I18n, policy: PasswordPolicy = PASSWORD_POLICY): string {
  const needs = [
    policy.requireUppercase ? i18n._(msg`an upper-case letter`) : undefined,
    policy.requireLowercase ? i18n._(msg`a lower-case letter`) : undefined,
    policy.requireDigits ? i18n._(msg`a number`) : undefined,
    policy.requireSymbols ? i18n._(msg`a symbol`) : undefined,
  ].filter((need): need is string => need !== undefined);
  const minLength = policy.minLength;
  if (needs.length === 0) return i18n._(msg`${plural(minLength, { one: 'At least # character.', other: 'At least # characters.' })}`);
  const [last = ''] = needs.slice(-1);
  // Named first: Lingui's extractor cannot read a spread inside the call itself.
  const pair: MessageDescriptor = { ...msg`{first} and {last}`, values: { first: needs.slice(0, -1).join(', '), last } };
  const list = needs.length > 1 ? i18n._(pair) : last;
  return i18n._(msg`${plural(minLength, { one: `At least # character, with ${list}.`, other: `At least # characters, with ${list}.` })}`);
}
