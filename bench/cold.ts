/**
 * `npm run bench:cold`: what a cold start of each function costs in code.
 *
 *   1. Every function a deployment bundles — one per route, the mail sender, the jobs, the user-pool
 *      triggers, the malware scan result handler — is bundled exactly as the CDK stack bundles it
 *      (infra/function-bundles.ts: ESM, minified, the AWS SDK left to the runtime), for the S3
 *      deployment and for the OneDrive one. Target: every bundle ≤ 100 KB.
 *   2. Each route's S3 bundle is imported in a fresh Node process, against a floor: a bundle that only
 *      builds the SDK clients its route-table entry DECLARES (the table's, those of its `uses`, and
 *      Cognito's when its handler calls the identity provider; infra/bundling.ts
 *      `declaredSdkPackages`), not the ones it happens to import. Same machine, same run, interleaved,
 *      median of fresh processes. Target: every route ≤ 1.2× its floor.
 *
 * Writes its section of docs/performance.md; its last lines are the targets and the results.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { type DocumentStorage, declaredSdkPackages } from '../infra/bundling';
import { type DeployedFunction, type FunctionBundle, MAX_BUNDLE_KB, bundleFunction, deployedFunctions, handlerBuildOptions, maxBundleKb } from '../infra/function-bundles';
import type { RouteDefinition } from '../shared/core/route-definition';
import { describeLoad, intFromEnv, type LoadAverage, loadNow, percentile } from './measure';
import { writeSection } from './sections';

const settings = {
  iterations: intFromEnv('BENCH_COLD_ITERATIONS', 7),
  output: path.resolve(process.cwd(), process.env.BENCH_OUT ?? path.join('docs', 'performance.md')),
};
const SIZE_TARGET_KB = MAX_BUNDLE_KB;
const RATIO_TARGET = 1.2;
const STORAGES: readonly DocumentStorage[] = ['s3', 'onedrive'];
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Inside node_modules, so the bundles resolve the external SDK packages as Lambda's runtime would. */
const workDir = path.join(process.cwd(), 'node_modules', '.cache', 'bench-cold');

/** How the floor builds the client of each SDK package a route may declare. */
const CLIENT_BUILDERS: Record<string, string> = {
  '@aws-sdk/client-dynamodb': "import { DynamoDBClient } from '@aws-sdk/client-dynamodb'; globalThis.__clients.push(new DynamoDBClient({}));",
  '@aws-sdk/util-dynamodb': "import { marshall } from '@aws-sdk/util-dynamodb'; globalThis.__clients.push(marshall);",
  '@aws-sdk/lib-dynamodb':
    "import { DynamoDBClient as C } from '@aws-sdk/client-dynamodb'; import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'; globalThis.__clients.push(DynamoDBDocumentClient.from(new C({})));",
  '@aws-sdk/client-s3': "import { S3Client } from '@aws-sdk/client-s3'; globalThis.__clients.push(new S3Client({}));",
  '@aws-sdk/s3-request-presigner': "import { getSignedUrl } from '@aws-sdk/s3-request-presigner'; globalThis.__clients.push(getSignedUrl);",
  '@aws-sdk/client-secrets-manager': "import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager'; globalThis.__clients.push(new SecretsManagerClient({}));",
  '@aws-sdk/client-sqs': "import { SQSClient } from '@aws-sdk/client-sqs'; globalThis.__clients.push(new SQSClient({}));",
  '@aws-sdk/client-lambda': "import { LambdaClient } from '@aws-sdk/client-lambda'; globalThis.__clients.push(new LambdaClient({}));",
  '@aws-sdk/client-cognito-identity-provider':
    "import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'; globalThis.__clients.push(new CognitoIdentityProviderClient({}));",
};

/** The floor of a set of SDK packages, bundled once per set. */
async function floorBundle(packages: string[], cache: Map<string, string>): Promise<string> {
  const key = packages.join(' ');
  const known = cache.get(key);
  if (known) return known;
  const unknown = packages.filter((name) => !CLIENT_BUILDERS[name]);
  if (unknown.length > 0) throw new Error(`A route declares ${unknown.join(', ')}: teach bench/cold.ts to build its client`);
  const outfile = path.join(workDir, `floor-${cache.size}.mjs`);
  await build({
    ...handlerBuildOptions('s3'),
    stdin: { contents: ['globalThis.__clients = [];', ...packages.map((name) => CLIENT_BUILDERS[name])].join('\n'), resolveDir: process.cwd(), loader: 'js' },
    outfile,
  });
  cache.set(key, outfile);
  return outfile;
}

/** Milliseconds to import `file` in a fresh Node process (measured inside it, process start excluded). */
function importTime(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(pathToFileURL(file).href)});process.stdout.write(String(performance.now()-t));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, AWS_REGION: 'ca-central-1', NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  return Number(out);
}

interface FunctionResult {
  fn: DeployedFunction;
  /** Bundle per document store (absent: not deployed with that store). */
  bundles: Partial<Record<DocumentStorage, FunctionBundle>>;
}

interface RouteTiming {
  route: RouteDefinition;
  declared: string[];
  /** SDK packages the S3 bundle loads with it that its entry does not declare. */
  undeclared: string[];
  routeMs: number;
  floorMs: number;
}

async function bundleAll(): Promise<FunctionResult[]> {
  const byId = new Map<string, FunctionResult>();
  for (const storage of STORAGES) {
    for (const fn of deployedFunctions(storage)) {
      const entry = byId.get(fn.id) ?? { fn, bundles: {} };
      const outfile = storage === 's3' && fn.route ? path.join(workDir, fn.id, 'index.mjs') : undefined;
      entry.bundles[storage] = await bundleFunction(fn.handler, storage, outfile);
      byId.set(fn.id, entry);
    }
  }
  return [...byId.values()];
}

async function timeRoutes(results: FunctionResult[]): Promise<RouteTiming[]> {
  const floors = new Map<string, string>();
  const prepared: Array<{ route: RouteDefinition; declared: string[]; undeclared: string[]; file: string; floor: string }> = [];
  for (const { fn, bundles } of results) {
    if (!fn.route || !bundles.s3) continue;
    const declared = declaredSdkPackages(fn.route, 's3');
    prepared.push({
      route: fn.route,
      declared,
      undeclared: bundles.s3.sdkAtLoad.filter((name) => !declared.includes(name)),
      file: path.join(workDir, fn.id, 'index.mjs'),
      floor: await floorBundle(declared, floors),
    });
  }
  say(`Bundled ${results.length} functions; importing each route and its declared floor ${settings.iterations} times in fresh processes…`);
  const times = prepared.map(() => ({ route: [] as number[], floor: [] as number[] }));
  importTime(prepared[0]?.file ?? ''); // the first process pays for a cold disk cache
  for (let i = 0; i < settings.iterations; i += 1) {
    prepared.forEach((p, index) => {
      const entry = times[index] as { route: number[]; floor: number[] };
      // Alternate which goes first, so neither always follows the other.
      if (i % 2 === 0) {
        entry.route.push(importTime(p.file));
        entry.floor.push(importTime(p.floor));
      } else {
        entry.floor.push(importTime(p.floor));
        entry.route.push(importTime(p.file));
      }
    });
  }
  // Routes that declare the same packages share one floor bundle: its median is taken over all their
  // runs together (interleaved through the whole benchmark), which steadies it on a busy machine.
  const floorRuns = new Map<string, number[]>();
  prepared.forEach((p, index) => floorRuns.set(p.floor, [...(floorRuns.get(p.floor) ?? []), ...(times[index]?.floor ?? [])]));
  return prepared.map((p, index) => {
    const entry = times[index] as { route: number[]; floor: number[] };
    return { route: p.route, declared: p.declared, undeclared: p.undeclared, routeMs: percentile(entry.route, 50), floorMs: percentile(floorRuns.get(p.floor) ?? [], 50) };
  });
}

const kb = (bytes: number) => bytes / 1024;
const ratioOf = (t: RouteTiming) => t.routeMs / t.floorMs;
const mark = (ok: boolean) => (ok ? '✓' : '✗');
/** A bundle's size against its function's limit (the general target, or its own: said beside it). */
const sizeCell = (id: string, storage: DocumentStorage, bundle: FunctionBundle | undefined) => {
  if (!bundle) return '—';
  const limit = maxBundleKb(id, storage);
  return `${kb(bundle.bytes).toFixed(1)} ${mark(kb(bundle.bytes) <= limit)}${limit === SIZE_TARGET_KB ? '' : ` (its limit ${limit})`}`;
};
const shortSdk = (names: string[]) => (names.length ? names.map((s) => s.replace('@aws-sdk/', '')).join(', ') : '—');
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

interface BundleSize {
  id: string;
  storage: DocumentStorage;
  bytes: number;
}

interface Verdicts {
  /** The largest bundle of the functions held to the general target. */
  largest: BundleSize;
  /** The functions with a limit of their own (infra/function-bundles.ts says why), largest first. */
  ownLimits: BundleSize[];
  /** Any function over its limit. */
  overLimit: BundleSize[];
  worst: RouteTiming;
  medianRatio: number;
  undeclared: RouteTiming[];
}

function verdicts(results: FunctionResult[], timings: RouteTiming[]): Verdicts {
  const sizes = results.flatMap(({ fn, bundles }) => STORAGES.flatMap((storage) => (bundles[storage] ? [{ id: fn.id, storage, bytes: (bundles[storage] as FunctionBundle).bytes }] : [])));
  const general = sizes.filter((size) => maxBundleKb(size.id, size.storage) === SIZE_TARGET_KB);
  const largest = general.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const ownLimits = sizes.filter((size) => maxBundleKb(size.id, size.storage) !== SIZE_TARGET_KB).sort((a, b) => b.bytes - a.bytes);
  const overLimit = sizes.filter((size) => kb(size.bytes) > maxBundleKb(size.id, size.storage));
  const worst = timings.reduce((a, b) => (ratioOf(b) > ratioOf(a) ? b : a));
  return { largest, ownLimits, overLimit, worst, medianRatio: median(timings.map(ratioOf)), undeclared: timings.filter((t) => t.undeclared.length > 0) };
}

const sizeLine = (v: Verdicts) =>
  `largest bundle: ${kb(v.largest.bytes).toFixed(1)} KB (${v.largest.id}, ${v.largest.storage}) — target every function ≤ ${SIZE_TARGET_KB} KB ${mark(kb(v.largest.bytes) <= SIZE_TARGET_KB)}, ` +
  `but those with a limit of their own (infra/function-bundles.ts): ${v.ownLimits.map((size) => `${size.id} (${size.storage}) ${kb(size.bytes).toFixed(1)} of ${maxBundleKb(size.id, size.storage)}`).join(', ')} ` +
  `${v.overLimit.length === 0 ? '✓' : `— over: ${v.overLimit.map((size) => size.id).join(', ')} ✗`}`;
const ratioLine = (v: Verdicts) =>
  `worst cold import ratio: ${ratioOf(v.worst).toFixed(2)} (${v.worst.route.id}; median ${v.medianRatio.toFixed(2)}) — target every route ≤ ${RATIO_TARGET}× its declared floor ${mark(ratioOf(v.worst) <= RATIO_TARGET)}`;
const undeclaredLine = (v: Verdicts) =>
  `routes loading SDK packages they do not declare: ${v.undeclared.length === 0 ? 'none ✓' : `${v.undeclared.map((t) => `${t.route.id} (${shortSdk(t.undeclared)})`).join(', ')} ✗`}`;

/** What an input of a bundle is part of: a package, a feature's contract (`shared/<feature>`), a server folder. */
function partOf(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (pkg) return `package ${pkg[1]}`;
  const parts = input.split('/');
  if (parts[0] === 'shared') return parts.length > 2 ? `shared/${parts[1]}` : input;
  if (parts[0] === 'functions') return parts.slice(0, parts.length > 3 ? 3 : 2).join('/');
  return input;
}

/** The feature a handler belongs to (`functions/<feature>/…`). */
const featureOf = (handler: string) => handler.split('/')[1] ?? '';

/**
 * For every bundle over the size target: its largest parts, and how much of it is other features'
 * contracts (`shared/<feature>` of another feature, reached through the gathered route table).
 */
function oversizeLines(results: FunctionResult[]): string[] {
  const over = results.flatMap(({ fn, bundles }) =>
    STORAGES.flatMap((storage) => {
      const bundle = bundles[storage];
      return bundle && kb(bundle.bytes) > SIZE_TARGET_KB ? [{ fn, storage, bundle }] : [];
    }),
  );
  if (over.length === 0) return [];
  return [
    '### What stops the size target',
    '',
    '| function | deployment | KB | largest parts (KB) | other features\' contracts (KB) |',
    '|---|---|---|---|---|',
    ...over
      .sort((a, b) => b.bundle.bytes - a.bundle.bytes)
      .map(({ fn, storage, bundle }) => {
        const parts = new Map<string, number>();
        for (const [input, bytes] of Object.entries(bundle.bytesByInput)) parts.set(partOf(input), (parts.get(partOf(input)) ?? 0) + bytes);
        const largest = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([part, bytes]) => `${part} ${kb(bytes).toFixed(1)}`).join(', ');
        const feature = featureOf(fn.handler);
        const others = [...parts].filter(([part]) => part.startsWith('shared/') && part.split('/').length === 2 && !['shared/core', `shared/${feature}`].includes(part) && !part.endsWith('.ts'));
        const othersBytes = others.reduce((sum, [, bytes]) => sum + bytes, 0);
        return `| ${fn.id} | ${storage} | ${kb(bundle.bytes).toFixed(1)} | ${largest} | ${kb(othersBytes).toFixed(1)} (${others.map(([part]) => part.replace('shared/', '')).join(', ')}) |`;
      }),
    '',
  ];
}

function render(results: FunctionResult[], timings: RouteTiming[], v: Verdicts, load: LoadAverage): string {
  const timingOf = new Map(timings.map((t) => [t.route.id, t]));
  const routeRows = [...timings]
    .sort((a, b) => ratioOf(b) - ratioOf(a))
    .map((t) => {
      const bundle = results.find((r) => r.fn.id === t.route.id)?.bundles.s3;
      return `| ${t.route.id} | ${shortSdk(t.declared)} | ${shortSdk(bundle?.sdkAtLoad ?? [])}${t.undeclared.length ? ' ✗' : ''} | ${shortSdk(bundle?.sdkOnFirstUse ?? [])} | ${t.routeMs.toFixed(1)} | ${t.floorMs.toFixed(1)} | ${ratioOf(t).toFixed(2)} ${mark(ratioOf(t) <= RATIO_TARGET)} |`;
    });
  const sizeRows = [...results]
    .sort((a, b) => Math.max(b.bundles.s3?.bytes ?? 0, b.bundles.onedrive?.bytes ?? 0) - Math.max(a.bundles.s3?.bytes ?? 0, a.bundles.onedrive?.bytes ?? 0))
    .map(({ fn, bundles }) => `| ${fn.id} | ${timingOf.has(fn.id) ? 'route' : 'worker'} | ${sizeCell(fn.id, 's3', bundles.s3)} | ${sizeCell(fn.id, 'onedrive', bundles.onedrive)} |`);
  return [
    '## Cold starts (`npm run bench:cold`)',
    '',
    `Run ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} on ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.versions.node}. Every function bundled as the stack bundles it (ESM, minified, AWS SDK external). Import times are medians of ${settings.iterations} fresh processes of each route's S3 bundle, against its **declared floor** (median over the runs of every route with the same declared packages, interleaved with theirs): a bundle that only builds the SDK clients its route-table entry declares (the table's; \`documents\` → S3 client and presigner; \`cursors\` → Secrets Manager; \`mail\` → SQS; its own \`identity\` operations → Cognito). ${describeLoad(load, 'import times are inflated and noisier than on a quiet machine; bundle sizes are not affected')}.`,
    '',
    `**${sizeLine(v)}.**`,
    '',
    `**${ratioLine(v)}.**`,
    '',
    `**${undeclaredLine(v)}.**`,
    '',
    '### Routes: import time against the declared floor (S3 deployment)',
    '',
    '| route | declared SDK packages (floor) | loaded with the bundle | loaded on first use | import ms | floor ms | ratio |',
    '|---|---|---|---|---|---|---|',
    ...routeRows,
    '',
    '### Bundle sizes, every function (KB)',
    '',
    '| function | kind | S3 deployment | OneDrive deployment |',
    '|---|---|---|---|',
    ...sizeRows,
    '',
    ...oversizeLines(results),
    'A route loads only the SDK packages its entry declares: the core loads Cognito (functions/core/identity.ts),',
    'Secrets Manager (functions/core/secrets.ts), SQS (functions/core/publish-mail.ts) and SES',
    "(functions/mail/ses-transport.ts) with `import('@aws-sdk/…')` where first used. Only an",
    "`import()` of the SDK package itself defers it: esbuild hoists a bundled module's external imports",
    "to the top of the bundle, so `import('./some-adapter')` still loads the adapter's SDK package with",
    'the bundle. The staff two-factor check calls Cognito only for a firm that requires two-factor',
    'sign-in, so it is not part of any floor. The deployed mail sender has no SMTP transport: bundling',
    'for AWS defines `process.env.MAIL_SMTP_URL` as `undefined` (infra/bundling.ts `handlerDefine`), so',
    'nodemailer drops out; the local stack bundles without it and sends to its mail catcher over SMTP.',
    'test/infra/function-bundles.test.ts keeps all of this without timing: no route bundle loads an SDK',
    'package it does not declare, no bundle holds nodemailer, and every bundle is ≤ 100 KB.',
  ].join('\n');
}

async function main(): Promise<number> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const loadAtStart = loadNow();
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const results = await bundleAll();
  const timings = await timeRoutes(results);
  const v = verdicts(results, timings);
  writeSection(settings.output, 'cold', render(results, timings, v, { start: loadAtStart, end: loadNow() }));
  writeFileSync(
    path.join(workDir, 'results.json'),
    JSON.stringify(
      {
        bundles: results.map(({ fn, bundles }) => ({ id: fn.id, s3: bundles.s3?.bytes, onedrive: bundles.onedrive?.bytes })),
        routes: timings.map((t) => ({ id: t.route.id, routeMs: t.routeMs, floorMs: t.floorMs, ratio: ratioOf(t), undeclared: t.undeclared })),
      },
      null,
      2,
    ),
  );
  for (const t of [...timings].sort((a, b) => ratioOf(b) - ratioOf(a))) {
    say(`${t.route.id.padEnd(22)} ${t.routeMs.toFixed(1).padStart(7)} ms  floor ${t.floorMs.toFixed(1).padStart(7)} ms  ${ratioOf(t).toFixed(2)}×`);
  }
  say(`Wrote ${path.relative(process.cwd(), settings.output)}`);
  say(undeclaredLine(v));
  say(sizeLine(v));
  say(ratioLine(v));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`The benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
