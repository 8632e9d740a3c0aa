import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { authErrorName } from '@/lib/auth';
import { currentLanguage } from '@/lib/i18n';

/**
 * Why the identity provider refused: its own sentence in English; in French a sentence of its kind
 * (a wrong or expired code, too many tries), never the provider's English words.
 */
export function messageOf(error: unknown): string {
  if (currentLanguage() === 'en' && error instanceof Error && error.message) return error.message;
  const name = authErrorName(error);
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') return i18n._(msg`This code is not right. Enter the code your app shows now.`);
  if (name === 'ExpiredCodeException') return i18n._(msg`This code has expired. Enter the code your app shows now.`);
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException') return i18n._(msg`Too many attempts. Please wait a moment and try again.`);
  return i18n._(msg`Please try again.`);
}
