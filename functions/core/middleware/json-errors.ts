/**
 * Turns every thrown error into `{ "message": "..." }`. 4xx messages reach the caller; anything else
 * is logged with its stack and answered with a generic 500, so no internals leave the server.
 * A named refusal's code and values travel in headers, for a client to say it in its reader's language.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { json } from '../http';
import { countMetric } from '../metrics';
import { METRICS } from '../../../shared/core/observability';
import { describeError, logger } from '../logger';
import { REFUSAL_CODE_HEADER, REFUSAL_VALUES_HEADER, encodeRefusalValues } from '../../../shared/core/refusals';
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

export function jsonErrors(): middy.MiddlewareObj<unknown, APIGatewayProxyStructuredResultV2> {
  return {
    onError: async (request) => {
      const { error } = request;
      if (error instanceof PortalError) {
        const statusCode = STATUS_OF_KIND[error.kind];
        const message = boundMessage(error.message);
        logger.info('Request refused', { statusCode, reason: message });
        countMetric(METRICS.refusals, 1, { Kind: error.kind });
        // Details (a submission's every problem) beside the message; the message is always the sentence.
        request.response = json(statusCode, { ...error.details, message });
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
