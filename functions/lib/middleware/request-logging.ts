/** Tags every log line of the invocation with its request id and logs the outcome. */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { logger, setRequestId } from '../logger';

export function requestLogging(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    before: async (request) => {
      setRequestId(request.event.requestContext?.requestId ?? request.context.awsRequestId);
    },
    after: async (request) => {
      logger.info('Request handled', {
        routeKey: request.event.routeKey,
        statusCode: request.response?.statusCode,
      });
    },
  };
}
