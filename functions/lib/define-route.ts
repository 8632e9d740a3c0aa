/**
 * The one way to write a route handler: declare who may call it and the shapes of its input; the
 * shared middy stack parses, validates, authorizes and maps errors, and the handler only answers.
 *
 *   export const handler = defineRoute(
 *     { access: 'signedIn', params: z.object({ userId: idSchema }) },
 *     async ({ caller, params }) => ok({ Item: await findUser(caller, params.userId) }),
 *   );
 */
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { z } from 'zod';
import type { RouteAccess } from '../../shared/routes';
import { type Caller, resolveCaller } from './caller';
import { httpError } from './http';
import { jsonErrors } from './middleware/json-errors';
import { requestLogging } from './middleware/request-logging';

type AnySchema = z.ZodType;
type Infer<S> = S extends AnySchema ? z.infer<S> : undefined;

export interface RouteOptions<P, Q, B> {
  access: RouteAccess;
  params?: P;
  query?: Q;
  body?: B;
}

export interface RouteInput<A extends RouteAccess, P, Q, B> {
  caller: A extends 'public' ? Caller | undefined : Caller;
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  event: APIGatewayProxyEventV2WithJWTAuthorizer;
}

export type RouteEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type RouteResult = APIGatewayProxyStructuredResultV2;

/** How many unknown fields a message names, and how much of each name, at most. */
const MAX_NAMED_FIELDS = 3;
const MAX_FIELD_NAME = 40;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** `a, b, c and 999997 more`: a bounded sentence, whatever a caller sends. */
export function nameFields(names: readonly string[]): string {
  const named = names.slice(0, MAX_NAMED_FIELDS).map((name) => clip(name, MAX_FIELD_NAME)).join(', ');
  const rest = names.length - MAX_NAMED_FIELDS;
  return rest > 0 ? `${named} and ${rest} more` : named;
}

/** The first problem in words a person can act on, naming the field. */
export function describeIssue(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${where}`;
  const field = clip(issue.path.map(String).join('.'), MAX_FIELD_NAME * 2);
  if (issue.code === 'unrecognized_keys') return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${nameFields(issue.keys)}`;
  // Not zod's "Invalid input: expected object, received array": say what the request must be.
  if (issue.code === 'invalid_type' && issue.path.length === 0) return `Request ${where} must be a JSON object`;
  return field ? `${field}: ${issue.message}` : issue.message;
}

function validate<S>(schema: S | undefined, value: unknown, where: string): Infer<S> {
  if (schema === undefined) return undefined as Infer<S>;
  const result = (schema as AnySchema).safeParse(value);
  if (!result.success) throw httpError(400, describeIssue(result.error, where));
  return result.data as Infer<S>;
}

function parseBody(event: RouteEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw httpError(400, 'Request body must be valid JSON');
  }
}

function checkAccess(access: RouteAccess, caller: Caller): void {
  if (access === 'admin' && caller.userType !== 'admin') throw httpError(403, 'Forbidden');
  if (access === 'client' && caller.userType !== 'client') throw httpError(403, 'Forbidden');
}

/** What a route accepts and who may call it, readable from the handler (docs, samples, tests). */
export interface RouteContract {
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

export type RouteHandler = ((event: RouteEvent, context: Context) => Promise<RouteResult>) & { contract: RouteContract };

export function defineRoute<A extends RouteAccess, P extends AnySchema | undefined = undefined, Q extends AnySchema | undefined = undefined, B extends AnySchema | undefined = undefined>(
  options: RouteOptions<P, Q, B> & { access: A },
  answer: (input: RouteInput<A, P, Q, B>) => Promise<RouteResult>,
): RouteHandler {
  const core = async (event: RouteEvent): Promise<RouteResult> => {
    const caller = options.access === 'public' ? undefined : await resolveCaller(event);
    if (caller) checkAccess(options.access, caller);
    const params = validate(options.params, event.pathParameters ?? {}, 'path');
    const query = validate(options.query, event.queryStringParameters ?? {}, 'query');
    const body = validate(options.body, parseBody(event), 'body');
    return answer({ caller, params, query, body, event } as RouteInput<A, P, Q, B>);
  };
  const handler = middy<RouteEvent, RouteResult>().use(requestLogging()).use(jsonErrors()).handler(core);
  const contract: RouteContract = { access: options.access, params: options.params, query: options.query, body: options.body };
  return Object.assign(handler, { contract });
}
