/**
 * `npm run bench:cold`: what a cold start of each route costs in code.
 *
 *   1. Every route's handler is bundled exactly as the CDK stack bundles it (infra/bundling.ts: ESM,
 *      minified, the AWS SDK left to the runtime), for the S3 deployment and for the OneDrive one
 *      (each bundles only its own store's adapter). Target: every bundle ≤ 100 KB.
 *   2. The time to import that bundle in a fresh Node process, against the time to import a bundle
 *      that only builds the SDK clients the route's bundle imports (same machine, same run,
 *      interleaved). Target: the median over routes of (route / SDK-only) ≤ 1.2.
 *
 * Writes its section of docs/performance.md; its last two lines are
 * `largest route bundle: <KB> KB (<route>)` and `cold import ratio: <x> (median over routes)`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { HANDLER_BUNDLING, storeDefine } from '../infra/bundling';
import type { RouteDefinition } from '../shared/core/route-definition';
import { routes } from '../shared/routes';
import { describeLoad, intFromEnv, type LoadAverage, loadNow, percentile } from './measure';
import { writeSection } from './sections';

const settings = {
  iterations: intFromEnv('BENCH_COLD_ITERATIONS', 7),
  output: path.resolve(process.cwd(), process.env.BENCH_OUT ?? path.join('docs', 'performance.md')),
};
const SIZE_TARGET_KB = 100;
const RATIO_TARGET = 1.2;
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Inside node_modules, so the bundles resolve the external SDK packages as Lambda's runtime would. */
const workDir = path.join(process.cwd(), 'node_modules', '.cache', 'bench-cold');

/** How the SDK-only bundle builds each SDK package's client (the packages a route bundle imports). */
const CLIENT_BUILDERS: Record<string, string> = {
  '@aws-sdk/client-dynamodb': "import { DynamoDBClient } from '@aws-sdk/client-dynamodb'; globalThis.__clients.push(new DynamoDBClient({}));",
  '@aws-sdk/lib-dynamodb':
    "import { DynamoDBClient as C } from '@aws-sdk/client-dynamodb'; import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'; globalThis.__clients.push(DynamoDBDocumentClient.from(new C({})));",
  '@aws-sdk/client-s3': "import { S3Client } from '@aws-sdk/client-s3'; globalThis.__clients.push(new S3Client({}));",
  '@aws-sdk/s3-request-presigner': "import { getSignedUrl } from '@aws-sdk/s3-request-presigner'; globalThis.__clients.push(getSignedUrl);",
  '@aws-sdk/client-secrets-manager': "import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager'; globalThis.__clients.push(new SecretsManagerClient({}));",
  '@aws-sdk/client-sqs': "import { SQSClient } from '@aws-sdk/client-sqs'; globalThis.__clients.push(new SQSClient({}));",
  '@aws-sdk/client-cognito-identity-provider':
    "import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'; globalThis.__clients.push(new CognitoIdentityProviderClient({}));",
};

interface Bundle {
  file: string;
  bytes: number;
  /** The external SDK packages it imports. */
  sdk: string[];
}

/** The deployment a bundle is built for: documents in S3 (the default) or OneDrive (`storage=onedrive`). */
type Storage = Parameters<typeof storeDefine>[0];

async function bundle(entry: { path: string } | { contents: string }, outfile: string, storage: Storage = 's3'): Promise<Bundle> {
  const result = await build({
    ...('path' in entry ? { entryPoints: [entry.path] } : { stdin: { contents: entry.contents, resolveDir: process.cwd(), loader: 'js' } }),
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: HANDLER_BUNDLING.target,
    mainFields: [...HANDLER_BUNDLING.mainFields],
    banner: { js: HANDLER_BUNDLING.banner },
    minify: HANDLER_BUNDLING.minify,
    external: [...HANDLER_BUNDLING.externalModules],
    // Each deployment bundles only its own document store's adapter.
    define: storeDefine(storage),
    metafile: true,
    logLevel: 'silent',
  });
  const output = Object.values((result.metafile as Metafile).outputs)[0];
  // Only what loads with the bundle: a dynamic import() (e.g. the SQS client, loaded on first publish) is no cold-start cost.
  const loaded = (output?.imports ?? []).filter((i) => i.external && i.kind !== 'dynamic-import' && i.path.startsWith('@aws-sdk/'));
  const sdk = [...new Set(loaded.map((i) => i.path.split('/').slice(0, 2).join('/')))];
  return { file: outfile, bytes: output?.bytes ?? 0, sdk: sdk.sort() };
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

interface RouteResult {
  route: RouteDefinition;
  bundle: Bundle;
  /** The same route as the OneDrive deployment bundles it (size only: the import times are the S3 bundle's). */
  onedriveBytes: number;
  routeMs: number;
  sdkMs: number;
}

async function measure(): Promise<RouteResult[]> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const prepared: Array<{ route: RouteDefinition; bundle: Bundle; baseline: Bundle; onedriveBytes: number }> = [];
  for (const route of routes) {
    const routeBundle = await bundle({ path: path.join(process.cwd(), route.handler) }, path.join(workDir, `${route.id}.mjs`));
    const unknown = routeBundle.sdk.filter((name) => !CLIENT_BUILDERS[name]);
    if (unknown.length > 0) throw new Error(`${route.id} imports ${unknown.join(', ')}: teach bench/cold.ts to build its client`);
    const contents = ['globalThis.__clients = [];', ...routeBundle.sdk.map((name) => CLIENT_BUILDERS[name])].join('\n');
    const baseline = await bundle({ contents }, path.join(workDir, `${route.id}.sdk-only.mjs`));
    const onedrive = await bundle({ path: path.join(process.cwd(), route.handler) }, path.join(workDir, `${route.id}.onedrive.mjs`), 'onedrive');
    prepared.push({ route, bundle: routeBundle, baseline, onedriveBytes: onedrive.bytes });
  }
  say(`Bundled ${prepared.length} routes; importing each and its SDK-only twin ${settings.iterations} times in fresh processes…`);
  const times = new Map(prepared.map((p) => [p.route.id, { route: [] as number[], sdk: [] as number[] }]));
  importTime(prepared[0]?.bundle.file ?? ''); // the first process pays for a cold disk cache
  for (let i = 0; i < settings.iterations; i += 1) {
    for (const p of prepared) {
      const entry = times.get(p.route.id) as { route: number[]; sdk: number[] };
      // Alternate which goes first, so neither always follows the other.
      if (i % 2 === 0) {
        entry.route.push(importTime(p.bundle.file));
        entry.sdk.push(importTime(p.baseline.file));
      } else {
        entry.sdk.push(importTime(p.baseline.file));
        entry.route.push(importTime(p.bundle.file));
      }
    }
  }
  return prepared.map((p) => {
    const entry = times.get(p.route.id) as { route: number[]; sdk: number[] };
    return { route: p.route, bundle: p.bundle, onedriveBytes: p.onedriveBytes, routeMs: percentile(entry.route, 50), sdkMs: percentile(entry.sdk, 50) };
  });
}

const kb = (bytes: number) => bytes / 1024;
const largestBy = (results: RouteResult[], size: (r: RouteResult) => number) => results.reduce((a, b) => (size(b) > size(a) ? b : a));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const sizeCell = (bytes: number) => `${kb(bytes).toFixed(1)} ${kb(bytes) <= SIZE_TARGET_KB ? '✓' : '✗'}`;
const sizeVerdict = (bytes: number) =>
  `${kb(bytes) <= SIZE_TARGET_KB ? '✓' : '✗'} (${Math.abs(SIZE_TARGET_KB - kb(bytes)).toFixed(1)} KB ${kb(bytes) <= SIZE_TARGET_KB ? 'to spare' : 'over'})`;

function render(results: RouteResult[], largest: RouteResult, ratio: number, load: LoadAverage): string {
  const largestOneDrive = largestBy(results, (r) => r.onedriveBytes);
  const rows = [...results]
    .sort((a, b) => b.bundle.bytes - a.bundle.bytes)
    .map(
      (r) =>
        `| ${r.route.id} | ${sizeCell(r.bundle.bytes)} | ${sizeCell(r.onedriveBytes)} | ${r.bundle.sdk.map((s) => s.replace('@aws-sdk/', '')).join(', ')} | ${r.routeMs.toFixed(1)} | ${r.sdkMs.toFixed(1)} | ${(r.routeMs / r.sdkMs).toFixed(2)} |`,
    );
  return [
    '## Cold starts (`npm run bench:cold`)',
    '',
    `Run ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} on ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.versions.node}. Each route bundled as the stack bundles it (ESM, minified, AWS SDK external); import times are medians of ${settings.iterations} fresh processes, against a bundle that only builds the SDK clients the route imports. ${describeLoad(load, 'import times are inflated and noisier than on a quiet machine; bundle sizes are not affected')}.`,
    '',
    `**Largest bundle: ${kb(largest.bundle.bytes).toFixed(1)} KB (${largest.route.id})** — target ≤ ${SIZE_TARGET_KB} KB ${sizeVerdict(largest.bundle.bytes)}. **Cold import ratio: ${ratio.toFixed(2)}** (median over routes) — target ≤ ${RATIO_TARGET} ${ratio <= RATIO_TARGET ? '✓' : '✗'}.`,
    '',
    `**Largest bundle of the OneDrive deployment (\`storage=onedrive\`): ${kb(largestOneDrive.onedriveBytes).toFixed(1)} KB (${largestOneDrive.route.id})** — target ≤ ${SIZE_TARGET_KB} KB ${sizeVerdict(largestOneDrive.onedriveBytes)}. Its bundles carry the OneDrive adapter (Graph client, upload sessions, item names, staging) instead of the S3 one; sizes only, the import times below are the S3 bundles'.`,
    '',
    '| route | bundle KB (S3) | bundle KB (OneDrive) | SDK packages imported (S3) | import ms | SDK-only ms | ratio |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'What keeps the bundles small: the request schemas use `zod/mini` (tree-shakable, no locales), and',
    'file types are sniffed with `magic-bytes.js` (signatures only). The SDK clients are built on first',
    'use, so importing a route costs little more than importing the SDK packages it needs. The upload',
    'routes are the largest: they hold the whole upload path (staging, inspection, placement by',
    'CopyObject or by a Graph move, the per-name counter for taken names) and, in the OneDrive',
    'deployment, the Graph client with its upload sessions and item-name rules.',
  ].join('\n');
}

async function main(): Promise<number> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const loadAtStart = loadNow();
  const results = await measure();
  const largest = largestBy(results, (r) => r.bundle.bytes);
  const largestOneDrive = largestBy(results, (r) => r.onedriveBytes);
  const ratio = median(results.map((r) => r.routeMs / r.sdkMs));
  writeSection(settings.output, 'cold', render(results, largest, ratio, { start: loadAtStart, end: loadNow() }));
  writeFileSync(path.join(workDir, 'results.json'), JSON.stringify(results.map((r) => ({ id: r.route.id, bytes: r.bundle.bytes, onedriveBytes: r.onedriveBytes, routeMs: r.routeMs, sdkMs: r.sdkMs })), null, 2));
  say(`Wrote ${path.relative(process.cwd(), settings.output)}`);
  say(`largest OneDrive route bundle: ${kb(largestOneDrive.onedriveBytes).toFixed(1)} KB (${largestOneDrive.route.id})`);
  say(`largest route bundle: ${kb(largest.bundle.bytes).toFixed(1)} KB (${largest.route.id})`);
  say(`cold import ratio: ${ratio.toFixed(2)} (median over routes)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`The benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
