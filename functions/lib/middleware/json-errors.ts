/**
 * Turns every thrown error into `{ "message": "..." }`. 4xx messages reach the caller; anything else
 * is logged with its stack and answered with a generic 500, so no internals leave the server.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isHttpError, json } from '../http';
import { describeError, logger } from '../logger';

/** No message a caller gets is longer than this (a 4xx sentence names at most a few fields). */
export const MAX_MESSAGE_LENGTH = 500;

export function boundMessage(message: string): string {
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message;
}

export function jsonErrors(): middy.MiddlewareObj<unknown, APIGatewayProxyStructuredResultV2> {
  return {
    onError: async (request) => {
      const { error } = request;
      if (isHttpError(error) && error.statusCode < 500) {
        const message = boundMessage(error.message);
        logger.info('Request refused', { statusCode: error.statusCode, reason: message });
        request.response = json(error.statusCode, { message });
        return;
      }
      logger.error('Request failed', describeError(error));
      request.response = json(500, { message: 'Internal Server Error' });
    },
  };
}
