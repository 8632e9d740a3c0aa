/**
 * The identity provider's (Cognito's) refusals in the reader's language, by the error's name. Cognito
 * writes its refusals in English: the English page shows them as they come (the words of today), the
 * French page the sentence below for each refusal the auth forms and the account page meet. A
 * refusal not listed keeps Cognito's words (or the form's fallback sentence).
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { authErrorName } from './auth';
import { SOURCE_LANGUAGE } from './i18n';

/** Each refusal by its name; the English is Cognito's usual sentence for it. */
export const PROVIDER_REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  UsernameExistsException: msg`An account with the given email already exists.`,
  InvalidPasswordException: msg`Password did not conform with policy.`,
  InvalidParameterException: msg`Invalid parameters: check what was entered and try again.`,
  CodeMismatchException: msg`Invalid verification code provided, please try again.`,
  ExpiredCodeException: msg`Invalid code provided, please request a code again.`,
  LimitExceededException: msg`Attempt limit exceeded, please try after some time.`,
  TooManyRequestsException: msg`Too many requests, please try after some time.`,
  TooManyFailedAttemptsException: msg`Too many failed attempts, please try after some time.`,
  UserNotConfirmedException: msg`User is not confirmed.`,
  CodeDeliveryFailureException: msg`The code could not be sent. Please try again.`,
};

/** NotAuthorizedException also says why a right password cannot sign in now: by its words. */
const ACCOUNT_STATES: readonly [RegExp, MessageDescriptor][] = [
  [/attempts exceeded/i, msg`Password attempts exceeded`],
  [/disabled/i, msg`User is disabled.`],
  [/expired/i, msg`Temporary password has expired and must be reset by an administrator.`],
];

/** The provider's refusal in the reader's language, or undefined to show its own words (English, or not listed). */
export function providerMessage(error: unknown): string | undefined {
  if (i18n.locale === SOURCE_LANGUAGE) return undefined;
  const name = authErrorName(error);
  if (!name) return undefined;
  if (name === 'NotAuthorizedException') {
    const words = error instanceof Error ? error.message : '';
    const state = ACCOUNT_STATES.find(([pattern]) => pattern.test(words));
    return state ? i18n._(state[1]) : undefined;
  }
  const refusal = PROVIDER_REFUSALS[name];
  return refusal ? i18n._(refusal) : undefined;
}
