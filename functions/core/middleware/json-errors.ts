/**
 * Turns every thrown error into `{ "message": "..." }`. 4xx messages reach the caller; anything else
 * is logged with its stack and answered with a generic 500, so no internals leave the server.
 * A named refusal's sentence is in the caller's language: the one their request asks for
 * (`Accept-Language`, which the web app sets to its page's language), else their record's, else English.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { json } from '../http';
import { countMetric } from '../metrics';
import { METRICS } from '../../../shared/core/observability';
import { describeError, logger } from '../logger';
import { REFUSAL_CODE_HEADER, REFUSAL_VALUES_HEADER, type RefusalLanguage, encodeRefusalValues } from '../../../shared/core/refusals';
import { type ErrorKind, PortalError } from '../errors';

/** No message a caller gets is longer than this (a 4xx sentence names at most a few fields). */
export const MAX_MESSAGE_LENGTH = 500;

export function boundMessage(message: string): string {
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message;
}

/** The one place a refusal's kind becomes an HTTP status. */
export const STATUS_OF_KIND: Readonly<Record<ErrorKind, number>> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'too-many-requests': 429,
  unavailable: 503,
};

/** The first of our languages an `Accept-Language` header asks for (by weight), if any (`*` names none). */
export function languageOfAcceptLanguage(header: string | undefined): RefusalLanguage | undefined {
  const asked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return asked.find((entry): entry is typeof entry & { primary: RefusalLanguage } => entry.primary === 'en' || entry.primary === 'fr')?.primary;
}

function acceptLanguageOf(event: unknown): string | undefined {
  const headers = (event as { headers?: Record<string, string | undefined> } | undefined)?.headers;
  return headers?.['accept-language'] ?? headers?.['Accept-Language'];
}

export function jsonErrors(): middy.MiddlewareObj<unknown, APIGatewayProxyStructuredResultV2> {
  return {
    onError: async (request) => {
      const { error } = request;
      if (error instanceof PortalError) {
        const statusCode = STATUS_OF_KIND[error.kind];
        logger.info('Request refused', { statusCode, reason: boundMessage(error.message) });
        countMetric(METRICS.refusals, 1, { Kind: error.kind });
        const language = languageOfAcceptLanguage(acceptLanguageOf(request.event)) ?? error.language ?? 'en';
        // English is the sentence as thrown (a field's rule names its field); French is the refusal's own.
        const sentence = language === 'fr' && error.fr !== undefined ? error.fr : error.message;
        request.response = json(statusCode, { message: boundMessage(sentence) });
        // A named refusal's code and values travel in headers: the body stays `{ message }`.
        const headers: Record<string, string> = {};
        if (error.code) headers[REFUSAL_CODE_HEADER] = error.code;
        if (error.values && Object.keys(error.values).length > 0) headers[REFUSAL_VALUES_HEADER] = encodeRefusalValues(error.values);
        if (Object.keys(headers).length > 0) request.response.headers = { ...request.response.headers, ...headers };
        return;
      }
      logger.error('Request failed', describeError(error));
      request.response = json(500, { message: 'Internal Server Error' });
    },
  };
}
