/**
 * Tags every log line of the invocation with its request id and a correlation id (the caller's
 * `x-correlation-id` when it sends a sane one, else the request id), gives the correlation id back
 * in the answer, and logs the outcome.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { CORRELATION_HEADER } from '../../../shared/core/observability';
import { logger, setRequestId } from '../logger';

const SANE_CORRELATION_ID = /^[\w.:-]{1,128}$/;

export function correlationIdOf(event: APIGatewayProxyEventV2, requestId: string): string {
  const sent = event.headers?.[CORRELATION_HEADER];
  return sent && SANE_CORRELATION_ID.test(sent) ? sent : requestId;
}

export function requestLogging(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  let correlationId = '';
  return {
    before: async (request) => {
      const requestId = request.event.requestContext?.requestId ?? request.context.awsRequestId;
      correlationId = correlationIdOf(request.event, requestId);
      setRequestId(requestId, correlationId);
    },
    after: async (request) => {
      if (request.response) request.response.headers = { ...request.response.headers, [CORRELATION_HEADER]: correlationId };
      logger.info('Request handled', {
        routeKey: request.event.routeKey,
        statusCode: request.response?.statusCode,
      });
    },
    // After the error middleware made the answer: it carries the correlation id too.
    onError: async (request) => {
      if (request.response) request.response.headers = { ...request.response.headers, [CORRELATION_HEADER]: correlationId };
    },
  };
}
