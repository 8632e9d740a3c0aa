/**
 * The one way to write a route handler: its route-table entry (shared/<feature>/routes.ts, gathered in shared/routes.ts) declares who may
 * call it and the schemas of its path, query and body; the shared middy stack parses, validates,
 * authorizes and maps errors, and the handler only answers.
 *
 *   export const handler = defineRoute(userRoutes.getUser, async ({ caller, params }) =>
 *     ok({ Item: await findUser(caller, params.userId) }),
 *   );
 *
 * A route whose answer needs records whatever the caller turns out to be (a case, an upload batch)
 * may read them while the caller's record is read, one round trip earlier (`readAhead`, below).
 */
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import * as z from 'zod/mini';
import { type Answer, type PathParamName, type RouteAccess, type RouteDefinition, pathParamsSchema, staffTwoFactorApplies } from '../../shared/core/route-definition';
import { type Caller, resolveCaller } from './caller';
import { jsonErrors } from './middleware/json-errors';
import { requestLogging } from './middleware/request-logging';
import { InvalidInputError, PortalError, refusal } from './errors';
import { recordNotedActivity, setActivityCaller, withRequestActivity, type RequestActivityInput } from './activity/request-activity';
import { COMMON, type Refusal } from '../../shared/core/refusals';
import type { JsonResult } from './http';
import { describeError, logger } from './logger';
import { requireStaffPasswordSignIn } from './staff-sign-in';
import { requireStaffTwoFactor } from './staff-two-factor';

type AnySchema = z.ZodMiniType;

type Infer<S> = S extends AnySchema ? z.output<S> : undefined;

export interface RouteInput<R extends RouteDefinition> {
  caller: R['access'] extends 'public' ? Caller | undefined : Caller;
  params: Record<PathParamName<R['path']>, string>;
  query: Infer<R['query']>;
  body: Infer<R['body']>;
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
export function describeIssue(error: z.core.$ZodError, where: string): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${where}`;
  const field = clip(issue.path.map(String).join('.'), MAX_FIELD_NAME * 2);
  if (issue.code === 'unrecognized_keys') {
    // Inside a nested object the field is named with its path: `profile.userType`.
    const keys = field ? issue.keys.map((key) => `${field}.${key}`) : issue.keys;
    return `Unknown field${keys.length > 1 ? 's' : ''}: ${nameFields(keys)}`;
  }
  // Not zod's "Invalid input: expected object, received array": say what the request must be.
  if (issue.code === 'invalid_type' && issue.path.length === 0) return `Request ${where} must be a JSON object`;
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * The input as its schema reads it, or the refusal of its first problem. A schema rule whose message
 * is a refusal the route declares (e.g. `language: z.enum(…, { error: SETTINGS.LANGUAGE_NOT_OFFERED.message })`)
 * answers with that refusal's code, so a client can react to it (or say it in its own words).
 */
function validate<S>(schema: S | undefined, value: unknown, where: string, declared: readonly Refusal[]): Infer<S> {
  if (schema === undefined) return undefined as Infer<S>;
  const result = (schema as AnySchema).safeParse(value);
  if (!result.success) {
    const error = new InvalidInputError(describeIssue(result.error, where));
    const issueMessage = result.error.issues[0]?.message;
    error.code = declared.find((named) => named.kind === 'invalid' && named.message === issueMessage)?.code;
    throw error;
  }
  return result.data as Infer<S>;
}

function parseBody(event: RouteEvent): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refusal(COMMON.INVALID_JSON);
  }
}

/**
 * The route's role, then — for an admin, whatever the route's access — a session of the password app
 * client (functions/core/staff-sign-in.ts: never one opened with an e-mailed code), and the firm's
 * two-factor rule (functions/core/staff-two-factor.ts) except on the calls the route's entry exempts.
 */
async function checkAccess(route: RouteDefinition, caller: Caller, event: RouteEvent): Promise<void> {
  if (route.access === 'admin' && caller.userType !== 'admin') throw refusal(route.otherRoleRefusal ?? COMMON.FORBIDDEN);
  if (route.access === 'client' && caller.userType !== 'client') throw refusal(route.otherRoleRefusal ?? COMMON.FORBIDDEN);
  requireStaffPasswordSignIn(caller, event);
  if (caller.userType !== 'admin' || !staffTwoFactorApplies(route)) return;
  if (route.staffTwoFactor === 'ownRecord' && event.pathParameters?.userId === caller.userId) return;
  await requireStaffTwoFactor(caller);
}

/** A request that fails after noting is recorded as failed; a record that cannot be written then changes nothing of the answer. */
async function recordFailure(): Promise<void> {
  await recordNotedActivity('failed').catch((error: unknown) => logger.error('activity record of a failed request not written', describeError(error)));
}

/** The request's activity scope: its route and where it came from. */
function activityInputOf(routeId: string, records: boolean, event: RouteEvent): RequestActivityInput {
  const http = event.requestContext?.http;
  return {
    routeId,
    records,
    source: { ip: http?.sourceIp, userAgent: http?.userAgent },
    requestId: event.requestContext?.requestId,
  };
}

/** What a route accepts and who may call it (from its route-table entry): docs, samples, tests. */
export interface RouteContract {
  access: RouteAccess;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
}

/** A route's contract as its table entry declares it. */
export function contractOf(route: RouteDefinition): RouteContract {
  return { access: route.access, params: pathParamsSchema(route), query: route.query, body: route.body };
}

export type RouteHandler = ((event: RouteEvent, context: Context) => Promise<RouteResult>) & { route: RouteDefinition; contract: RouteContract };

/** The body a route declares it answers with. */
export type AnswerBody<R extends RouteDefinition> = R['answer'] extends Answer<infer Body> ? Body : never;

/**
 * Reads a route starts while the caller's record is read: given the path parameters (only when they
 * are valid) and the verified token's user id, it may READ records, never write. Its result reaches
 * the answer only once the caller is authorized (role, two-factor rule) and the whole input is valid,
 * so the authorization order is kept: before that nothing is answered from it, a refused caller
 * learns nothing of it, and its failure is thrown only after the caller's own refusals.
 */
export type ReadAhead<R extends RouteDefinition, T> = (input: { params: Record<PathParamName<R['path']>, string>; userId: string }) => Promise<T>;

export interface RouteOptions<R extends RouteDefinition, T> {
  readAhead?: ReadAhead<R, T>;
}

/** Starts the route's read-ahead for a token that names a user and valid path parameters; a rejection is kept for the answer, never unhandled. */
function startReadAhead<R extends RouteDefinition, T>(
  readAhead: ReadAhead<R, T> | undefined,
  contract: RouteContract,
  event: RouteEvent,
): Promise<T> | undefined {
  const userId = event.requestContext?.authorizer?.jwt?.claims?.sub;
  if (!readAhead || typeof userId !== 'string' || userId === '') return undefined;
  const params = contract.params ? contract.params.safeParse(event.pathParameters ?? {}) : { success: true as const, data: {} };
  if (!params.success) return undefined;
  const reading = readAhead({ params: params.data as unknown as Record<PathParamName<R['path']>, string>, userId });
  reading.catch(() => undefined);
  return reading;
}

type Answerer<R extends RouteDefinition, T> = (input: RouteInput<R> & { ahead: T }) => Promise<JsonResult<AnswerBody<R>>>;

export function defineRoute<R extends RouteDefinition>(route: R, answer: Answerer<R, undefined>): RouteHandler;
/** With options before the answer (e.g. `{ readAhead }`), so that the answer's `ahead` is typed by what is read. */
export function defineRoute<R extends RouteDefinition, T>(route: R, options: RouteOptions<R, T>, answer: Answerer<R, T>): RouteHandler;
export function defineRoute<R extends RouteDefinition, T>(
  route: R,
  ...rest: [Answerer<R, undefined>] | [RouteOptions<R, T>, Answerer<R, T>]
): RouteHandler {
  const [options, answer] = (rest.length === 1 ? [{}, rest[0]] : rest) as [RouteOptions<R, T>, Answerer<R, T>];
  const contract = contractOf(route);
  // A read ahead is made for a caller: a public route has none to wait for.
  if (options.readAhead && route.access === 'public') throw new Error(`${route.id}: a public route cannot read ahead of its caller`);
  // Handlers written in tests may declare no refusals.
  const declared = route.errors ?? [];
  const records = (route.uses ?? []).includes('activity');
  const answerRequest = async (event: RouteEvent): Promise<RouteResult> => {
    const reading = route.access === 'public' ? undefined : startReadAhead(options.readAhead, contract, event);
    const caller = route.access === 'public' ? undefined : await resolveCaller(event);
    if (caller) setActivityCaller(caller);
    if (caller) await checkAccess(route, caller, event);
    const params = validate(contract.params, event.pathParameters ?? {}, 'path', declared);
    const query = validate(contract.query, event.queryStringParameters ?? {}, 'query', declared);
    const body = validate(contract.body, parseBody(event), 'body', declared);
    // A route with a read ahead always started it above: a resolved caller has the token's `sub`, valid params passed safeParse.
    const ahead = reading ? await reading : undefined;
    return answer({ caller, params, query, body, event, ahead } as RouteInput<R> & { ahead: T });
  };
  // What the request did is recorded once its answer is decided (functions/core/activity): a success,
  // a refusal worth recording (someone else's case), or a failure — never as done; the answer waits
  // for the record (one uncontended write), so nothing is handed out unrecorded.
  const core = (event: RouteEvent): Promise<RouteResult> =>
    withRequestActivity(activityInputOf(route.id, records, event), async () => {
      let result: RouteResult;
      try {
        result = await answerRequest(event);
      } catch (error) {
        if (error instanceof PortalError && error.kind !== 'unavailable') await recordNotedActivity('refused');
        else await recordFailure();
        throw error;
      }
      const status = result.statusCode ?? 200;
      if (status < 400) await recordNotedActivity('answered');
      else if (status >= 500) await recordFailure();
      return result;
    });
  const handler = middy<RouteEvent, RouteResult>().use(requestLogging()).use(jsonErrors()).handler(core);
  return Object.assign(handler, { route, contract });
}
