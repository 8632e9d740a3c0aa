/**
 * `npm run invoke -- <routeId> [--event <file>] [--as <e-mail>] [--password <password>]`
 * `npm run invoke -- <jobName>`
 * `npm run invoke -- buildPackage [--event <file>] [--as <e-mail>]`
 *
 * A job name (shared/jobs.ts, e.g. cleanUploadStaging) runs that scheduled job now, against the
 * running local stack, with the scheduled event EventBridge would send; its result goes to stdout.
 *
 * `buildPackage` runs the packaging worker in this process with `events/buildPackage.json`: by default
 * a new build of the newest case of the demo admin (or the `--as` admin), opened as the build route
 * opens one; the worker's summary goes to stdout. An event naming a packageId builds that build (one
 * no longer building is skipped).
 *
 * Runs one route's handler in this process, like `sam local invoke`, against the running local stack
 * (`npm start`; `LOCAL_DATA_DIR` picks another stack), with the event `events/<routeId>.json` unless
 * `--event` names another. With `--as`, the user signs in at cognito-local (USER_PASSWORD_AUTH,
 * demo password by default) and the verified access token's claims go where API Gateway's JWT
 * authorizer puts them; `<self>`, `<org>`, `<client>` and `<case>` path parameters are filled for that
 * user. Without `--as`, an event that carries claims is sent as it is; otherwise the route is called as
 * the demo admin (admin routes) or the demo client (the others).
 *
 * The response (status, headers, body) goes to stdout; the handler's logs and notes go to stderr.
 */
import { existsSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  defaultUserFor,
  type HttpApiEvent,
  invokeJob,
  invokePackageWorker,
  invokeRoute,
  NoRunningStackError,
  prepareEvent,
  runningStack,
  type SignedInUser,
  signInAs,
  useStackEnvironment,
} from '../local';
import { type JobDefinition, findJob, jobs } from '../shared/core/jobs';
import { PACKAGE_WORKER } from '../shared/packages/worker';
import type { RouteDefinition } from '../shared/core/route-definition';
import { routes } from '../shared/routes';
import { eventFile } from './lib/sample-events';

const USAGE =
  'Usage: npm run invoke -- <routeId> [--event events/<routeId>.json] [--as <e-mail>] [--password <password>]\n       npm run invoke -- <jobName>\n       npm run invoke -- buildPackage [--event events/buildPackage.json] [--as <e-mail>]';

function routeList(): string {
  const width = Math.max(...routes.map((route) => route.id.length));
  const routeLines = routes.map((route) => `  ${route.id.padEnd(width)}  ${route.method.padEnd(6)} ${route.path}  (${route.access})`);
  const jobLines = jobs.map((job: JobDefinition) => `  ${job.name.padEnd(width)}  every ${job.everyMinutes} minutes${job.storage ? ` (${job.storage.join(', ')})` : ''}`);
  return `${routeLines.join('\n')}\n\nJobs:\n${jobLines.join('\n')}\n\nWorkers:\n  ${PACKAGE_WORKER.name.padEnd(width)}  the IRCC package builder (events/${PACKAGE_WORKER.name}.json)`;
}

/** Runs a scheduled job now against the running stack; its result goes to stdout. */
async function runJobNow(job: JobDefinition): Promise<number> {
  const stack = runningStack();
  useStackEnvironment(stack);
  const { result, durationMs } = await withLogsOnStderr(() => invokeJob(job));
  console.error(`${job.name} ran in ${durationMs.toFixed(0)} ms`);
  process.stdout.write(`${JSON.stringify(result ?? null, null, 2)}\n`);
  return 0;
}

function hasClaims(event: HttpApiEvent): boolean {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  return claims !== undefined && Object.keys(claims).length > 0;
}

function readEvent(file: string): HttpApiEvent {
  if (!existsSync(file)) {
    throw new Error(`No event file ${path.relative(process.cwd(), file)}: run \`npm run events\` or pass --event <file>.`);
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as HttpApiEvent;
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function printResponse(statusCode: number, headers: Record<string, string>, body: Buffer): void {
  const lines = [`HTTP ${statusCode} ${STATUS_CODES[statusCode] ?? ''}`.trimEnd()];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  lines.push('');
  const text = body.toString('utf8');
  let shown = text;
  if (/json/i.test(headers['content-type'] ?? '') || /^\s*[[{]/.test(text)) {
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // not JSON after all: show it as it came
    }
  }
  lines.push(shown);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Handler logs go to stderr while it runs, so stdout holds the response only. */
async function withLogsOnStderr<T>(run: () => Promise<T>): Promise<T> {
  const log = console.log;
  const info = console.info;
  console.log = (...args: unknown[]) => console.error(...args);
  console.info = console.log;
  try {
    return await run();
  } finally {
    console.log = log;
    console.info = info;
  }
}

/** Runs the packaging worker now against the running stack, as the demo admin (or `--as`); its summary goes to stdout. */
async function runWorkerNow(file: string | undefined, as: string | undefined, password: string | undefined): Promise<number> {
  const stack = runningStack();
  useStackEnvironment(stack);
  const eventPath = path.resolve(process.cwd(), file ?? eventFile(PACKAGE_WORKER.name));
  const sample = readEvent(eventPath) as unknown as { caseId?: unknown; packageId?: unknown };
  const email = as ?? defaultUserFor('admin');
  const user = email ? await signInAs(stack, email, password) : undefined;
  const { event, result, durationMs } = await withLogsOnStderr(() => invokePackageWorker(sample, user));
  console.error(`${PACKAGE_WORKER.name} built ${event.packageId} of case ${event.caseId} in ${durationMs.toFixed(0)} ms`);
  process.stdout.write(`${JSON.stringify(result ?? null, null, 2)}\n`);
  return 0;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      event: { type: 'string', short: 'e' },
      as: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(`${USAGE}\n\nRoutes:\n${routeList()}`);
    return 0;
  }
  const routeId = positionals[0];
  if (routeId === PACKAGE_WORKER.name) {
    try {
      return await runWorkerNow(values.event, values.as, values.password);
    } catch (error) {
      if (!(error instanceof NoRunningStackError)) throw error;
      console.error(error.message);
      return 1;
    }
  }
  const route: RouteDefinition | undefined = routes.find((candidate) => candidate.id === routeId);
  const job = route ? undefined : findJob(routeId);
  if (job) {
    try {
      return await runJobNow(job);
    } catch (error) {
      if (!(error instanceof NoRunningStackError)) throw error;
      console.error(error.message);
      return 1;
    }
  }
  if (!route) {
    console.error(`${routeId ? `Unknown route id ${routeId}.` : 'Name a route.'} ${USAGE}\n\nRoutes:\n${routeList()}`);
    return 1;
  }

  let stack;
  try {
    stack = runningStack();
  } catch (error) {
    if (error instanceof NoRunningStackError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  useStackEnvironment(stack);

  const file = path.resolve(process.cwd(), values.event ?? eventFile(route.id));
  const event = readEvent(file);
  if (event.routeKey && event.routeKey !== `${route.method} ${route.path}`) {
    console.error(`Note: ${path.relative(process.cwd(), file)} is for ${event.routeKey}, not ${route.method} ${route.path}.`);
  }

  const email = values.as ?? (hasClaims(event) ? undefined : defaultUserFor(route.access));
  let user: SignedInUser | undefined;
  if (email) {
    user = await signInAs(stack, email, values.password);
    const who = user.record ? `${user.record.userType} of ${user.record.orgId}, ${user.record.status}` : 'no Users record';
    console.error(`${route.id} as ${email} (${who})${values.as ? '' : ' — pass --as <e-mail> to choose'}`);
  }

  const prepared = await prepareEvent(route, event, user);
  const { response, durationMs } = await withLogsOnStderr(() => invokeRoute(route, prepared));
  console.error(`${route.method} ${prepared.rawPath} → ${response.statusCode} in ${durationMs.toFixed(0)} ms`);
  printResponse(response.statusCode, response.headers, response.body);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
    process.exit(1);
  },
);
