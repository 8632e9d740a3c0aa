/**
 * Local invocation (`npm run invoke`, like `sam local invoke`): runs one route's handler in this
 * process with an API Gateway event, against a running local stack, as a real user.
 *
 *   const stack = runningStack();                 // <dataDir>/stack.json of `npm start`
 *   useStackEnvironment(stack);                   // the handler environment the gateway sets
 *   const user = await signInAs(stack, 'admin@demo.test');   // real access token, verified claims
 *   const event = await prepareEvent(route, sample, user);   // claims + placeholders filled
 *   const { response } = await invokeRoute(route, event);
 *
 * The benchmark (bench/api.ts) calls handlers the same way.
 */
import { existsSync } from 'node:fs';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { RouteAccess, RouteDefinition } from '../shared/core/route-definition';
import { buildPath } from '../shared/core/route-definition';
import type { User } from '../shared/users/types';
import { listCasesForClient, listCasesOfOrg } from '../functions/cases/repository/cases';
import { getUserById, listUsersOfOrg } from '../functions/users/repository/users';
import { dataPaths, resolveDataDir } from './data-dir';
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_PASSWORD } from './demo-data';
import { LOCAL_CREDENTIALS } from './dynamodb-local';
import { INTEGRATION_TIMEOUT_MS } from './gateway';
import { invokeHandler, loadHandler } from './handler-loader';
import { applyStackEnvironment } from './handler-env';
import { type HttpApiEvent, formatRequestTime, newRequestId, stringifyClaims } from './http-api-event';
import { type HttpResponse, toHttpResponse } from './http-api-result';
import { createJwtAuthorizer } from './jwt-authorizer';
import { createLambdaContext } from './lambda-context';
import { type StackInfo, readStackFile } from './stack-file';
import type { JobDefinition } from '../shared/core/jobs';
import { runJob } from './local-jobs';
import { getCaseById } from '../functions/cases';
import { openPackageBuild } from '../functions/packages';
import { PACKAGE_WORKER, type PackageBuildEvent } from '../shared/packages/worker';

export class NoRunningStackError extends Error {
  constructor(dataDir: string) {
    super(`No local stack is running from ${dataDir}: run \`npm start\` first.`);
    this.name = 'NoRunningStackError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The stack running from the data directory (`LOCAL_DATA_DIR`, else `.local`); throws NoRunningStackError. */
export function runningStack(dataDir: string = resolveDataDir()): StackInfo {
  const { stackFile } = dataPaths(dataDir);
  if (!existsSync(stackFile)) throw new NoRunningStackError(dataDir);
  const info = readStackFile(stackFile);
  // A stack killed hard leaves its stack.json behind.
  if (!isAlive(info.pid)) throw new NoRunningStackError(dataDir);
  return info;
}

/** Sets the environment the gateway gives handlers (table, endpoints, pool, cursor key, documents). */
export const useStackEnvironment = applyStackEnvironment;

/** A signed-in user: the access token, its verified claims and the user's record (if any). */
export interface SignedInUser {
  email: string;
  accessToken: string;
  claims: Record<string, unknown>;
  sub: string;
  /** The Users record: role, org and status as the API sees them. */
  record?: User;
}

/** The demo user a route is invoked as when no `--as` is given. */
export function defaultUserFor(access: RouteAccess): string | undefined {
  if (access === 'public') return undefined;
  return access === 'admin' ? DEMO_ADMIN.email : DEMO_CLIENT.email;
}

/**
 * Signs in with USER_PASSWORD_AUTH at the stack's cognito-local and verifies the access token the way
 * the gateway's JWT authorizer does; the claims are the verified payload.
 */
export async function signInAs(info: StackInfo, email: string, password: string = DEMO_PASSWORD): Promise<SignedInUser> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: info.cognitoEndpoint, region: info.region, credentials: LOCAL_CREDENTIALS });
  let accessToken: string | undefined;
  try {
    const { AuthenticationResult, ChallengeName } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: info.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    accessToken = AuthenticationResult?.AccessToken;
    if (!accessToken) throw new Error(`Sign-in of ${email} gave no access token${ChallengeName ? ` (challenge ${ChallengeName})` : ''}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not sign in as ${email}: ${reason}`);
  } finally {
    cognito.destroy();
  }
  const authorizer = createJwtAuthorizer({ issuer: `${info.cognitoEndpoint}/${info.userPoolId}`, audience: [info.userPoolClientId] });
  const verified = await authorizer(`Bearer ${accessToken}`);
  if (!verified.authorized) throw new Error(`The access token of ${email} does not verify: ${verified.reason}`);
  const claims = verified.claims as Record<string, unknown>;
  const sub = String(claims.sub);
  return { email, accessToken, claims, sub, record: await getUserById(sub) };
}

/** Fills the `<self>` / `<org>` / `<client>` / `<case>` placeholders of path parameters for this user. */
export async function fillPlaceholders(params: Record<string, string>, user: SignedInUser | undefined): Promise<Record<string, string>> {
  const filled: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (!/^<\w+>$/.test(value)) {
      filled[name] = value;
      continue;
    }
    if (!user) throw new Error(`Path parameter ${name} is ${value}: pass --as <e-mail> to fill it, or put a value in the event`);
    const record = user.record;
    const need = (what: string): User => {
      if (!record) throw new Error(`${user.email} has no Users record, so ${value} (${what}) cannot be filled: put a value in the event`);
      return record;
    };
    switch (value) {
      case '<self>':
        filled[name] = user.sub;
        break;
      case '<org>':
        filled[name] = need('their org').orgId;
        break;
      case '<client>': {
        // The newest client who has a case (else the newest client): the more telling example.
        const { items } = await listUsersOfOrg(need('a client of their org').orgId, 'client', { limit: 10 });
        if (!items[0]) throw new Error(`The org of ${user.email} has no client to fill ${value} with: put a userId in the event`);
        let chosen = items[0];
        for (const client of items) {
          if ((await listCasesForClient(client.userId, { limit: 1 })).items.length > 0) {
            chosen = client;
            break;
          }
        }
        filled[name] = chosen.userId;
        break;
      }
      case '<case>': {
        const me = need('a case they may see');
        const { items } = me.userType === 'admin' ? await listCasesOfOrg(me.orgId, { limit: 1 }) : await listCasesForClient(me.userId, { limit: 1 });
        if (!items[0]) throw new Error(`${user.email} sees no case to fill ${value} with: put a caseId in the event`);
        filled[name] = items[0].caseId;
        break;
      }
      default:
        throw new Error(`Unknown placeholder ${value} in path parameter ${name} (known: <self>, <org>, <client>, <case>)`);
    }
  }
  return filled;
}

/**
 * The event as the gateway would hand it over for this user: placeholders filled (and the path
 * rebuilt from them), the Authorization header and the token's claims as API Gateway passes them.
 */
export async function prepareEvent(route: RouteDefinition, event: HttpApiEvent, user: SignedInUser | undefined): Promise<HttpApiEvent> {
  const prepared = structuredClone(event);
  if (prepared.pathParameters) {
    const params = await fillPlaceholders(prepared.pathParameters as Record<string, string>, user);
    prepared.pathParameters = params;
    prepared.rawPath = buildPath(route.path, params);
    prepared.requestContext.http.path = prepared.rawPath;
  }
  if (user) {
    prepared.headers = { ...prepared.headers, authorization: `Bearer ${user.accessToken}` };
    prepared.requestContext.authorizer = { jwt: { claims: stringifyClaims(user.claims), scopes: null } };
  }
  return prepared;
}

export interface Invocation {
  /** What the handler returned, as API Gateway turns it into an HTTP response. */
  response: HttpResponse;
  /** What the handler returned, as is. */
  result: unknown;
  durationMs: number;
}

/** Runs the route's handler in this process (loaded once, like a warm Lambda) with a fresh context. */
export async function invokeRoute(route: RouteDefinition, event: HttpApiEvent): Promise<Invocation> {
  const handler = await loadHandler(route.handler, route.id);
  const context = createLambdaContext({ functionName: route.id, timeoutMs: INTEGRATION_TIMEOUT_MS });
  const started = performance.now();
  const result = await invokeHandler(handler, event, context, INTEGRATION_TIMEOUT_MS);
  const durationMs = performance.now() - started;
  return { response: toHttpResponse(result), result, durationMs };
}

/** Runs a scheduled job's handler in this process now (the stack's environment applied first); answers its result and time. */
export async function invokeJob(job: JobDefinition): Promise<{ result: unknown; durationMs: number }> {
  const started = performance.now();
  const result = await runJob(job);
  return { result, durationMs: performance.now() - started };
}

/** A fresh request id and time, for events that are sent more than once. */
export function refreshRequest(event: HttpApiEvent, now: Date = new Date()): HttpApiEvent {
  const fresh = structuredClone(event);
  fresh.requestContext.requestId = newRequestId();
  fresh.requestContext.time = formatRequestTime(now);
  fresh.requestContext.timeEpoch = now.getTime();
  return fresh;
}

/** The placeholder of a worker event's `packageId`: a build opened (as the build route opens one) for the worker to build. */
export const NEW_PACKAGE = '<new>';

/**
 * Runs the packaging worker in this process, as Lambda runs it for the build route's asynchronous
 * invocation: `<case>` is the user's newest case, `<new>` a build opened on it first in the user's
 * name (they must be staff of the case's firm). Answers the event sent, what the worker returned and its time.
 */
export async function invokePackageWorker(
  sample: { caseId?: unknown; packageId?: unknown },
  user: SignedInUser | undefined,
): Promise<{ event: PackageBuildEvent; result: unknown; durationMs: number }> {
  if (typeof sample.caseId !== 'string' || typeof sample.packageId !== 'string') throw new Error(`A ${PACKAGE_WORKER.name} event is { "caseId": "…", "packageId": "…" }`);
  const { caseId = '' } = await fillPlaceholders({ caseId: sample.caseId }, user);
  let packageId = sample.packageId;
  if (packageId === NEW_PACKAGE) {
    const caseRecord = await getCaseById(caseId);
    if (!caseRecord) throw new Error(`No case ${caseId}`);
    const me = user?.record;
    if (!me || me.userType !== 'admin' || me.orgId !== caseRecord.orgId) {
      throw new Error(`${NEW_PACKAGE} opens a build in the name of staff of the case's firm: pass --as <admin e-mail>, or put a packageId in the event`);
    }
    packageId = (await openPackageBuild(caseRecord, { userId: me.userId, name: me.name }, undefined)).packageId;
  }
  const event: PackageBuildEvent = { caseId, packageId };
  const timeoutMs = PACKAGE_WORKER.timeoutSeconds * 1000;
  const handler = await loadHandler(PACKAGE_WORKER.handler, PACKAGE_WORKER.name);
  const context = createLambdaContext({ functionName: PACKAGE_WORKER.name, timeoutMs });
  const started = performance.now();
  const result = await invokeHandler(handler, event, context, timeoutMs);
  return { event, result, durationMs: performance.now() - started };
}
