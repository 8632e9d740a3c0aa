/**
 * The API's refusals in the reader's language, from their code (the `x-refusal-code` header) and
 * values (`x-refusal-values`), never from the words the server sent: each refusal's English and
 * French sentences are declared with it (shared/<feature>/refusals.ts, gathered in shared/refusals.ts).
 * An answer without a code (a field's schema rule, the gateway's own) shows its server sentence in
 * English; in French the rule's own French when it is one the forms know (lib/validation-messages),
 * else a sentence of its kind (its HTTP status).
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { refusalSentence } from '@shared/core/refusals';
import { REFUSALS_BY_CODE } from '@shared/refusals';
import { ApiRequestError } from './api-error';
import { currentLanguage, type Language } from './i18n';
import { validationMessage } from './validation-messages';

/** What a refusal without a code says in French, by its status. */
const BY_STATUS = {
  400: msg`The request was refused: check what was entered and try again.`,
  401: msg`Your session has ended. Please sign in again.`,
  403: msg`You do not have access to this.`,
  404: msg`Not found.`,
  409: msg`This could not be done now. Please reload and try again.`,
  413: msg`This is too large to send.`,
  429: msg`Too many requests. Please wait a moment and try again.`,
} as const;

/** A field's schema rule (`caseName: Case name is required`) in French, when the forms say it so. */
function fieldRuleInFrench(message: string | undefined): string | undefined {
  const rule = message?.replace(/^[\w.[\]]+: /, '');
  if (!rule) return undefined;
  const said = validationMessage(i18n, rule);
  return said === rule ? undefined : said;
}

/** The sentence of a refusal, or undefined when `error` is no API refusal or says nothing. */
export function refusalMessage(error: unknown, language: Language = currentLanguage()): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const refusal = error.code ? REFUSALS_BY_CODE.get(error.code) : undefined;
  if (refusal) return refusalSentence(refusal, language, error.values);
  if (language === 'en') return error.serverMessage;
  const rule = error.status === 400 ? fieldRuleInFrench(error.serverMessage) : undefined;
  if (rule) return rule;
  const generic = BY_STATUS[error.status as keyof typeof BY_STATUS];
  return generic ? i18n._(generic) : error.serverMessage === undefined ? undefined : i18n._(msg`The portal could not do this right now. Please try again in a moment.`);
}
