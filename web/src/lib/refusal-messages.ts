/**
 * The API's refusals in the reader's language, from their code (the `x-refusal-code` header) and
 * values (`x-refusal-values`), never from the words the server sent. The sentences, English and French,
 * are in ./refusal-sentences, loaded apart (loadRefusalSentences): the API client waits for them before
 * it throws a coded refusal, and a signed-in page loads them once idle for the rare call made without
 * the client; until they are here a coded refusal shows the server's own sentence (it answers in the
 * caller's language). An answer without a code (a field's schema rule, the gateway's own) shows its
 * server sentence in English; in French the rule as the forms say it (lib/validation-messages), else a
 * sentence of its kind (its HTTP status).
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REFUSAL_CODE_HEADER, fillMessage } from '@shared/core/refusals';
import { ApiRequestError } from './api-error';
import { currentLanguage, type Language } from './i18n';
import { validationMessage } from './validation-messages';

type RefusalSentences = typeof import('./refusal-sentences');
let sentences: RefusalSentences | undefined;
let loading: Promise<RefusalSentences> | undefined;

/** Loads the refusals' sentences (once); refusalMessage says coded refusals by them from then on. */
export function loadRefusalSentences(): Promise<RefusalSentences> {
  loading ??= import('./refusal-sentences').then((loaded) => (sentences = loaded));
  return loading;
}

/** The error of an API answer that is not OK, once the sentences are here to say it (when it names a refusal). */
export async function refusalOf(response: Pick<Response, 'status' | 'headers'>, bodyText: string): Promise<ApiRequestError> {
  if (response.headers.get(REFUSAL_CODE_HEADER)) await loadRefusalSentences().catch(() => undefined);
  return ApiRequestError.of(response, bodyText);
}

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
  const refusal = error.code ? sentences?.CODED_REFUSALS.get(error.code) : undefined;
  if (refusal) return fillMessage(language === 'fr' ? (sentences?.FRENCH_REFUSALS[refusal.code] ?? refusal.message) : refusal.message, error.values);
  if (error.code && !sentences && error.serverMessage) return error.serverMessage;
  if (language === 'en') return error.serverMessage;
  const rule = error.status === 400 ? fieldRuleInFrench(error.serverMessage) : undefined;
  if (rule) return rule;
  const generic = BY_STATUS[error.status as keyof typeof BY_STATUS];
  return generic ? i18n._(generic) : error.serverMessage === undefined ? undefined : i18n._(msg`The portal could not do this right now. Please try again in a moment.`);
}
