/** Minimal HTTP API v2 events and Lambda contexts for calling handlers directly in unit tests. */
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteDefinition } from '../../../shared/core/route-definition';

export interface EventOptions {
  routeKey?: string;
  pathParameters?: Record<string, string>;
  queryStringParameters?: Record<string, string>;
  body?: string;
  claims?: Record<string, string | number>;
  /** More request headers (lower-case names, as API Gateway gives them). */
  headers?: Record<string, string>;
}

export function accessClaims(sub: string): Record<string, string | number> {
  return { sub, token_use: 'access', client_id: 'test-client', username: sub };
}

export function routeEvent(options: EventOptions = {}): APIGatewayProxyEventV2WithJWTAuthorizer {
  const routeKey = options.routeKey ?? 'GET /v1/test';
  return {
    version: '2.0',
    routeKey,
    rawPath: routeKey.split(' ')[1] ?? '/',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...options.headers },
    pathParameters: options.pathParameters,
    queryStringParameters: options.queryStringParameters,
    body: options.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: routeKey.split(' ')[0] ?? 'GET', path: '/', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: options.headers?.['user-agent'] ?? 'jest' },
      requestId: 'test-request',
      routeKey,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: options.claims ?? {}, scopes: [] } },
    },
  };
}

export const lambdaContext = {
  awsRequestId: 'test-request',
  functionName: 'test',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

export type RouteHandler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export interface CallOptions extends Omit<EventOptions, 'claims' | 'body'> {
  /** Who calls: the `sub` of a valid access token. Omit for a request without claims. */
  as?: { userId: string };
  /** Sent as JSON unless it is a string already. */
  body?: unknown;
}

/** Calls a handler as API Gateway would and returns the status and the parsed JSON answer. */
export async function callRoute(handler: RouteHandler, options: CallOptions = {}) {
  const { as, body, ...event } = options;
  const response = await handler(
    routeEvent({
      ...event,
      claims: as ? accessClaims(as.userId) : {},
      body: body === undefined || typeof body === 'string' ? body : JSON.stringify(body),
    }),
    lambdaContext,
  );
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(response.body ?? '{}') };
}

/** A route-table entry for a handler written in a test (only what defineRoute reads matters). */
export function testRoute<const R extends Partial<RouteDefinition> & Pick<RouteDefinition, 'access'>>(
  overrides: R,
): R & Omit<RouteDefinition, keyof R> {
  return { id: 'testRoute', method: 'POST', path: '/v1/test', handler: 'test.ts', summary: 'A route of a test', ...overrides } as R &
    Omit<RouteDefinition, keyof R>;
}
