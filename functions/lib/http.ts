/** HTTP helpers: typed errors (turned into `{ message }` by the error middleware) and JSON responses. */
import { createError } from '@middy/util';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpError = Error & { statusCode: number; expose: boolean };

/** A typed HTTP error; messages of 4xx reach the caller, messages of 5xx never do. */
export function httpError(statusCode: number, message: string): HttpError {
  return createError(statusCode, message) as HttpError;
}

export function isHttpError(error: unknown): error is HttpError {
  return (
    error instanceof Error &&
    typeof (error as Partial<HttpError>).statusCode === 'number'
  );
}

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;

export function json(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { ...JSON_HEADERS }, body: JSON.stringify(body) };
}

export const ok = (body: unknown) => json(200, body);
export const created = (body: unknown) => json(201, body);
