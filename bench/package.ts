/**
 * `npm run bench:package`: the IRCC package of a case of 40 documents — 10 slots of 4 photographed
 * pages each, JPEGs of 3 to 8 MB as phones take them (12 MP, 4032 × 3024) — built by the packaging
 * worker, on a local stack of its own. Measures the build's time and the worker process's peak
 * memory, against the function's memory setting (PACKAGE_WORKER.memoryMb) and timeout.
 *
 * The case is made through the product: 10 items naming their slots, 4 uploads each by the client
 * (upload targets → PUT → completion), each item accepted by staff. The upload path takes files of
 * 5 MB at most (the browser shrinks larger photos first), so the documents are uploaded small and
 * their stored bytes then replaced by the large photos, under the same key: the worker reads what a
 * firm whose clients' phones sent full-size photos would have. Each build is opened as the build
 * route opens one and run in a child process (bench/package-worker.ts), so its peak resident memory
 * is the worker's (plus Node's and tsx's own), not the stack's.
 *
 * Writes its section of docs/performance.md and ends with the line
 * `package 40 documents (10 slots, <min>–<max> MB): build <s> s (worst of <n>), peak memory <MB> MB of <MB> MB`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Case } from '../shared/cases/types';
import type { StoredItem, UploadBatch } from '../shared/documents/types';
import { PACKAGE_WORKER } from '../shared/packages/worker';
import type { DocumentRequest } from '../shared/requests/types';
import { DEMO_ADMIN, DEMO_CLIENT, type LocalStack, signInAs, type StackInfo, startLocalStack, useStackEnvironment } from '../local';
import { describeLoad, intFromEnv, type LoadAverage, loadNow } from './measure';
import { writeSection } from './sections';

const settings = {
  runs: intFromEnv('BENCH_PACKAGE_RUNS', 2),
  slots: intFromEnv('BENCH_PACKAGE_SLOTS', 10),
  perSlot: intFromEnv('BENCH_PACKAGE_PER_SLOT', 4),
  output: path.resolve(process.cwd(), process.env.BENCH_OUT ?? path.join('docs', 'performance.md')),
};

/** IRCC upload slots a study or work permit file names. */
const SLOT_NAMES = [
  'Passport',
  'Proof of financial support',
  'Letter of acceptance',
  'Educational history',
  'Proof of job offer',
  'Police certificate',
  'Letter of explanation',
  'Marriage certificate',
  'Birth certificate',
  'Travel history',
];

/** A phone's photo of a page (12 MP); the grain sets its weight: sigma 17 at quality 84 makes about 3.5 MB, 43 at 91 about 7.8 MB. */
const PHOTO = { width: 4032, height: 3024 };
const GRAINS: ReadonlyArray<{ sigma: number; quality: number }> = [
  { sigma: 17, quality: 84 },
  { sigma: 24, quality: 86 },
  { sigma: 33, quality: 89 },
  { sigma: 43, quality: 91 },
];

const say = (line: string) => process.stdout.write(`${line}\n`);
const MB = 1024 * 1024;

/** One photo per grain, made once (a few seconds each) and stored for every document of that grain: the worker reads and encodes each document anew all the same. */
const photos = new Map<number, Promise<Buffer>>();

function photo(index: number): Promise<Buffer> {
  const kind = index % GRAINS.length;
  let made = photos.get(kind);
  if (!made) {
    made = makePhoto(kind);
    photos.set(kind, made);
  }
  return made;
}

async function makePhoto(kind: number): Promise<Buffer> {
  const grain = GRAINS[kind] ?? { sigma: 20, quality: 85 };
  const label = Buffer.from(
    `<svg width="${PHOTO.width}" height="${PHOTO.height}" xmlns="http://www.w3.org/2000/svg"><text x="240" y="480" font-size="160" font-family="sans-serif" fill="#111">Page ${kind + 1}</text></svg>`,
  );
  return sharp({ create: { ...PHOTO, channels: 3, background: '#f4f1ea', noise: { type: 'gaussian', mean: 200, sigma: grain.sigma } } })
    .composite([{ input: label }])
    .jpeg({ quality: grain.quality })
    .toBuffer();
}

/** A small JPEG to upload in its place (the upload path's limit is 5 MB). */
const placeholder = () => sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();

async function call<T>(info: StackInfo, token: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${info.url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

interface Prepared {
  caseRecord: Case;
  documentIds: string[];
  sizes: number[];
}

/** The case: its items, the client's uploads, staff's acceptances, then the large photos in the store. */
async function prepare(info: StackInfo): Promise<Prepared> {
  const admin = await signInAs(info, DEMO_ADMIN.email);
  const client = await signInAs(info, DEMO_CLIENT.email);
  const { caseItem } = await call<{ caseItem: Case }>(info, admin.accessToken, 'POST', '/v1/admin/cases', {
    caseName: 'Benchmark IRCC package',
    caseNumber: `BENCH-PKG-${Date.now()}`,
    clientName: DEMO_CLIENT.name,
    clientEmail: DEMO_CLIENT.email,
    clientPhone: DEMO_CLIENT.phone,
    category: "Permis d'études",
  });
  const names = SLOT_NAMES.slice(0, settings.slots);
  const { items } = await call<{ items: DocumentRequest[] }>(info, admin.accessToken, 'POST', `/v1/admin/cases/${caseItem.caseId}/requests`, {
    items: names.map((name) => ({ title: name, irccSlot: { name } })),
  });
  const small = await placeholder();
  const documentIds: string[] = [];
  for (const item of items) {
    const files = Array.from({ length: settings.perSlot }, (_, n) => ({ fileName: `page-${n + 1}.jpg`, fileSize: small.length, fileType: 'image/jpeg' }));
    const batch = await call<UploadBatch>(info, client.accessToken, 'POST', `/v1/cases/${caseItem.caseId}/folders/${caseItem.caseFolderId}/upload-targets`, { requestId: item.requestId, files });
    for (const target of batch.uploads) {
      const put = await fetch(target.uploadUrl, { method: 'PUT', headers: target.headers, body: small });
      if (!put.ok) throw new Error(`PUT answered ${put.status}`);
    }
    const done = await call<{ data: StoredItem[] }>(info, client.accessToken, 'POST', `/v1/cases/${caseItem.caseId}/upload-batches/${batch.batchId}/complete`);
    documentIds.push(...done.data.map((document) => document.id));
    await call(info, admin.accessToken, 'PATCH', `/v1/admin/cases/${caseItem.caseId}/requests/${item.requestId}`, { status: 'accepted' });
  }

  useStackEnvironment(info);
  const { getDocument } = await import('../functions/documents/repository/documents');
  const { documentsS3Client } = await import('../functions/documents/store/index');
  const { createS3DocumentStore } = await import('../functions/documents/store/s3-document-store');
  const store = createS3DocumentStore(info.documentsBucket, await documentsS3Client());
  const sizes: number[] = [];
  for (const [index, documentId] of documentIds.entries()) {
    const record = await getDocument(documentId);
    if (!record) throw new Error(`No record of document ${documentId}`);
    const bytes = await photo(index);
    await store.remove(record.storageKey);
    await store.put(record.storageKey, bytes, 'image/jpeg');
    sizes.push(bytes.length);
    if ((index + 1) % 10 === 0) say(`  ${index + 1} of ${documentIds.length} photos in the store`);
  }
  return { caseRecord: caseItem, documentIds, sizes };
}

interface WorkerRun {
  summary: { status: string; slots?: number; problems?: number; zipBytes?: number };
  durationMs: number;
  /** CPU time of every thread of the worker's process during the build (user + system). */
  cpuMs: number;
  idleRssBytes: number;
  peakRssBytes: number;
}

/** One build, opened as the build route opens one, run by the worker in a child process. */
async function buildOnce(caseRecord: Case): Promise<WorkerRun> {
  const { openPackageBuild } = await import('../functions/packages');
  const record = await openPackageBuild(caseRecord, { userId: 'bench', name: 'Benchmark' }, undefined);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', 'package-worker.ts'), caseRecord.caseId, record.packageId], {
    env: { ...process.env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`The worker's process ended with ${code}: ${err.slice(-2000)}`);
  const run = JSON.parse(out.trim().split('\n').pop() ?? '{}') as WorkerRun;
  if (run.summary.status !== 'ready') throw new Error(`The build ended ${run.summary.status}`);
  return run;
}

const mb = (bytes: number) => (bytes / MB).toFixed(1);

function render(prepared: Prepared, runs: readonly WorkerRun[], load: LoadAverage): string {
  const total = prepared.sizes.reduce((sum, size) => sum + size, 0);
  const worstTime = Math.max(...runs.map((run) => run.durationMs));
  const worstPeak = Math.max(...runs.map((run) => run.peakRssBytes));
  const worstCpu = Math.max(...runs.map((run) => run.cpuMs));
  const budget = PACKAGE_WORKER.memoryMb * MB;
  // Lambda gives 1 vCPU per 1,769 MB of memory.
  const vcpus = PACKAGE_WORKER.memoryMb / 1769;
  const lines = runs.map(
    (run, index) =>
      `| ${index + 1} | ${(run.durationMs / 1000).toFixed(1)} s | ${(run.cpuMs / 1000).toFixed(1)} s | ${mb(run.peakRssBytes)} MB | ${mb(run.idleRssBytes)} MB | ${run.summary.slots ?? 0} | ${run.summary.problems ?? 0} | ${mb(run.summary.zipBytes ?? 0)} MB |`,
  );
  return [
    '## IRCC package (`npm run bench:package`)',
    '',
    `Run ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} on ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.versions.node}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), against a local stack of its own; ${describeLoad(load, 'the build times are inflated')}.`,
    '',
    `The case: ${prepared.documentIds.length} documents in ${settings.slots} slots (${settings.perSlot} each), photographed pages of ${PHOTO.width} × ${PHOTO.height} px, JPEGs of ${mb(Math.min(...prepared.sizes))} to ${mb(Math.max(...prepared.sizes))} MB (${mb(total)} MB in all). Each slot's 4 pages make one PDF under 4 MB (every image re-encoded, long side 2,200 px down to 1,600 px, until it fits).`,
    '',
    '| build | time | CPU time | peak memory (RSS) | before the build | slots | problems | ZIP |',
    '|---|---|---|---|---|---|---|---|',
    ...lines,
    '',
    `**Worst build: ${(worstTime / 1000).toFixed(1)} s of the worker's ${PACKAGE_WORKER.timeoutSeconds} s timeout; peak memory ${mb(worstPeak)} MB of its ${PACKAGE_WORKER.memoryMb} MB** (${worstPeak <= budget ? 'within' : '**over**'} the setting). ` +
      'API Gateway never waits for it: the build route answers 202 at once and the worker runs on its own (an asynchronous invocation).',
    '',
    `The CPU time is what a busy machine does not inflate: at most ${(worstCpu / 1000).toFixed(1)} s. The function's ${PACKAGE_WORKER.memoryMb} MB give it ${vcpus.toFixed(2)} vCPU (Lambda gives one per 1,769 MB), so a build takes about ${(worstCpu / 1000 / vcpus).toFixed(0)} s there, within its ${PACKAGE_WORKER.timeoutSeconds} s timeout.`,
    '',
    '### How it is measured',
    '',
    '- The case is made through the product (items naming their slots, the client’s uploads, staff’s acceptances); the upload path takes 5 MB at most, so the stored bytes are then replaced by the full-size photos under the same keys.',
    '- Each build is opened as the build route opens one, then the worker’s handler runs in a child process (`bench/package-worker.ts`, under tsx): its peak resident set (`maxRSS`) counts Node, tsx and the handler’s code besides the build, so the worker on Lambda (bundled, without tsx) uses somewhat less.',
    '- The worker holds one slot’s documents at a time (4 photos here) and the finished files of the slots before (each under 4 MB) until the ZIP is written.',
    '- Lambda gives a function CPU in proportion to its memory: 2,048 MB is a little more than one vCPU. sharp (libvips) uses more than one thread where it has them, so on Lambda a build may take longer than here on a quiet machine of 2 cores, and less than here on a busy one: the CPU time column is the figure to carry over.',
    '',
    '### Re-run',
    '',
    '```sh',
    'npm run bench:package                      # 2 builds of 40 documents',
    'BENCH_PACKAGE_RUNS=3 npm run bench:package # more builds',
    '```',
  ].join('\n');
}

async function main(): Promise<number> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.LOG_LEVEL ??= 'silent';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-package-'));
  const stackLog: string[] = [];
  let stack: LocalStack | undefined;
  try {
    say(`Starting a local stack for the benchmark in ${dataDir}…`);
    const loadAtStart = loadNow();
    stack = await startLocalStack({ port: 0, dataDir, serveWeb: false, dynamoDbPort: 0, cognitoPort: 0, s3Port: 0, log: (line) => stackLog.push(line) });
    say(`Making a case of ${settings.slots * settings.perSlot} documents…`);
    const prepared = await prepare(stack.info);
    const runs: WorkerRun[] = [];
    for (let n = 1; n <= settings.runs; n += 1) {
      say(`Build ${n} of ${settings.runs}…`);
      const run = await buildOnce(prepared.caseRecord);
      say(`  ${(run.durationMs / 1000).toFixed(1)} s (CPU ${(run.cpuMs / 1000).toFixed(1)} s), peak ${mb(run.peakRssBytes)} MB`);
      runs.push(run);
    }
    writeSection(settings.output, 'package', render(prepared, runs, { start: loadAtStart, end: loadNow() }));
    say(`Wrote ${path.relative(process.cwd(), settings.output)}`);
    const worstTime = Math.max(...runs.map((run) => run.durationMs));
    const worstPeak = Math.max(...runs.map((run) => run.peakRssBytes));
    say(
      `package ${prepared.documentIds.length} documents (${settings.slots} slots, ${mb(Math.min(...prepared.sizes))}–${mb(Math.max(...prepared.sizes))} MB): build ${(worstTime / 1000).toFixed(1)} s (worst of ${runs.length}), peak memory ${mb(worstPeak)} MB of ${PACKAGE_WORKER.memoryMb} MB`,
    );
    return 0;
  } catch (error) {
    console.error(`The benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    if (stackLog.length > 0) console.error(`Local stack output:\n${stackLog.slice(-50).join('\n')}`);
    return 1;
  } finally {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().then((code) => process.exit(code));
