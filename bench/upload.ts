/**
 * `npm run bench:upload`: the cost of the product's upload path, on a local stack of its own.
 *
 *   1. A batch of 5 files of 5 MB the way the browser sends it — upload targets → 5 parallel PUTs
 *      straight to the S3-compatible server → completion (size and content checked, recorded) —
 *      against raw PUTs of the same bytes to the same server in the same run (URLs presigned
 *      outside the clock). Target: product ≤ 1.3 × raw.
 *   2. The first page of a case folder's documents with 1,000 documents against 10. Target ≤ 1.15 ×.
 *
 * Writes its section of docs/performance.md and ends with the line
 * `upload 5x5MB: product <ms> ms, raw <ms> ms, ratio <x>`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAX_FILE_SIZE_BYTES } from '../shared/constants';
import type { Case, StoredItem, UploadBatch } from '../shared/types';
import {
  DEMO_ADMIN,
  DEMO_CLIENT,
  findFreePort,
  LOCAL_S3_CREDENTIALS,
  type LocalStack,
  signInAs,
  type StackInfo,
  startLocalStack,
  useStackEnvironment,
} from '../infra/local';
import { intFromEnv, interleave, summarize, type Summary } from './measure';
import { writeSection } from './sections';

const settings = {
  uploadIterations: intFromEnv('BENCH_UPLOAD_ITERATIONS', 12),
  listIterations: intFromEnv('BENCH_LIST_ITERATIONS', 200),
  warmup: intFromEnv('BENCH_UPLOAD_WARMUP', 4),
  output: path.resolve(process.cwd(), process.env.BENCH_OUT ?? path.join('docs', 'performance.md')),
};
const UPLOAD_TARGET = 1.3;
const LIST_TARGET = 1.15;
const say = (line: string) => process.stdout.write(`${line}\n`);

/** A real PDF of exactly `size` bytes (a comment pads it). */
function pdfOfSize(size: number, seed: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
  const padding = Buffer.alloc(size - head.length, 0x41 + (seed % 26));
  padding[0] = 0x25;
  return Buffer.concat([head, padding]);
}

async function call<T>(info: StackInfo, token: string, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${info.url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function put(url: string, headers: Record<string, string>, bytes: Buffer): Promise<void> {
  const response = await fetch(url, { method: 'PUT', headers, body: bytes });
  if (!response.ok) throw new Error(`PUT answered ${response.status}`);
}

const fmt = (ms: number) => ms.toFixed(1);
const verdict = (ratio: number, target: number) => `${ratio.toFixed(2)}× ${ratio <= target ? '✓' : '✗'}`;

async function run(info: StackInfo) {
  const client = await signInAs(info, DEMO_CLIENT.email);
  const admin = await signInAs(info, DEMO_ADMIN.email);
  const cases = (await call<{ Items: Case[] }>(info, client.accessToken, 'GET', `/v1/clients/${client.sub}/cases`)).Items;
  const item = cases[0];
  if (!item) throw new Error('The demo client has no case');
  const files = Array.from({ length: 5 }, (_, i) => pdfOfSize(MAX_FILE_SIZE_BYTES, i));
  const s3 = new S3Client({ endpoint: info.s3Endpoint, region: info.region, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS });

  say('Filling a folder with 1,000 documents and another with 10…');
  const small = await call<{ caseItem: Case }>(info, admin.accessToken, 'POST', '/v1/admin/cases', benchCaseBody('BENCH-DOCS-10'));
  const large = await call<{ caseItem: Case }>(info, admin.accessToken, 'POST', '/v1/admin/cases', benchCaseBody('BENCH-DOCS-1000'));
  useStackEnvironment(info);
  const { recordDocuments } = await import('../functions/lib/repositories/documents');
  const fill = async (target: Case, count: number) => {
    for (let start = 0; start < count; start += 5) {
      const now = new Date(Date.UTC(2026, 0, 1) + start * 1000).toISOString();
      const documents = Array.from({ length: Math.min(5, count - start) }, (_, k) => ({
        documentId: `bench-${target.caseId}-${start + k}`,
        caseId: target.caseId,
        orgId: target.orgId,
        folderId: target.caseFolderId,
        name: `document ${start + k}.pdf`,
        size: 1000,
        mimeType: 'application/pdf',
        storageKey: `bench/${target.caseId}/${start + k}`,
        createdDateTime: now,
        createdBy: 'Bench',
        uploadedById: admin.sub,
      }));
      await recordDocuments(documents, { orgId: target.orgId, caseId: target.caseId, clientId: target.clientId, month: now.slice(0, 7) });
    }
  };
  await fill(small.caseItem, 10);
  // Filling first also warms DynamoDB Local's JIT for the transactions the upload measurement makes.
  await fill(large.caseItem, 1000);
  say('Measuring 5 × 5 MB: product path against raw PUTs…');
  const upload = await interleave(
    {
      product: async (i) => async () => {
        const t0 = performance.now();
        const batch = await call<UploadBatch>(info, client.accessToken, 'POST', `/v1/cases/${item.caseId}/folders/${item.caseFolderId}/upload-targets`, {
          files: files.map((bytes, n) => ({ fileName: `bench ${i}-${n}.pdf`, fileSize: bytes.length, fileType: 'application/pdf' })),
        });
        const t1 = performance.now();
        await Promise.all(batch.uploads.map((target) => put(target.uploadUrl, target.headers, files[target.index] as Buffer)));
        const t2 = performance.now();
        await call(info, client.accessToken, 'POST', `/v1/cases/${item.caseId}/upload-batches/${batch.batchId}/complete`);
        if (process.env.BENCH_PHASES) say(`  targets ${fmt(t1 - t0)} ms, PUTs ${fmt(t2 - t1)} ms, completion ${fmt(performance.now() - t2)} ms`);
      },
      raw: async (i) => {
        const targets = await Promise.all(
          files.map((bytes, n) =>
            getSignedUrl(s3, new PutObjectCommand({ Bucket: info.documentsBucket, Key: `bench/raw/${i}/${n}`, ContentLength: bytes.length, ContentType: 'application/pdf' }), {
              expiresIn: 900,
            }),
          ),
        );
        return async () => {
          await Promise.all(targets.map((url, n) => put(url, { 'content-type': 'application/pdf' }, files[n] as Buffer)));
        };
      },
    },
    { iterations: settings.uploadIterations, warmup: settings.warmup },
  );

  const listOf = (target: Case) => async () => async () => {
    const page = await call<{ files: StoredItem[] }>(
      info,
      admin.accessToken,
      'GET',
      `/v1/clients/${target.clientId}/cases/${target.caseId}/onedrive-files/${target.caseFolderId}?limit=10`,
    );
    if (page.files.length !== 10) throw new Error(`expected a page of 10, got ${page.files.length}`);
  };
  say('Measuring the first page of 1,000 documents against 10…');
  const listing = await interleave({ small: listOf(small.caseItem), large: listOf(large.caseItem) }, { iterations: settings.listIterations, warmup: 20 });
  s3.destroy();
  const summary = (name: string, samples: Record<string, { values: number[] }>) => summarize(samples[name]?.values ?? []);
  return {
    product: summary('product', upload),
    raw: summary('raw', upload),
    small: summary('small', listing),
    large: summary('large', listing),
  };
}

function benchCaseBody(caseNumber: string) {
  return {
    caseName: `Benchmark ${caseNumber}`,
    caseNumber: `${caseNumber}-${Date.now()}`,
    clientName: DEMO_CLIENT.name,
    clientEmail: DEMO_CLIENT.email,
    clientPhone: DEMO_CLIENT.phone,
    category: 'Consultation',
  };
}

function render(result: { product: Summary; raw: Summary; small: Summary; large: Summary }): string {
  const uploadRatio = result.product.p50 / result.raw.p50;
  const listRatio = result.large.p50 / result.small.p50;
  return [
    '## Uploads (`npm run bench:upload`)',
    '',
    `Run ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} on ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.versions.node}, against the local stack (s3rver, DynamoDB Local).`,
    '',
    '| measurement | product p50 / p95 | baseline p50 / p95 | ratio p50 | target |',
    '|---|---|---|---|---|',
    `| 5 × 5 MB batch: targets → 5 parallel PUTs → completion, vs the same 5 PUTs raw (${result.product.n} runs) | ${fmt(result.product.p50)} / ${fmt(result.product.p95)} ms | ${fmt(result.raw.p50)} / ${fmt(result.raw.p95)} ms | ${verdict(uploadRatio, UPLOAD_TARGET)} | ≤ ${UPLOAD_TARGET}× |`,
    `| first page (10) of a folder of 1,000 documents vs of 10 (${result.large.n} runs) | ${fmt(result.large.p50)} / ${fmt(result.large.p95)} ms | ${fmt(result.small.p50)} / ${fmt(result.small.p95)} ms | ${verdict(listRatio, LIST_TARGET)} | ≤ ${LIST_TARGET}× |`,
    '',
    'The product path adds two API calls to the PUTs any implementation must make. The targets: the',
    'caller\'s record, then the case and folder records at once, the batch record, five presigned URLs',
    '(~20–25 ms here). The completion: the caller\'s record, then the batch and case records at once,',
    'one ranged GET per object in parallel to check size and content (~15 ms), and one',
    'TransactWriteItems of 15 items that claims the batch and records documents, name guards and every',
    'counter (~30–50 ms in DynamoDB Local, where DynamoDB takes ~15–25 ms): ~45–55 ms in all. On this',
    'machine the raw PUTs of 25 MB take only 140–200 ms (loopback, and a noisy median), so the ratio',
    'lands between 1.3× and 1.7× from run to run: **the 1.3× target is met only in some runs locally**.',
    'Real uploads of 25 MB take seconds, which puts the same ~70 ms of API calls well under 1.1×. The',
    'fill of the 1,000-document folder runs first: it also warms DynamoDB Local\'s JIT for the',
    'transactions measured. `BENCH_PHASES=1` prints the time of each step. A folder\'s documents are one',
    'Query on GSI1 with `Limit`, so the first page does not grow with the folder.',
  ].join('\n');
}

async function main(): Promise<number> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.LOG_LEVEL ??= 'silent';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-upload-'));
  const stackLog: string[] = [];
  let stack: LocalStack | undefined;
  try {
    say(`Starting a local stack for the benchmark in ${dataDir}…`);
    stack = await startLocalStack({
      port: await findFreePort(),
      dataDir,
      serveWeb: false,
      dynamoDbPort: 0,
      cognitoPort: 0,
      s3Port: 0,
      log: (line) => stackLog.push(line),
    });
    const result = await run(stack.info);
    writeSection(settings.output, 'upload', render(result));
    say(`Wrote ${path.relative(process.cwd(), settings.output)}`);
    say(`first page 1000 vs 10 documents: ${fmt(result.large.p50)} ms vs ${fmt(result.small.p50)} ms, ratio ${(result.large.p50 / result.small.p50).toFixed(2)}`);
    say(`upload 5x5MB: product ${Math.round(result.product.p50)} ms, raw ${Math.round(result.raw.p50)} ms, ratio ${(result.product.p50 / result.raw.p50).toFixed(2)}`);
    return 0;
  } catch (error) {
    console.error(`The benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    if (stackLog.length > 0) console.error(`Local stack output:\n${stackLog.join('\n')}`);
    return 1;
  } finally {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().then((code) => process.exit(code));
