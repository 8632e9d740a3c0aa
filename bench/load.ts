/**
 * `npm run bench:load`: concurrent users against a local stack of its own, on loopback only.
 *
 *   - Readers (BENCH_LOAD_READERS, 20) do what the case screens ask for, one after the other with no
 *     pause: an admin opens Cases Management (GET /v1/admin/cases?limit=10, now and then 'Load More'
 *     with its nextCursor), then a case's page (GET /v1/admin/cases/{caseId}; then at once its root
 *     folder's files and all items, and the case's e-mails); a client opens My Cases
 *     (GET /v1/clients/{userId}/cases?limit=10), then a case (GET …/cases/{caseId}, then its files).
 *   - Uploaders (BENCH_LOAD_UPLOADERS, 10) send whole batches as the browser does (web/src/features/
 *     documents/api/upload-batch.ts): POST upload-targets → PUT each file to its presigned URL with
 *     exactly the headers the API answered, in parallel → POST complete.
 *   - The users are the demo admin, a second admin of the demo org, the admin of a second org (its
 *     cases opened through the API for new clients) and the two demo clients.
 *
 * The run lasts BENCH_LOAD_SECONDS (30) or BENCH_LOAD_MAX_REQUESTS (100 000) requests, whichever comes
 * first; a batch begun before the end is finished. Before it, a few batches are sent one at a time
 * (a completion alone); after it, the uploaders run again without readers for
 * BENCH_LOAD_UPLOADERS_ALONE_SECONDS (15): what the concurrent batches cost each other. Every request goes to 127.0.0.1 / localhost, or
 * is not sent (an error). Afterwards, with no load, every case's documents are listed page by page
 * (nextCursor, into every sub-folder) and compared with the case's docsNum, the org's
 * documentsUploadedCount and each client's documentsCount, and every document a completion answered
 * must be listed ("nothing lost").
 *
 * Where a completion's time goes: the handlers run in this process (the local stack's gateway), so
 * their outgoing requests to DynamoDB Local, the local S3 and the local queue are timed through
 * Node's `http.client.request.start` diagnostics channel (no proxy, no extra hop) and attributed to
 * the completion whose batch id or file names they carry. The CPU time of this process and of the
 * stack's child processes (DynamoDB Local's JVM, cognito-local) and this event loop's delay are
 * recorded over the run.
 *
 * Then, with nothing else running, the activity log under a burst: the firm's read of a case (its
 * admin's case page) and the client's own read timed alone, then while 300 reads of the case by its
 * client are in flight at once (the target: the firm's read must not queue behind another caller's
 * burst; the client's own is a diagnostic), while 300 refused reads of it by another firm are, and
 * while 300 reads of a route that records nothing are (a burst that writes no record, for
 * comparison); once the linker has linked them (verify polled until nothing waits), the case's log
 * must hold one case.viewed record per read answered 200, one access.denied per refused read, and
 * its chain be intact. Fixed counts, loopback only.
 *
 * Writes its section of docs/performance.md (keeping the summaries of the earlier runs) and ends with
 * the results and the targets on its last lines.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../shared/core/pagination';
import type { Case } from '../shared/cases/types';
import type { OrgSummary } from '../shared/orgs/types';
import type { StoredItem, UploadBatch } from '../shared/documents/types';
import type { User } from '../shared/users/types';
import {
  createOrgAdmin,
  DEMO_ADMIN,
  DEMO_CLIENT,
  DEMO_CLIENT_2,
  DEMO_ORG,
  DEFAULT_ROUTE_SLOTS,
  type LocalStack,
  signInAs,
  type StackInfo,
  startLocalStack,
} from '../local';
import { intFromEnv, percentile } from './measure';
import { writeSection } from './sections';
import { RecordedRequests } from './recorded-requests';
import type { ActivityPage, ChainVerification } from '../shared/activity/types';

const settings = {
  readers: intFromEnv('BENCH_LOAD_READERS', 20),
  uploaders: intFromEnv('BENCH_LOAD_UPLOADERS', 10),
  seconds: intFromEnv('BENCH_LOAD_SECONDS', 30),
  maxRequests: intFromEnv('BENCH_LOAD_MAX_REQUESTS', 100_000),
  /** Batches each uploader's user sends alone, before the load, to show a completion without contention. */
  soloBatches: intFromEnv('BENCH_LOAD_SOLO_BATCHES', 10),
  /** After the load, the uploaders again without readers: what the concurrent batches cost each other. */
  uploadersAloneSeconds: intFromEnv('BENCH_LOAD_UPLOADERS_ALONE_SECONDS', 15),
  output: path.resolve(process.cwd(), process.env.BENCH_OUT ?? path.join('docs', 'performance.md')),
};
const TARGETS = { errors: 0, completionP95Ms: 300 };
const REQUEST_TIMEOUT_MS = 30_000;
/** A browser-like batch: a letter, a scanned form, a photo of a passport page. */
const BATCH_FILES: ReadonlyArray<{ kind: FileKind; size: number }> = [
  { kind: 'pdf', size: 120_000 },
  { kind: 'pdf', size: 600_000 },
  { kind: 'jpg', size: 1_200_000 },
];
/** The cases the second firm's admin opens (for three new clients). */
const SECOND_ORG_CASES = 6;
/** How many earlier runs the section keeps (their one-line summaries). */
const HISTORY = 6;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const say = (line: string) => process.stdout.write(`${line}\n`);
const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(ms < 10 ? 1 : 0) : '—');

// ---------------------------------------------------------------- files

type FileKind = 'pdf' | 'jpg' | 'png';
const HEADS: Record<FileKind, Buffer> = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n%', 'latin1'),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
};
const MIME: Record<FileKind, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

/** Bytes that begin as a real file of that kind, `size` long (the rest is padding). */
function fileBytes(kind: FileKind, size: number, seed: number): Buffer {
  const head = HEADS[kind];
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x41 + (seed % 26))]);
}

// ---------------------------------------------------------------- requests and their tally

interface Operation {
  latencies: number[];
  errors: number;
  messages: string[];
}

/** A request's failure, already counted by the tally. */
class CountedError extends Error {}

class Tally {
  readonly operations = new Map<string, Operation>();
  requests = 0;

  of(name: string): Operation {
    let operation = this.operations.get(name);
    if (!operation) {
      operation = { latencies: [], errors: 0, messages: [] };
      this.operations.set(name, operation);
    }
    return operation;
  }

  /** Times `send` as one request of `name`; an error is counted (and its message kept) and rethrown. */
  async time<T>(name: string, send: () => Promise<T>): Promise<T> {
    const operation = this.of(name);
    this.requests += 1;
    const started = performance.now();
    try {
      const result = await send();
      operation.latencies.push(performance.now() - started);
      return result;
    } catch (error) {
      operation.latencies.push(performance.now() - started);
      this.fail(name, error);
      throw new CountedError(error instanceof Error ? error.message : String(error));
    }
  }

  /** Counts an error of `name` that no request carried (a wrong answer, a lost document). */
  fail(name: string, error: unknown): void {
    const operation = this.of(name);
    operation.errors += 1;
    const message = error instanceof Error ? error.message : String(error);
    if (operation.messages.length < 3) operation.messages.push(message.slice(0, 300));
  }

  get errors(): number {
    return [...this.operations.values()].reduce((sum, operation) => sum + operation.errors, 0);
  }
}

/** Refuses any address but loopback: the benchmark never sends a byte elsewhere. */
function loopbackOnly(url: string): string {
  const { hostname } = new URL(url);
  if (!LOOPBACK.has(hostname)) throw new Error(`refused to send a request to ${hostname}: the load benchmark talks to loopback only`);
  return url;
}

interface Actor {
  label: string;
  email: string;
  kind: 'admin' | 'client';
  token: string;
  userId: string;
  orgId: string;
}

/** The requests of the load (readers and uploaders) the activity log must hold, per case. */
const expectedRecords = new RecordedRequests();

class Api {
  constructor(
    private readonly info: StackInfo,
    readonly tally: Tally,
  ) {}

  /** One API request, timed as `name`; a status other than 2xx is an error. */
  call<T>(actor: Actor, name: string, method: string, route: string, body?: unknown): Promise<T> {
    return this.tally.time(name, () => this.send<T>(actor, method, route, body));
  }

  /** The same request, untimed (setup and the checks after the run). */
  async send<T>(actor: Actor, method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(loopbackOnly(`${this.info.url}${route}`), {
      method,
      headers: { authorization: `Bearer ${actor.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    expectedRecords.note(method, route, response.status);
    if (!response.ok) throw new Error(`${method} ${route.replace(/\?.*$/, '')} answered ${response.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  }

  /** A PUT of the bytes to a presigned URL with exactly the headers the API answered. */
  put(url: string, headers: Record<string, string>, bytes: Buffer): Promise<void> {
    return this.tally.time('PUT file (presigned)', async () => {
      const response = await fetch(loopbackOnly(url), { method: 'PUT', headers, body: bytes, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const text = await response.text();
      if (!response.ok) throw new Error(`PUT answered ${response.status}: ${text.slice(0, 200)}`);
    });
  }
}

interface Page<T> {
  Items: T[];
  nextCursor?: string;
}
interface FolderPage {
  files: StoredItem[];
  nextCursor?: string;
}

const query = (params: Record<string, string | number | undefined>) => {
  const entries = Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([name, value]): [string, string] => [name, String(value)])).toString()}`;
};
const folderRoute = (item: Case, folderId: string, params: Record<string, string | number | undefined>) =>
  `/v1/clients/${item.clientId}/cases/${item.caseId}/onedrive-files/${folderId}${query(params)}`;

/** A small deterministic random source (each loop its own), so runs choose alike. */
function random(seed: number): () => number {
  let state = seed * 2654435761 + 1;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

// ---------------------------------------------------------------- tracing the handlers' own requests

interface Traced {
  service: 'DynamoDB' | 'S3' | 'SQS';
  op: string;
  start: number;
  end: number;
  /** What identifies the work: S3 path and copy source, the JSON body of DynamoDB and SQS requests. */
  text: string;
  status: number;
}

/**
 * Times every outgoing request of this process to the stack's DynamoDB Local, local S3 and local
 * queue while `recording` (the handlers run in this process; the benchmark's own requests use fetch,
 * which this channel does not see). The channel fires once the request has its socket, by then its
 * body is sent: `ClientRequest.prototype.end` keeps small bodies (DynamoDB's and SQS's JSON, which
 * name the keys and the message) for the length of the run.
 */
function traceHandlerRequests(info: StackInfo) {
  const services = new Map<number, Traced['service']>([
    [Number(new URL(info.dynamoDbEndpoint).port), 'DynamoDB'],
    [Number(new URL(info.s3Endpoint).port), 'S3'],
    [Number(new URL(info.sqsEndpoint).port), 'SQS'],
  ]);
  const traced: Traced[] = [];
  const state = { recording: false };
  const bodies = new WeakMap<ClientRequest, string>();
  const originalEnd = http.ClientRequest.prototype.end;
  const keepBody = function (this: ClientRequest, ...args: unknown[]) {
    const [chunk] = args;
    if (state.recording && (typeof chunk === 'string' || chunk instanceof Uint8Array) && chunk.length < 64_000) {
      bodies.set(this, Buffer.from(chunk).toString('utf8'));
    }
    return (originalEnd as (...rest: unknown[]) => ClientRequest).apply(this, args);
  };
  http.ClientRequest.prototype.end = keepBody as typeof originalEnd;
  const onStart = (message: unknown) => {
    if (!state.recording) return;
    const request = (message as { request: ClientRequest }).request;
    const start = performance.now();
    // The store is known by the port the request reached (a pooled socket may come later than this event).
    request.once('response', (response: IncomingMessage) => {
      const service = services.get(response.socket?.remotePort ?? -1);
      if (!service) return;
      const header = (name: string) => String(request.getHeader(name) ?? '');
      const entry: Traced = { service, op: request.method, start, end: Number.NaN, text: request.path, status: response.statusCode ?? 0 };
      if (service === 'S3') {
        const copySource = header('x-amz-copy-source');
        entry.op = { GET: 'GetObject', HEAD: 'HeadObject', DELETE: 'DeleteObject', POST: 'PostObject' }[request.method] ?? (copySource ? 'CopyObject' : 'PutObject');
        entry.text = `${request.path} ${copySource}`;
      } else {
        entry.op = header('x-amz-target').split('.').pop() || request.method;
        entry.text = bodies.get(request) ?? request.path;
      }
      const finish = () => {
        if (!Number.isFinite(entry.end)) entry.end = performance.now();
      };
      response.once('end', finish);
      response.once('close', finish);
      traced.push(entry);
    });
  };
  diagnosticsChannel.subscribe('http.client.request.start', onStart);
  return {
    traced,
    state,
    stop: () => {
      diagnosticsChannel.unsubscribe('http.client.request.start', onStart);
      http.ClientRequest.prototype.end = originalEnd;
    },
  };
}

// ---------------------------------------------------------------- CPU of the stack's processes

const OTHER_WORK = 'other processes of the machine';

interface CpuSample {
  at: number;
  /** Seconds of CPU the whole machine has spent busy (/proc/stat). */
  machine: number;
  self: NodeJS.CpuUsage;
  /** Seconds of CPU of each child process (by its command name). */
  children: Map<string, number>;
}

function childCpu(): Map<string, number> {
  const ticks = 100; // USER_HZ on Linux
  const seconds = new Map<string, number>();
  if (!existsSync('/proc')) return seconds;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid) continue;
      const cpu = (Number(fields[11]) + Number(fields[12])) / ticks;
      seconds.set(name, (seconds.get(name) ?? 0) + cpu);
    } catch {
      // The process ended meanwhile.
    }
  }
  return seconds;
}

function machineCpu(): number {
  if (!existsSync('/proc/stat')) return Number.NaN;
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  const busy = fields.slice(0, 8).reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
  return busy / 100;
}

const cpuSample = (): CpuSample => ({ at: performance.now(), machine: machineCpu(), self: process.cpuUsage(), children: childCpu() });

/** Cores used on average between two samples: this process, and each child process by name. */
function coresUsed(from: CpuSample, to: CpuSample): Array<{ name: string; cores: number }> {
  const wall = (to.at - from.at) / 1000;
  const self = { user: to.self.user - from.self.user, system: to.self.system - from.self.system };
  const rows = [{ name: 'this process (gateway, handlers, local S3 and its verifying front, queue, load clients)', cores: (self.user + self.system) / 1e6 / wall }];
  for (const [name, seconds] of to.children) rows.push({ name, cores: (seconds - (from.children.get(name) ?? 0)) / wall });
  const mine = rows.reduce((sum, row) => sum + row.cores, 0);
  // What the rest of the machine used meanwhile (other work skews the run).
  rows.push({ name: OTHER_WORK, cores: Math.max(0, (to.machine - from.machine) / wall - mine) });
  return rows.filter((row) => row.cores >= 0.005 || row.name === OTHER_WORK);
}

// ---------------------------------------------------------------- the users and their cases

interface World {
  admins: Actor[];
  clients: Actor[];
  /** Every case each actor may open, by actor label. */
  cases: Map<string, Case[]>;
  orgs: Array<{ orgId: string; admin: Actor }>;
}

async function actorFor(info: StackInfo, label: string, email: string): Promise<Actor> {
  const user = await signInAs(info, email);
  const record = user.record;
  if (!record) throw new Error(`${email} has no Users record`);
  return { label, email, kind: record.userType === 'admin' ? 'admin' : 'client', token: user.accessToken, userId: user.sub, orgId: record.orgId };
}

async function prepareWorld(info: StackInfo, api: Api): Promise<World> {
  const stamp = Date.now().toString(36);
  const secondOrg = 'load-bench-org';
  await createOrgAdmin(info, { orgId: DEMO_ORG.orgId, orgName: DEMO_ORG.name, email: `load.admin.${stamp}@demo.test`, name: 'Load Admin' });
  await createOrgAdmin(info, { orgId: secondOrg, orgName: 'Load Bench Immigration LLP', email: `load.admin.${stamp}@bench.test`, name: 'Second Firm Admin' });
  const admins = [
    await actorFor(info, 'demo admin', DEMO_ADMIN.email),
    await actorFor(info, 'second demo-org admin', `load.admin.${stamp}@demo.test`),
    await actorFor(info, 'second org admin', `load.admin.${stamp}@bench.test`),
  ];
  const secondAdmin = admins[2] as Actor;
  // The second firm's cases, opened as its admin would (new clients are invited).
  for (let n = 0; n < SECOND_ORG_CASES; n += 1) {
    await api.send(secondAdmin, 'POST', '/v1/admin/cases', {
      caseName: `Load case ${n + 1}`,
      caseNumber: `LOAD-${stamp}-${n + 1}`,
      clientName: `Load Client ${(n % 3) + 1}`,
      clientEmail: `load.client.${(n % 3) + 1}.${stamp}@bench.test`,
      clientPhone: '+1 514 555 0199',
      category: 'Consultation',
    });
  }
  const clients = [await actorFor(info, 'demo client', DEMO_CLIENT.email), await actorFor(info, 'second demo client', DEMO_CLIENT_2.email)];
  const cases = new Map<string, Case[]>();
  for (const admin of admins) cases.set(admin.label, await allAdminCases(api, admin));
  for (const client of clients) {
    const page = await api.send<Page<Case>>(client, 'GET', `/v1/clients/${client.userId}/cases${query({ limit: MAX_PAGE_SIZE })}`);
    cases.set(client.label, page.Items);
  }
  for (const [label, list] of cases) if (list.length === 0) throw new Error(`${label} has no case`);
  const orgs = [
    { orgId: (admins[0] as Actor).orgId, admin: admins[0] as Actor },
    { orgId: secondOrg, admin: secondAdmin },
  ];
  return { admins, clients, cases, orgs };
}

async function allAdminCases(api: Api, admin: Actor): Promise<Case[]> {
  const all: Case[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.send<Page<Case>>(admin, 'GET', `/v1/admin/cases${query({ limit: MAX_PAGE_SIZE, cursor })}`);
    all.push(...page.Items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

/** Who the n-th reader or uploader is: the three admins and the two clients in turn. */
function actorAt(world: World, n: number): Actor {
  const everyone = [...world.admins, ...world.clients];
  return everyone[n % everyone.length] as Actor;
}

// ---------------------------------------------------------------- the load

interface Completion {
  batchId: string;
  token: string;
  actor: Actor;
  caseItem: Case;
  sent: number;
  answered: number;
  documents: StoredItem[];
}

interface LoadRun {
  seconds: number;
  completions: Completion[];
  /** Document ids the completions answered, by case. */
  recorded: Map<string, Set<string>>;
  batches: number;
}

/** Whether a loop may send `needed` more requests. */
interface Limit {
  allows(needed?: number): boolean;
}

/** The stop rule: the deadline or the request budget, whichever comes first. */
class Budget implements Limit {
  private readonly deadline: number;
  constructor(
    seconds: number,
    private readonly tally: Tally,
    private readonly maxRequests: number,
  ) {
    this.deadline = performance.now() + seconds * 1000;
  }

  /** True while `needed` more requests may start. */
  allows(needed = 1): boolean {
    return performance.now() < this.deadline && this.tally.requests + needed <= this.maxRequests;
  }
}

async function readerLoop(api: Api, world: World, n: number, budget: Limit): Promise<void> {
  const actor = actorAt(world, n);
  const pick = random(n + 1);
  while (budget.allows()) {
    try {
      let items: Case[];
      if (actor.kind === 'admin') {
        const first = await api.call<Page<Case>>(actor, 'GET /v1/admin/cases (list)', 'GET', `/v1/admin/cases${query({ limit: PAGE_SIZE })}`);
        items = first.Items;
        // Now and then 'Load More', as the list's button does.
        if (first.nextCursor && pick() < 0.3 && budget.allows()) {
          const more = await api.call<Page<Case>>(actor, 'GET /v1/admin/cases (list)', 'GET', `/v1/admin/cases${query({ limit: PAGE_SIZE, cursor: first.nextCursor })}`);
          items = [...items, ...more.Items];
        }
      } else {
        items = (await api.call<Page<Case>>(actor, 'GET /v1/clients/{id}/cases (list)', 'GET', `/v1/clients/${actor.userId}/cases${query({ limit: PAGE_SIZE })}`)).Items;
      }
      const chosen = items[Math.floor(pick() * items.length)];
      if (!chosen || !budget.allows(4)) continue;
      if (actor.kind === 'admin') {
        const { Item } = await api.call<{ Item: Case }>(actor, 'GET /v1/admin/cases/{id} (case page)', 'GET', `/v1/admin/cases/${chosen.caseId}`);
        // The case page's documents (files, and all items with sub-folders) and its e-mails load together.
        await Promise.all([
          api.call(actor, 'GET folder files (case page)', 'GET', folderRoute(Item, Item.caseFolderId, { limit: MAX_PAGE_SIZE })),
          api.call(actor, 'GET folder all items (case page)', 'GET', folderRoute(Item, Item.caseFolderId, { getMode: 'all', limit: MAX_PAGE_SIZE })),
          api.call(actor, 'GET case e-mails (case page)', 'GET', `/v1/admin/cases/${Item.caseId}/emails${query({ limit: PAGE_SIZE })}`),
        ]);
      } else {
        const { Item } = await api.call<{ Item: Case }>(actor, 'GET /v1/clients/{id}/cases/{id} (case page)', 'GET', `/v1/clients/${actor.userId}/cases/${chosen.caseId}`);
        await api.call(actor, 'GET folder files (case page)', 'GET', folderRoute(Item, Item.caseFolderId, { limit: MAX_PAGE_SIZE }));
      }
    } catch {
      // Counted by the tally; the reader goes on to its next page.
    }
  }
}

/** One batch the way the browser sends it; answers its completion. */
async function sendBatch(api: Api, actor: Actor, caseItem: Case, token: string, files: readonly Buffer[], timed: boolean): Promise<Completion> {
  const names = BATCH_FILES.map((file, i) => `${token}-${i + 1}.${file.kind}`);
  const step = <T>(name: string, method: string, route: string, body?: unknown) =>
    timed ? api.call<T>(actor, name, method, route, body) : api.send<T>(actor, method, route, body);
  const batch = await step<UploadBatch>('POST upload-targets', 'POST', `/v1/cases/${caseItem.caseId}/folders/${caseItem.caseFolderId}/upload-targets`, {
    files: BATCH_FILES.map((file, i) => ({ fileName: names[i], fileSize: file.size, fileType: MIME[file.kind] })),
  });
  await Promise.all(batch.uploads.map((target) => api.put(target.uploadUrl, target.headers, files[target.index] as Buffer)));
  const sent = performance.now();
  const done = await step<{ data: StoredItem[] }>('POST complete', 'POST', `/v1/cases/${caseItem.caseId}/upload-batches/${batch.batchId}/complete`);
  const answered = performance.now();
  if (done.data.length !== BATCH_FILES.length) throw new Error(`the completion answered ${done.data.length} documents for ${BATCH_FILES.length} files`);
  return { batchId: batch.batchId, token, actor, caseItem, sent, answered, documents: done.data };
}

async function uploaderLoop(api: Api, world: World, n: number, budget: Budget, run: LoadRun, files: readonly Buffer[]): Promise<void> {
  const actor = actorAt(world, n);
  const cases = world.cases.get(actor.label) ?? [];
  let sent = 0;
  while (budget.allows(BATCH_FILES.length + 2)) {
    const caseItem = cases[(n + sent) % cases.length] as Case;
    const token = `load u${n} b${sent}`;
    sent += 1;
    run.batches += 1;
    try {
      const completion = await sendBatch(api, actor, caseItem, token, files, true);
      run.completions.push(completion);
      const ids = run.recorded.get(caseItem.caseId) ?? new Set<string>();
      for (const document of completion.documents) ids.add(document.id);
      run.recorded.set(caseItem.caseId, ids);
    } catch (error) {
      // A failed request is counted already; a wrong answer is counted here.
      if (!(error instanceof CountedError)) api.tally.fail('POST complete', error);
    }
  }
}

// ---------------------------------------------------------------- the checks after the run

interface Listing {
  caseItem: Case;
  ids: Set<string>;
}

/** Every document of every case of the org, as its admin lists them: page by page, into every sub-folder. */
async function listOrg(api: Api, admin: Actor): Promise<Listing[]> {
  const listings: Listing[] = [];
  for (const caseItem of await allAdminCases(api, admin)) {
    const ids = new Set<string>();
    const folders = [caseItem.caseFolderId];
    while (folders.length > 0) {
      const folderId = folders.shift() as string;
      let cursor: string | undefined;
      do {
        const page = await api.send<FolderPage>(admin, 'GET', folderRoute(caseItem, folderId, { getMode: 'all', limit: MAX_PAGE_SIZE, cursor }));
        for (const item of page.files) {
          if (item.type === 'folder') folders.push(item.id);
          else ids.add(item.id);
        }
        cursor = page.nextCursor;
      } while (cursor);
    }
    listings.push({ caseItem, ids });
  }
  return listings;
}

interface Check {
  what: string;
  counter: number;
  listed: number;
}

interface Verification {
  /** The activity chains after the load (filled in by the caller). */
  chains?: ChainCheck;
  checks: Check[];
  mismatches: Check[];
  /** Documents a completion answered that no listing shows. */
  lost: number;
  recorded: number;
  listedAfter: number;
  listedBefore: number;
}

async function countListed(api: Api, world: World): Promise<number> {
  let total = 0;
  for (const { admin } of world.orgs) for (const listing of await listOrg(api, admin)) total += listing.ids.size;
  return total;
}

function describeChains(chains: ChainCheck | undefined): string {
  if (!chains) return 'not checked';
  const ok = chains.broken === 0 && chains.off === 0;
  return `${ok ? 'intact and complete' : '**not** intact and complete'} — every read and change of the load was recorded (${chains.expected} records expected from the successful requests of recording routes, ${chains.added} added to ${chains.cases} cases' chains); ${chains.broken} chains broken, ${chains.off} cases whose chain grew by another number of records`;
}

/** How long the linker may take to link what a run left waiting before the benchmark gives up. */
const LINKING_TIMEOUT_MS = 180_000;
const LINKING_POLL_MS = 250;

/**
 * A case's chain as its firm's verification reads it (not itself recorded), once no record of it waits
 * to be linked: records are linked off the request path, so a chain counted earlier would miss them.
 * The verification counts the waiting records and reads the chain side by side, so records linked
 * between the two are in neither: a chain is taken as linked when two verifications in a row find
 * nothing waiting and the same length.
 */
async function untilLinked(api: Api, admin: Actor, caseId: string): Promise<ChainVerification> {
  const deadline = performance.now() + LINKING_TIMEOUT_MS;
  let previous: ChainVerification | undefined;
  for (;;) {
    const result = await api.send<ChainVerification>(admin, 'GET', `/v1/admin/cases/${caseId}/activity/verify`);
    if (result.pending === 0 && previous?.pending === 0 && previous.checked === result.checked) return result;
    if (performance.now() > deadline) throw new Error(`${result.pending} records of case ${caseId} still wait to be linked after ${LINKING_TIMEOUT_MS / 1000} s`);
    if (result.pending > 0) await new Promise((resolve) => setTimeout(resolve, LINKING_POLL_MS));
    previous = result;
  }
}

/** Each case's chain, verified once nothing of it waits to be linked. */
async function verifyChains(api: Api, world: World): Promise<Map<string, ChainVerification>> {
  const found = new Map<string, ChainVerification>();
  for (const { admin } of world.orgs) {
    for (const caseItem of await allAdminCases(api, admin)) found.set(caseItem.caseId, await untilLinked(api, admin, caseItem.caseId));
  }
  return found;
}

async function chainLengths(api: Api, world: World): Promise<Map<string, number>> {
  return new Map([...(await verifyChains(api, world))].map(([caseId, result]) => [caseId, result.checked]));
}

export interface ChainCheck {
  cases: number;
  /** Records the load's successful requests must have added. */
  expected: number;
  /** Records the chains gained. */
  added: number;
  /** Chains whose verification found a broken link. */
  broken: number;
  /** Cases whose chain gained another number of records than their requests. */
  off: number;
}

/** After the load: every chain intact, each grown by exactly the records of its case's successful requests. */
async function checkChains(api: Api, world: World, before: Map<string, number>): Promise<ChainCheck> {
  const after = await verifyChains(api, world);
  let expected = 0;
  let added = 0;
  let broken = 0;
  let off = 0;
  for (const [caseId, result] of after) {
    const grew = result.checked - (before.get(caseId) ?? 0);
    const wanted = expectedRecords.perCase.get(caseId) ?? 0;
    expected += wanted;
    added += grew;
    if (!result.intact) broken += 1;
    if (grew !== wanted) off += 1;
  }
  return { cases: after.size, expected, added, broken, off };
}

/** How many documents of a case its client sees, as the firm's documents list says (`sharedWithClient`), page by page. */
async function countSeenByClient(api: Api, admin: Actor, caseId: string): Promise<number> {
  let seen = 0;
  let cursor: string | undefined;
  do {
    const page = await api.send<{ documents: Array<{ sharedWithClient: boolean }>; nextCursor?: string }>(
      admin,
      'GET',
      `/v1/cases/${caseId}/documents${query({ limit: MAX_PAGE_SIZE, cursor })}`,
    );
    seen += page.documents.filter((document) => document.sharedWithClient).length;
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

async function verify(api: Api, world: World, run: LoadRun, listedBefore: number): Promise<Verification> {
  const checks: Check[] = [];
  const listedIds = new Map<string, Set<string>>();
  let listedAfter = 0;
  for (const { orgId, admin } of world.orgs) {
    const listings = await listOrg(api, admin);
    const byClient = new Map<string, number>();
    let orgListed = 0;
    for (const { caseItem, ids } of listings) {
      checks.push({ what: `case ${caseItem.caseNumber} docsNum`, counter: caseItem.docsNum, listed: ids.size });
      // A client's Documents count counts what they see of their cases: their uploads and what was shared.
      byClient.set(caseItem.clientId, (byClient.get(caseItem.clientId) ?? 0) + (await countSeenByClient(api, admin, caseItem.caseId)));
      orgListed += ids.size;
      listedIds.set(caseItem.caseId, ids);
    }
    listedAfter += orgListed;
    const { Item: org } = await api.send<{ Item: OrgSummary }>(admin, 'GET', `/v1/admin/orgs/${orgId}`);
    checks.push({ what: `org ${orgId} documentsUploadedCount`, counter: org.documentsUploadedCount, listed: orgListed });
    for (const [clientId, listed] of byClient) {
      const { Item: client } = await api.send<{ Item: User }>(admin, 'GET', `/v1/clients/${clientId}`);
      checks.push({ what: `client ${client.email} documentsCount`, counter: client.documentsCount ?? 0, listed });
    }
  }
  // Lost: answered by a completion, but not in its case's listing (or its case not listed at all).
  let lost = 0;
  let recorded = 0;
  for (const [caseId, ids] of run.recorded) {
    recorded += ids.size;
    for (const id of ids) if (!listedIds.get(caseId)?.has(id)) lost += 1;
  }
  return { checks, mismatches: checks.filter((check) => check.counter !== check.listed), lost, recorded, listedAfter, listedBefore };
}

// ---------------------------------------------------------------- the activity log under a burst

/** The burst: simultaneous reads of one case by its own client, as the outside attack sent them. */
const BURST_READS = 300;
/** Each probe alone: one read of the case after another, nothing else in flight. */
const PROBES_ALONE = 40;
/** While a burst is in flight, each probe reads again PROBE_INTERVAL_MS after its last read was sent, or when it was answered if later (at most PROBES_DURING_MAX reads). */
const PROBE_INTERVAL_MS = 100;
const PROBES_DURING_MAX = 60;
/** The firm's read's p95 during the client's burst against its p95 alone, on the local stack. */
const BURST_TARGET_RATIO = 3;

interface TimedRead {
  ms: number;
  /** The answer's status; 0 when none came (a timeout, a reset connection). */
  status: number;
}

/** One GET, timed until its whole body is read. */
async function timedRead(info: StackInfo, actor: Actor, route: string): Promise<TimedRead> {
  const started = performance.now();
  try {
    const response = await fetch(loopbackOnly(`${info.url}${route}`), { headers: { authorization: `Bearer ${actor.token}` }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

/**
 * The reads of the case timed alone and during the bursts: the firm's (its admin's case page, the
 * target's probe: another person than the one bursting) and the client's own (a diagnostic: in the
 * local gateway it waits behind its own burst, in AWS it would not).
 */
const PROBES = ['firm', 'own'] as const;
type ProbeName = (typeof PROBES)[number];
type Probes = Record<ProbeName, TimedRead[]>;

interface Burst {
  reads: TimedRead[];
  /** The probe reads sent while the burst was in flight. */
  probes: Probes;
  /** From the burst's first request to its last answer. */
  seconds: number;
}

/**
 * BURST_READS simultaneous reads of `route` by `actor`, and each probe while they are in flight: sent,
 * answered, then sent again PROBE_INTERVAL_MS after it was last sent (or at once if it took longer),
 * as a person reads a page and then reads it again. A probe never waits on its own previous read: the
 * local gateway queues a caller's requests behind one another, so probes sent on a clock regardless
 * would measure the probe's own queue.
 */
async function burstOf(info: StackInfo, actor: Actor, route: string, probes: Record<ProbeName, () => Promise<TimedRead>>): Promise<Burst> {
  const started = performance.now();
  let inFlight = true;
  const all = Promise.all(Array.from({ length: BURST_READS }, () => timedRead(info, actor, route))).finally(() => {
    inFlight = false;
  });
  const probeLoop = async (probe: () => Promise<TimedRead>): Promise<TimedRead[]> => {
    const reads: TimedRead[] = [];
    while (inFlight && reads.length < PROBES_DURING_MAX) {
      const sent = performance.now();
      reads.push(await probe());
      const rest = PROBE_INTERVAL_MS - (performance.now() - sent);
      if (rest > 0) await Promise.race([all, new Promise((resolve) => setTimeout(resolve, rest))]);
    }
    return reads;
  };
  const [firm, own] = await Promise.all([probeLoop(probes.firm), probeLoop(probes.own)]);
  const reads = await all;
  const seconds = (performance.now() - started) / 1000;
  return { reads, probes: { firm, own }, seconds };
}

interface ActivityBurst {
  caseId: string;
  /** The local gateway's route slots in this run. */
  routeSlots: number;
  /** Each probe alone (taken in turn). */
  alone: Probes;
  /** BURST_READS reads of the case by its client at once. */
  burst: Burst;
  /** BURST_READS reads of the case by another firm's admin at once, each refused (404). */
  refused: Burst;
  /** As many reads of the client's case list, a route that records nothing: what a burst costs the probes when no record is written. */
  control: Burst;
  /** Reads of the case answered 200: both probes alone and during the bursts, and the client's burst. */
  answered: number;
  /** case.viewed records the case's log gained, and how many of them say something other than answered. */
  recordsAdded: number;
  recordsNotAnswered: number;
  /** The other firm's reads answered 404, and the access.denied records the case's log gained (and how many not "refused"). */
  refusedAnswered: number;
  deniedAdded: number;
  deniedNotRefused: number;
  chain: ChainVerification;
  /** From the last answer until nothing waited to be linked. */
  linkSeconds: number;
  /** Cores other processes of the machine used from the first probe to the last answer. */
  otherCores: number;
}

/** The case's records of one kind, once linked: how many, and how many have another outcome than `outcome`. */
async function recordsOfKind(api: Api, admin: Actor, caseId: string, kind: string, outcome: string): Promise<{ count: number; other: number }> {
  let count = 0;
  let other = 0;
  let cursor: string | undefined;
  do {
    const page = await api.send<ActivityPage>(admin, 'GET', `/v1/admin/cases/${caseId}/activity${query({ kind, limit: MAX_PAGE_SIZE, cursor })}`);
    count += page.Items.length;
    other += page.Items.filter((record) => (record.outcome ?? 'answered') !== outcome).length;
    cursor = page.nextCursor;
  } while (cursor);
  return { count, other };
}

/**
 * With nothing else running: a case of its own for the demo client; its admin's read and the client's
 * read timed alone, then during BURST_READS simultaneous reads of the case by the client, during as
 * many refused reads of it by another firm's admin, and during as many reads of a route that records
 * nothing. Once linked, the case's log must hold one case.viewed record per read answered 200, all
 * answered, one access.denied per refused read, and its chain be intact.
 */
async function measureActivityBurst(info: StackInfo, api: Api, world: World, routeSlots: number): Promise<ActivityBurst> {
  const admin = world.admins[0] as Actor;
  const client = world.clients[0] as Actor;
  const otherFirmAdmin = world.orgs.find((org) => org.orgId !== admin.orgId)?.admin;
  if (!otherFirmAdmin) throw new Error('the benchmark has no admin of another firm');
  const { caseItem } = await api.send<{ caseItem: Case }>(admin, 'POST', '/v1/admin/cases', {
    caseName: 'Burst case',
    caseNumber: `BURST-${Date.now().toString(36)}`,
    clientName: DEMO_CLIENT.name,
    clientEmail: DEMO_CLIENT.email,
    clientPhone: DEMO_CLIENT.phone,
    category: 'Consultation',
  });
  const { caseId } = caseItem;
  await untilLinked(api, admin, caseId);
  const viewedBefore = await recordsOfKind(api, admin, caseId, 'case.viewed', 'answered');
  const deniedBefore = await recordsOfKind(api, admin, caseId, 'access.denied', 'refused');
  const adminRoute = `/v1/admin/cases/${caseId}`;
  const probes = {
    firm: () => timedRead(info, admin, adminRoute),
    own: () => timedRead(info, client, `/v1/clients/${client.userId}/cases/${caseId}`),
  };
  const cpuBefore = cpuSample();
  const alone: Probes = { firm: [], own: [] };
  for (let n = 0; n < PROBES_ALONE; n += 1) for (const name of PROBES) alone[name].push(await probes[name]());
  const burst = await burstOf(info, client, `/v1/clients/${client.userId}/cases/${caseId}`, probes);
  const refused = await burstOf(info, otherFirmAdmin, adminRoute, probes);
  const control = await burstOf(info, client, `/v1/clients/${client.userId}/cases${query({ limit: PAGE_SIZE })}`, probes);
  const lastAnswer = performance.now();
  const otherWork = coresUsed(cpuBefore, cpuSample()).find((row) => row.name === OTHER_WORK)?.cores ?? 0;
  const chain = await untilLinked(api, admin, caseId);
  const linkSeconds = (performance.now() - lastAnswer) / 1000;
  const viewedAfter = await recordsOfKind(api, admin, caseId, 'case.viewed', 'answered');
  const deniedAfter = await recordsOfKind(api, admin, caseId, 'access.denied', 'refused');
  const caseReads = [...PROBES.flatMap((name) => [...alone[name], ...burst.probes[name], ...refused.probes[name], ...control.probes[name]]), ...burst.reads];
  return {
    caseId,
    routeSlots,
    alone,
    burst,
    refused,
    control,
    answered: caseReads.filter((read) => read.status === 200).length,
    recordsAdded: viewedAfter.count - viewedBefore.count,
    recordsNotAnswered: viewedAfter.other - viewedBefore.other,
    refusedAnswered: refused.reads.filter((read) => read.status === 404).length,
    deniedAdded: deniedAfter.count - deniedBefore.count,
    deniedNotRefused: deniedAfter.other - deniedBefore.other,
    chain,
    linkSeconds,
    otherCores: otherWork,
  };
}

const msOf = (reads: readonly TimedRead[]) => reads.map((read) => read.ms);
const statusesOf = (reads: readonly TimedRead[]) => {
  const counts = new Map<number, number>();
  for (const read of reads) counts.set(read.status, (counts.get(read.status) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([status, count]) => `${count} × ${status === 0 ? 'no answer' : status}`).join(', ');
};
/** A probe's p95 during a burst against its p95 alone. */
const burstRatio = (result: ActivityBurst, burst: Burst, probe: ProbeName) => percentile(msOf(burst.probes[probe]), 95) / percentile(msOf(result.alone[probe]), 95);
/** The target's ratio: the firm's read during its client's burst. */
const targetRatio = (result: ActivityBurst) => burstRatio(result, result.burst, 'firm');
const recordsMatch = (result: ActivityBurst) =>
  result.recordsAdded === result.answered &&
  result.recordsNotAnswered === 0 &&
  result.deniedAdded === result.refusedAnswered &&
  result.deniedNotRefused === 0 &&
  result.chain.intact;

// ---------------------------------------------------------------- where a completion's time goes

const PHASES = ['gateway, token, caller\'s record', 'read the batch (beside the case)', 'inspect (ranged GETs)', 'copy (CopyObject)', 'record (name guards + transaction)', 'release staging (DeleteObject)', 'mail event (SQS)', 'gaps and answer'] as const;
type Phase = (typeof PHASES)[number];

interface Anatomy {
  /** Per phase: the span of each completion (ms), in completion order. */
  phases: Map<Phase, number[]>;
  totals: number[];
  /** Per traced operation: each request's time (ms), over the whole run. */
  requests: Map<string, number[]>;
  /** Per traced operation: the answers with a 5xx status (the SDK retries them). */
  failures: Map<string, number>;
  transactionAttempts: number[];
}

function phaseOf(entry: Traced): Exclude<Phase, 'gateway, token, caller\'s record' | 'gaps and answer'> | undefined {
  if (entry.service === 'SQS') return 'mail event (SQS)';
  if (entry.service === 'S3') {
    if (entry.op === 'GetObject' || entry.op === 'HeadObject') return 'inspect (ranged GETs)';
    if (entry.op === 'CopyObject') return 'copy (CopyObject)';
    if (entry.op === 'DeleteObject') return 'release staging (DeleteObject)';
    return undefined;
  }
  if (entry.op === 'GetItem' && entry.text.includes('"BATCH#')) return 'read the batch (beside the case)';
  if (entry.op === 'BatchGetItem' || entry.op === 'TransactWriteItems') return 'record (name guards + transaction)';
  // Anything else naming the batch is the mail worker's, which the local queue runs meanwhile.
  return undefined;
}

/** The steps of these completions, and every traced request that began within the window. */
function anatomy(completions: readonly Completion[], traced: readonly Traced[], window: { from: number; to: number }): Anatomy {
  const phases = new Map<Phase, number[]>(PHASES.map((phase) => [phase, []]));
  const totals: number[] = [];
  const transactionAttempts: number[] = [];
  const finished = traced.filter((entry) => Number.isFinite(entry.end));
  for (const completion of completions) {
    const mine = finished.filter(
      (entry) => entry.start >= completion.sent && entry.end <= completion.answered && (entry.text.includes(completion.batchId) || entry.text.includes(completion.token)),
    );
    const total = completion.answered - completion.sent;
    totals.push(total);
    const spans = new Map<Phase, { start: number; end: number }>();
    for (const entry of mine) {
      const phase = phaseOf(entry);
      if (!phase) continue;
      const span = spans.get(phase);
      spans.set(phase, span ? { start: Math.min(span.start, entry.start), end: Math.max(span.end, entry.end) } : { start: entry.start, end: entry.end });
    }
    transactionAttempts.push(mine.filter((entry) => entry.op === 'TransactWriteItems').length);
    const first = Math.min(...mine.map((entry) => entry.start));
    const before = Number.isFinite(first) ? first - completion.sent : total;
    let accounted = before;
    (phases.get('gateway, token, caller\'s record') as number[]).push(before);
    for (const phase of PHASES.slice(1, -1)) {
      const span = spans.get(phase);
      const length = span ? span.end - span.start : 0;
      accounted += length;
      (phases.get(phase) as number[]).push(length);
    }
    (phases.get('gaps and answer') as number[]).push(Math.max(0, total - accounted));
  }
  const requests = new Map<string, number[]>();
  const failures = new Map<string, number>();
  for (const entry of finished) {
    if (entry.start < window.from || entry.start >= window.to) continue;
    const name = `${entry.service} ${entry.op}`;
    const list = requests.get(name) ?? [];
    list.push(entry.end - entry.start);
    requests.set(name, list);
    if (entry.status >= 500) failures.set(name, (failures.get(name) ?? 0) + 1);
  }
  return { phases, totals, requests, failures, transactionAttempts };
}

// ---------------------------------------------------------------- the run

interface Result {
  world: { admins: number; clients: number; cases: number };
  solo: number[];
  /** The lone batches' steps, to set beside the load's. */
  soloAnatomy: Anatomy;
  /** The uploaders again, with no readers. */
  uploadersAlone: { seconds: number; completion: number[]; anatomy: Anatomy; errors: number };
  tally: Tally;
  run: LoadRun;
  verification: Verification;
  anatomy: Anatomy;
  cores: Array<{ name: string; cores: number }>;
  eventLoop: { p50: number; p99: number; max: number; utilization: number };
  load: { start: number; end: number };
  activityBurst: ActivityBurst;
}

async function measure(info: StackInfo, loadAtStart: number, routeSlots: number): Promise<Result> {
  const setupApi = new Api(info, new Tally());
  say('Preparing the users and cases…');
  const world = await prepareWorld(info, setupApi);
  const files = BATCH_FILES.map((file, i) => fileBytes(file.kind, file.size, i));
  const caseCount = [...world.orgs].reduce((sum, { admin }) => sum + (world.cases.get(admin.label)?.length ?? 0), 0);

  // Every route is bundled on its first call (as a cold Lambda): warm them all outside the clock.
  say('Warming every route up…');
  const warm = new Api(info, new Tally());
  for (let n = 0; n < 5; n += 1) {
    const actor = actorAt(world, n);
    // One pass of the reader's loop: its list and a case page.
    const before = warm.tally.requests;
    await readerLoop(warm, world, n, { allows: () => warm.tally.requests - before < 6 });
    await sendBatch(warm, actor, (world.cases.get(actor.label) ?? [])[0] as Case, `warm ${n}`, files, true);
  }
  if (warm.tally.errors > 0) throw new Error(`the warm-up failed: ${describeErrors(warm.tally)}`);

  // A completion alone (no readers, one uploader), traced like the load's, to set them side by side.
  const tracer = traceHandlerRequests(info);
  tracer.state.recording = true;
  const soloCompletions: Completion[] = [];
  const soloApi = new Api(info, new Tally());
  for (let n = 0; n < settings.soloBatches; n += 1) {
    const actor = actorAt(world, n);
    const cases = world.cases.get(actor.label) ?? [];
    soloCompletions.push(await sendBatch(soloApi, actor, cases[n % cases.length] as Case, `solo ${n}`, files, true));
  }
  tracer.state.recording = false;
  const soloEnded = performance.now();
  if (soloApi.tally.errors > 0) throw new Error(`a batch alone failed: ${describeErrors(soloApi.tally)}`);

  say('Counting what the listings show before the load…');
  const listedBefore = await countListed(setupApi, world);
  const chainsBefore = await chainLengths(setupApi, world);
  expectedRecords.counting = true;

  say(`Load: ${settings.readers} readers and ${settings.uploaders} uploaders for ${settings.seconds} s (at most ${settings.maxRequests} requests)…`);
  const api = new Api(info, new Tally());
  const run: LoadRun = { seconds: 0, completions: [], recorded: new Map(), batches: 0 };
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const cpuBefore = cpuSample();
  const utilizationBefore = performance.eventLoopUtilization();
  loopDelay.enable();
  tracer.state.recording = true;
  const started = performance.now();
  const budget = new Budget(settings.seconds, api.tally, settings.maxRequests);
  await Promise.all([
    ...Array.from({ length: settings.readers }, (_, n) => readerLoop(api, world, n, budget)),
    ...Array.from({ length: settings.uploaders }, (_, n) => uploaderLoop(api, world, n, budget, run, files)),
  ]);
  run.seconds = (performance.now() - started) / 1000;
  tracer.state.recording = false;
  loopDelay.disable();
  const cpuAfter = cpuSample();
  const utilization = performance.eventLoopUtilization(utilizationBefore).utilization;
  // Every traced store request of the load, for a closer look (BENCH_LOAD_TRACE=<file>).
  if (process.env.BENCH_LOAD_TRACE) writeFileSync(process.env.BENCH_LOAD_TRACE, JSON.stringify({ completions: run.completions.map(({ documents: _, actor, caseItem, ...rest }) => ({ ...rest, actor: actor.label, caseId: caseItem.caseId })), traced: tracer.traced }));
  const loadEnd = os.loadavg()[0] ?? 0;

  say(`The ${settings.uploaders} uploaders again, without readers, for ${settings.uploadersAloneSeconds} s…`);
  const uploadersApi = new Api(info, new Tally());
  const uploadersRun: LoadRun = { seconds: 0, completions: [], recorded: run.recorded, batches: 0 };
  const uploadersBudget = new Budget(settings.uploadersAloneSeconds, uploadersApi.tally, settings.maxRequests);
  tracer.state.recording = true;
  const uploadersStarted = performance.now();
  await Promise.all(Array.from({ length: settings.uploaders }, (_, n) => uploaderLoop(uploadersApi, world, n, uploadersBudget, uploadersRun, files)));
  uploadersRun.seconds = (performance.now() - uploadersStarted) / 1000;
  tracer.state.recording = false;

  tracer.stop();
  expectedRecords.counting = false;
  say('Checking every case’s activity chain…');
  const chains = await checkChains(setupApi, world, chainsBefore);
  say('Checking every counter against the listings…');
  const verification = { ...(await verify(setupApi, world, run, listedBefore)), chains };
  say(`Activity under burst: the firm's and the client's case reads alone, then during ${BURST_READS} simultaneous reads of the case by the client, ${BURST_READS} refused reads of it by another firm, ${BURST_READS} reads of a route that records nothing…`);
  const activityBurst = await measureActivityBurst(info, setupApi, world, routeSlots);
  return {
    world: { admins: world.admins.length, clients: world.clients.length, cases: caseCount },
    solo: soloCompletions.map((completion) => completion.answered - completion.sent),
    soloAnatomy: anatomy(soloCompletions, tracer.traced, { from: 0, to: soloEnded }),
    tally: api.tally,
    run,
    verification,
    anatomy: anatomy(run.completions, tracer.traced, { from: started, to: uploadersStarted }),
    uploadersAlone: {
      seconds: uploadersRun.seconds,
      completion: uploadersApi.tally.of('POST complete').latencies,
      anatomy: anatomy(uploadersRun.completions, tracer.traced, { from: uploadersStarted, to: Number.POSITIVE_INFINITY }),
      errors: uploadersApi.tally.errors,
    },
    cores: coresUsed(cpuBefore, cpuAfter),
    eventLoop: { p50: loopDelay.percentile(50) / 1e6, p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6, utilization },
    load: { start: loadAtStart, end: loadEnd },
    activityBurst,
  };
}

function describeErrors(tally: Tally): string {
  return [...tally.operations.entries()]
    .filter(([, operation]) => operation.errors > 0)
    .map(([name, operation]) => `${name}: ${operation.errors} (${operation.messages.join(' | ')})`)
    .join('; ');
}

// ---------------------------------------------------------------- the report

interface RunSummary {
  date: string;
  load: string;
  requests: number;
  errors: number;
  lost: number;
  mismatches: number;
  batches: number;
  completionP50: number;
  completionP95: number;
  /** The uploaders without readers. */
  uploadersOnlyP95?: number;
  soloP50: number;
  /** Cores other processes of the machine used during the load. */
  otherCores?: number;
  /** The activity burst: the probe's p95 alone and during the client's burst, and whether the records matched the answered reads. */
  burstAloneP95?: number;
  burstP95?: number;
  burstRecordsMatch?: boolean;
  /** Whose read the probe was: the firm's admin's, or (runs without it) the bursting client's own. */
  burstProbe?: 'firm';
  /** The local gateway's route slots (runs without it: none, first come first served). */
  routeSlots?: number;
}

/** Cores the benchmark's own processes used over the load, and the rest of the machine's. */
const stackCores = (result: Result) => result.cores.filter((row) => row.name !== OTHER_WORK).reduce((sum, row) => sum + row.cores, 0);
const otherCores = (result: Result) => result.cores.find((row) => row.name === OTHER_WORK)?.cores ?? 0;
const stats = (values: readonly number[]) => ({ n: values.length, p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) });
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

function summaryOf(result: Result): RunSummary {
  const completion = stats(result.tally.of('POST complete').latencies);
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    load: `${result.load.start.toFixed(2)} → ${result.load.end.toFixed(2)}`,
    requests: result.tally.requests,
    errors: result.tally.errors + result.uploadersAlone.errors,
    lost: result.verification.lost,
    mismatches: result.verification.mismatches.length,
    batches: result.run.completions.length,
    completionP50: completion.p50,
    completionP95: completion.p95,
    soloP50: percentile(result.solo, 50),
    uploadersOnlyP95: percentile(result.uploadersAlone.completion, 95),
    otherCores: otherCores(result),
    burstAloneP95: percentile(msOf(result.activityBurst.alone.firm), 95),
    burstP95: percentile(msOf(result.activityBurst.burst.probes.firm), 95),
    burstRecordsMatch: recordsMatch(result.activityBurst),
    burstProbe: 'firm',
    routeSlots: result.activityBurst.routeSlots,
  };
}

const HISTORY_MARK = /<!-- bench:load:runs (\[.*?\]) -->/;

function earlierRuns(file: string): RunSummary[] {
  if (!existsSync(file)) return [];
  const found = HISTORY_MARK.exec(readFileSync(file, 'utf8'));
  try {
    return found ? (JSON.parse(found[1] as string) as RunSummary[]) : [];
  } catch {
    return [];
  }
}

function render(result: Result, runs: readonly RunSummary[]): string {
  const { tally, run, verification, anatomy: parts } = result;
  const current = runs[runs.length - 1] as RunSummary;
  const completion = stats(tally.of('POST complete').latencies);
  const solo = stats(result.solo);
  const met = (ok: boolean) => (ok ? '✓' : '✗');
  const operationRows = [...tally.operations.entries()].map(([name, operation]) => {
    const s = stats(operation.latencies);
    return `| ${name} | ${operation.latencies.length} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${fmt(s.p99)} | ${operation.errors} |`;
  });
  const alone = result.soloAnatomy;
  const uploaders = result.uploadersAlone;
  const uploadersCompletion = stats(uploaders.completion);
  const phaseRows = PHASES.map((phase) => {
    const values = parts.phases.get(phase) ?? [];
    const soloValues = alone.phases.get(phase) ?? [];
    const uploaderValues = uploaders.anatomy.phases.get(phase) ?? [];
    return `| ${phase} | ${fmt(percentile(soloValues, 50))} | ${fmt(mean(soloValues))} | ${fmt(percentile(uploaderValues, 50))} | ${fmt(mean(uploaderValues))} | ${fmt(percentile(values, 50))} | ${fmt(percentile(values, 95))} | ${fmt(mean(values))} | ${Math.round((100 * mean(values)) / Math.max(1e-9, mean(parts.totals)))} % |`;
  });
  const requestRows = [...parts.requests.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([name, values]) => `| ${name} | ${values.length} | ${fmt(percentile(values, 50))} | ${fmt(percentile(values, 95))} | ${parts.failures.get(name) ?? 0} |`);
  const attempts = parts.transactionAttempts;
  const retried = attempts.filter((count) => count > 1).length;
  const errorLines = [...tally.operations.entries()].filter(([, operation]) => operation.errors > 0).map(([name, operation]) => `- ${name}: ${operation.messages.join(' · ')}`);
  const cpus = os.cpus().length;
  const coresTotal = stackCores(result);
  return [
    '## Load (`npm run bench:load`)',
    '',
    `Run ${current.date} on ${cpus} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.versions.node}, against a local stack of its own (DynamoDB Local, s3rver behind the verifying front, all on loopback); 1-minute load average ${result.load.start.toFixed(2)} before the benchmark started its stack, ${result.load.end.toFixed(2)} when the load ended (the benchmark itself keeps about two processes busy).`,
    '',
    `${settings.readers} readers and ${settings.uploaders} uploaders, each sending its next request as soon as its last was answered, for ${run.seconds.toFixed(1)} s (\`BENCH_LOAD_SECONDS\` ${settings.seconds}, at most \`BENCH_LOAD_MAX_REQUESTS\` ${settings.maxRequests}): ${tally.requests} requests, ${(tally.requests / run.seconds).toFixed(0)} a second; ${current.batches} batches of ${BATCH_FILES.length} files (${BATCH_FILES.map((file) => `${file.kind.toUpperCase()} ${file.size / 1000} KB`).join(', ')}) recorded. The users: ${result.world.admins} admins in two firms (the demo admin, a second admin of the demo firm, the admin of a second firm whose ${SECOND_ORG_CASES} cases the benchmark opens through the API) and the ${result.world.clients} demo clients, in turn; uploaders send to their cases in turn, so several batches record into the same case, client and firm at once.`,
    '',
    '| operation | requests | p50 ms | p95 ms | p99 ms | errors |',
    '|---|---|---|---|---|---|',
    ...operationRows,
    '',
    errorLines.length > 0 ? `Errors:\n\n${errorLines.join('\n')}\n` : 'No request failed.',
    '',
    `**Activity log**: ${describeChains(verification.chains)}.`,
    '',
    `**Nothing lost**: ${verification.lost === 0 && verification.mismatches.length === 0 ? 'yes' : '**no**'} — after the load, every case's documents listed page by page (nextCursor, every sub-folder) as its admin sees them: ${verification.listedBefore} documents before the load, ${verification.listedAfter} after, ${verification.recorded} answered by the completions of the load and of the uploaders alone (${verification.listedAfter - verification.listedBefore === verification.recorded ? 'the difference' : '**not** the difference'}); ${verification.lost} answered but not listed; ${verification.checks.length} counters compared (each case's docsNum, each firm's documentsUploadedCount, each client's documentsCount against the documents they see), ${verification.mismatches.length} differ from the listings${verification.mismatches.length > 0 ? `: ${verification.mismatches.slice(0, 8).map((check) => `${check.what} ${check.counter} vs ${check.listed} listed`).join('; ')}` : ''}.`,
    '',
    ...renderActivityBurst(result.activityBurst),
    '',
    '### Where a completion\'s time goes',
    '',
    `A completion alone (one batch at a time, no readers; ${solo.n} batches before the load): p50 ${fmt(solo.p50)} ms, p95 ${fmt(solo.p95)} ms. Under the load: p50 ${fmt(completion.p50)} ms, p95 ${fmt(completion.p95)} ms, p99 ${fmt(completion.p99)} ms (the first measurement, before this benchmark existed, reported p50 1.3 s, p95 2.4 s with 10 concurrent batches).`,
    '',
    `After the load, the same ${settings.uploaders} uploaders alone, without readers, for ${uploaders.seconds.toFixed(1)} s (\`BENCH_LOAD_UPLOADERS_ALONE_SECONDS\`): ${uploadersCompletion.n} batches, completion p50 ${fmt(uploadersCompletion.p50)} ms, p95 ${fmt(uploadersCompletion.p95)} ms, p99 ${fmt(uploadersCompletion.p99)} ms, ${uploaders.errors} errors ("uploaders only" below).`,
    '',
    `Each completion, cut into its steps by the handler's own requests (timed in this process through Node's \`http.client.request.start\` channel and attributed by the batch id or the file names they carry; a step runs from its first request's start to its last one's end; "gaps" is what no store request covers — the gateway, the token check, the caller's and the case's reads, JavaScript between the steps, and waiting for this one event loop):`,
    '',
    '| step | alone p50 ms | alone mean ms | uploaders only p50 ms | uploaders only mean ms | full load p50 ms | full load p95 ms | full load mean ms | share of the full load\'s mean |',
    '|---|---|---|---|---|---|---|---|---|',
    ...phaseRows,
    `| whole completion | ${fmt(percentile(alone.totals, 50))} | ${fmt(mean(alone.totals))} | ${fmt(percentile(uploaders.anatomy.totals, 50))} | ${fmt(mean(uploaders.anatomy.totals))} | ${fmt(percentile(parts.totals, 50))} | ${fmt(percentile(parts.totals, 95))} | ${fmt(mean(parts.totals))} | 100 % |`,
    '',
    `TransactWriteItems per completion: ${fmt(mean(attempts))} on average; ${retried} of ${attempts.length} completions retried theirs (TransactionConflict: another batch held the firm's, the case's or the client's counter; the repository retries up to 5 times after a random pause of up to 25 × 2^attempt ms).`,
    '',
    'Every request the handlers made to the stores during the load (all routes), one request each:',
    '',
    '| request | count | p50 ms | p95 ms | answered 5xx (the SDK retried) |',
    '|---|---|---|---|---|',
    ...requestRows,
    '',
    `CPU over the load (cores used on average, of ${cpus}; the benchmark's processes ${coresTotal.toFixed(2)} in all): ${result.cores.map((row) => `${row.name} ${row.cores.toFixed(2)}`).join('; ')}. This process's event loop was busy ${(100 * result.eventLoop.utilization).toFixed(0)} % of the time; a timer due now ran ${fmt(result.eventLoop.p50)} ms late at p50, ${fmt(result.eventLoop.p99)} ms at p99 (max ${fmt(result.eventLoop.max)} ms).`,
    '',
    reading(result, completion.p95),
    '',
    '### Runs',
    '',
    `<!-- bench:load:runs ${JSON.stringify(runs)} -->`,
    '',
    '| run | load average | other work (cores) | requests | errors | lost | counters off | batches | completion alone p50 | completion p50 / p95 | uploaders only p95 | case read p95 alone / during the client\'s burst | records = answered |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (entry) =>
        `| ${entry.date} | ${entry.load} | ${entry.otherCores === undefined ? 'not measured' : entry.otherCores.toFixed(2)} | ${entry.requests} | ${entry.errors} | ${entry.lost} | ${entry.mismatches} | ${entry.batches} | ${fmt(entry.soloP50)} ms | ${fmt(entry.completionP50)} / ${fmt(entry.completionP95)} ms | ${entry.uploadersOnlyP95 === undefined ? 'not measured' : `${fmt(entry.uploadersOnlyP95)} ms`} | ${entry.burstP95 === undefined || entry.burstAloneP95 === undefined ? 'not measured' : `${fmt(entry.burstAloneP95)} / ${fmt(entry.burstP95)} ms (${(entry.burstP95 / entry.burstAloneP95).toFixed(1)}×), ${entry.burstProbe === 'firm' ? 'the firm\'s' : 'the client\'s own'}; ${entry.routeSlots === undefined ? 'no slots' : `${entry.routeSlots} slots`}`} | ${entry.burstRecordsMatch === undefined ? 'not measured' : entry.burstRecordsMatch ? 'yes' : '**no**'} |`,
    ),
    '',
    `Targets on this ${cpus}-CPU machine: ${TARGETS.errors} errors ${met(current.errors === TARGETS.errors)}, nothing lost ${met(current.lost === 0 && current.mismatches === 0)}, completion p95 ≤ ${TARGETS.completionP95Ms} ms with ${settings.uploaders} concurrent batches ${met(current.completionP95 <= TARGETS.completionP95Ms)}, the firm's case read's p95 during its client's ${BURST_READS}-read burst of the case ≤ ${BURST_TARGET_RATIO}× alone ${met(targetRatio(result.activityBurst) <= BURST_TARGET_RATIO)}, records = answered requests ${met(recordsMatch(result.activityBurst))}.`,
    '',
    'Settings (environment): `BENCH_LOAD_READERS` (20), `BENCH_LOAD_UPLOADERS` (10), `BENCH_LOAD_SECONDS` (30),',
    '`BENCH_LOAD_MAX_REQUESTS` (100000), `BENCH_LOAD_SOLO_BATCHES` (10), `BENCH_LOAD_UPLOADERS_ALONE_SECONDS` (15), `BENCH_LOAD_TRACE` (a file for every traced store request), `BENCH_OUT` (docs/performance.md). Run it on a quiet',
    'machine (a 1-minute load average under ~1.5 before it starts): it uses both CPUs itself.',
    `The activity burst's counts are fixed: ${BURST_READS} reads at once, ${PROBES_ALONE} reads of each probe alone, during a burst each probe every ${PROBE_INTERVAL_MS} ms or when its previous read was answered, if later (at most ${PROBES_DURING_MAX}). \`LOCAL_ROUTE_SLOTS\` (${DEFAULT_ROUTE_SLOTS}) sets the local gateway's route slots, as for \`npm start\`.`,
  ].join('\n');
}

/** The activity-under-burst row: the firm's read's p95 alone and during its client's burst, the diagnostics, and records against answered reads. */
function renderActivityBurst(result: ActivityBurst): string[] {
  const { alone, burst, refused, control } = result;
  const ratio = targetRatio(result);
  const row = (what: string, reads: readonly TimedRead[], against?: number) => {
    const s = stats(msOf(reads));
    return `| ${what} | ${reads.length} | ${statusesOf(reads)} | ${fmt(s.p50)} | ${fmt(s.p95)} | ${against === undefined ? '—' : `${against.toFixed(1)}×`} |`;
  };
  const firm = 'the firm\'s read (its admin, `GET /v1/admin/cases/{caseId}`)';
  const own = 'the client\'s own read (`GET /v1/clients/{clientId}/cases/{caseId}`)';
  const probeRows = (during: string, which: Burst) => [
    row(`${firm} during ${during}`, which.probes.firm, burstRatio(result, which, 'firm')),
    row(`${own} during ${during} (diagnostic)`, which.probes.own, burstRatio(result, which, 'own')),
  ];
  const answeredOf = (reads: readonly TimedRead[]) => reads.filter((read) => read.status === 200).length;
  const probesAnswered = [burst, refused, control].reduce((sum, which) => sum + answeredOf(which.probes.firm) + answeredOf(which.probes.own), 0);
  return [
    '### Activity under burst',
    '',
    `With nothing else running, after the load: a case opened for the demo client; the firm's read of it (its admin's case page) and the client's own read timed ${PROBES_ALONE} times each, in turn, one after another; then, while ${BURST_READS} reads of the case by the client are in flight at once, both reads again and again until the burst's last answer, each sent ${PROBE_INTERVAL_MS} ms after its previous one or when that one was answered, if later (at most ${PROBES_DURING_MAX} each: a probe never waits on its own previous read); the same while another firm's admin sends ${BURST_READS} reads of the case at once (each refused, 404, and recorded as access.denied), and while the client sends ${BURST_READS} reads of their case list, a route that records nothing. The target is the firm's read during its client's burst: another caller's burst must not queue it, as it does not in AWS, where every request gets a Lambda instance. The client's own read during its own burst is a diagnostic: the local gateway (${result.routeSlots} route invocations at once, callers served in turn: docs/local-stack.md) queues it behind the client's other reads, which Lambda would not. Other processes of the machine used ${result.otherCores.toFixed(2)} cores meanwhile${result.otherCores >= 0.25 ? ': **the machine was shared**, these times are inflated by them' : ''}.`,
    '',
    '| reads | requests | answers | p50 ms | p95 ms | p95 against the same read alone |',
    '|---|---|---|---|---|---|',
    row(`${firm} alone`, alone.firm, 1),
    row(`${own} alone`, alone.own, 1),
    ...probeRows('the client\'s burst of the case', burst),
    row(`the client's burst: ${BURST_READS} reads of the case at once (${burst.seconds.toFixed(1)} s to the last answer)`, burst.reads),
    ...probeRows('another firm\'s refused burst', refused),
    row(`another firm's burst: ${BURST_READS} reads of the case by its admin at once, refused (${refused.seconds.toFixed(1)} s)`, refused.reads),
    ...probeRows('the client\'s burst of the case list (records nothing)', control),
    row(`that burst: ${BURST_READS} reads of the client's case list at once (${control.seconds.toFixed(1)} s)`, control.reads),
    '',
    `**Activity under burst**: the firm's read of the case during its client's burst, p95 ${fmt(percentile(msOf(burst.probes.firm), 95))} ms against ${fmt(percentile(msOf(alone.firm), 95))} ms alone, ${ratio.toFixed(1)}× (target ≤ ${BURST_TARGET_RATIO}× ${ratio <= BURST_TARGET_RATIO ? '✓' : '✗'}); during another firm's refused burst ${burstRatio(result, refused, 'firm').toFixed(1)}×, during the client's burst of a route that records nothing ${burstRatio(result, control, 'firm').toFixed(1)}×. The client's own read during its own burst: ${burstRatio(result, burst, 'own').toFixed(1)}× (diagnostic).`,
    '',
    `**Records = answered requests**: ${recordsMatch(result) ? 'yes' : '**no**'} — ${result.answered} reads of the case answered 200 (${answeredOf(alone.firm) + answeredOf(alone.own)} alone, ${answeredOf(burst.reads)} in the client's burst, ${probesAnswered} probes during the bursts); the case's log gained ${result.recordsAdded} case.viewed records, ${result.recordsNotAnswered} of them not "answered"; another firm's ${result.refusedAnswered} reads answered 404 and the log gained ${result.deniedAdded} access.denied records, ${result.deniedNotRefused} of them not "refused"; its chain ${result.chain.intact ? 'intact' : '**broken**'} (${result.chain.checked} records checked, ${result.chain.pending} waiting), every record linked ${result.linkSeconds.toFixed(1)} s after the last answer.`,
  ];
}

/** The reading of the completion's numbers this run supports (the target, or what stops it). */
function reading(result: Result, p95: number): string {
  if (p95 <= TARGETS.completionP95Ms) return `**The completion target is met in this run** (p95 ${fmt(p95)} ms ≤ ${TARGETS.completionP95Ms} ms).`;
  const parts = result.anatomy;
  const ranked = PHASES.map((phase) => ({ phase, mean: mean(parts.phases.get(phase) ?? []) })).sort((a, b) => b.mean - a.mean);
  const alone = (phase: Phase) => fmt(mean(result.soloAnatomy.phases.get(phase) ?? []));
  const top = ranked.slice(0, 3).map((entry) => `${entry.phase} ${fmt(entry.mean)} ms (alone ${alone(entry.phase)} ms)`).join(', ');
  const coresTotal = stackCores(result);
  const deletes = parts.requests.get('S3 DeleteObject')?.length ?? 0;
  const failedDeletes = parts.failures.get('S3 DeleteObject') ?? 0;
  const soloDeletes = result.soloAnatomy.requests.get('S3 DeleteObject')?.length ?? 0;
  const soloFailed = result.soloAnatomy.failures.get('S3 DeleteObject') ?? 0;
  const retried = parts.transactionAttempts.filter((count) => count > 1).length;
  return [
    `**The completion target is not met in this run** (p95 ${fmt(p95)} ms > ${TARGETS.completionP95Ms} ms; the same completion alone: p50 ${fmt(percentile(result.solo, 50))} ms, p95 ${fmt(percentile(result.solo, 95))} ms).`,
    otherCores(result) >= 0.25 ? `Other processes used ${otherCores(result).toFixed(2)} cores during the load: this run's times are inflated by them.` : '',
    `The largest steps by mean: ${top}: the same requests as alone, each of them waiting far longer.`,
    `Without readers, the ${settings.uploaders} concurrent batches alone still reach p95 ${fmt(percentile(result.uploadersAlone.completion, 95))} ms (copy ${fmt(mean(result.uploadersAlone.anatomy.phases.get('copy (CopyObject)') ?? []))} ms on average).`,
    'During the full load the stack used',
    `${coresTotal.toFixed(2)} of the machine's ${os.cpus().length} CPUs, and one Node process — the gateway, every handler, the`,
    'local S3 (s3rver: a CopyObject reads and writes the whole file, with its MD5) and its verifying front',
    `(which hashes every PUT body) and the load clients — used ${(result.cores[0]?.cores ?? 0).toFixed(2)} cores (its JavaScript on one thread, file work on libuv's threads), and its one JavaScript thread was busy`,
    `${(100 * result.eventLoop.utilization).toFixed(0)} % of the time: a store request waits for that thread as much as for its store;`,
    'DynamoDB Local (the JVM) answers the readers\' GetItem and Query calls and the transactions from the same',
    `CPUs. ${failedDeletes > 0 ? `The local S3 answered 500 to ${failedDeletes} of ${deletes} DeleteObject requests: s3rver removes an emptied \`uploads/{batchId}/\` directory after each delete, and the batch's parallel deletes race on it (node_modules/s3rver/lib/stores/filesystem.js, \`deleteObject\`); the SDK retried each after its back-off, which is in the release step${soloFailed > 0 ? ` (alone too: ${soloFailed} of ${soloDeletes}; the release takes ${alone('release staging (DeleteObject)')} ms of a lone completion's ${fmt(mean(result.soloAnatomy.totals))} ms on average)` : ''}.` : ''}${retried > 0 ? ` ${retried} completions retried their transaction after a TransactionConflict on a shared counter.` : ''}`,
    'None of this is the product\'s own work growing: the steps are the ones a completion makes alone. These',
    'figures describe this machine, not Lambda, DynamoDB and S3.',
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

async function main(): Promise<number> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.LOG_LEVEL ??= 'silent';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-load-'));
  const stackLog: string[] = [];
  let stack: LocalStack | undefined;
  const printLog = console.log;
  try {
    say(`Starting a local stack for the benchmark in ${dataDir}…`);
    const loadAtStart = os.loadavg()[0] ?? 0;
    const routeSlots = intFromEnv('LOCAL_ROUTE_SLOTS', DEFAULT_ROUTE_SLOTS);
    stack = await startLocalStack({ port: 0, dataDir, serveWeb: false, dynamoDbPort: 0, cognitoPort: 0, s3Port: 0, sqsPort: 0, smtpPort: 0, mailInboxPort: 0, routeSlots, log: (line) => stackLog.push(line) });
    for (const url of [stack.info.url, stack.info.dynamoDbEndpoint, stack.info.s3Endpoint, stack.info.sqsEndpoint]) loopbackOnly(url);
    // Handler log lines are built (handler work) but not printed; the local S3's own (it logs through
    // console.log, not the stack's log) are kept with the stack's output, shown if the run fails.
    console.log = (...args: unknown[]) => {
      const line = args.map(String).join(' ');
      if (line.startsWith('[s3]')) stackLog.push(line);
    };
    const result = await measure(stack.info, loadAtStart, routeSlots);
    console.log = printLog;
    const runs = [...earlierRuns(settings.output), summaryOf(result)].slice(-HISTORY);
    writeSection(settings.output, 'load', render(result, runs));
    say(`Wrote ${path.relative(process.cwd(), settings.output)}`);
    say('');
    say('operation                                        requests    p50 ms    p95 ms    p99 ms  errors');
    for (const [name, operation] of result.tally.operations) {
      const s = stats(operation.latencies);
      say(`${name.padEnd(48)} ${String(operation.latencies.length).padStart(8)} ${fmt(s.p50).padStart(9)} ${fmt(s.p95).padStart(9)} ${fmt(s.p99).padStart(9)} ${String(operation.errors).padStart(7)}`);
    }
    if (result.tally.errors > 0) say(`errors: ${describeErrors(result.tally)}`);
    const current = runs[runs.length - 1] as RunSummary;
    const { verification } = result;
    for (const check of verification.mismatches) say(`counter differs: ${check.what} ${check.counter}, listed ${check.listed}`);
    say(`completion alone p50 ${fmt(current.soloP50)} ms; steps under load (mean ms): ${PHASES.map((phase) => `${phase} ${fmt(mean(result.anatomy.phases.get(phase) ?? []))}`).join(', ')}`);
    say(
      `load: ${current.requests} requests in ${result.run.seconds.toFixed(1)} s, ${current.errors} errors, ${current.batches} batches, ${verification.lost} documents lost, ${verification.mismatches.length} of ${verification.checks.length} counters differ from the listings, completion p50 ${fmt(current.completionP50)} ms p95 ${fmt(current.completionP95)} ms; uploaders without readers: completion p95 ${fmt(current.uploadersOnlyP95 ?? Number.NaN)} ms`,
    );
    say(`activity: ${describeChains(verification.chains)}`);
    const { activityBurst } = result;
    say(
      `activity under burst (${activityBurst.routeSlots} route slots): the firm's case read p95 alone ${fmt(current.burstAloneP95 ?? Number.NaN)} ms, during ${BURST_READS} simultaneous reads of the case by its client ${fmt(current.burstP95 ?? Number.NaN)} ms (${targetRatio(activityBurst).toFixed(1)}×; burst ${statusesOf(activityBurst.burst.reads)} in ${activityBurst.burst.seconds.toFixed(1)} s), during another firm's ${BURST_READS} refused reads ${burstRatio(activityBurst, activityBurst.refused, 'firm').toFixed(1)}× (${statusesOf(activityBurst.refused.reads)}), during ${BURST_READS} reads of a route that records nothing ${burstRatio(activityBurst, activityBurst.control, 'firm').toFixed(1)}×; the client's own read during its burst ${burstRatio(activityBurst, activityBurst.burst, 'own').toFixed(1)}× (diagnostic); ${activityBurst.answered} reads answered 200, ${activityBurst.recordsAdded} case.viewed records (${activityBurst.recordsNotAnswered} not answered), ${activityBurst.refusedAnswered} refused, ${activityBurst.deniedAdded} access.denied records, chain ${activityBurst.chain.intact ? 'intact' : 'broken'}, linked ${activityBurst.linkSeconds.toFixed(1)} s after the last answer`,
    );
    say(`targets: ${TARGETS.errors} errors, nothing lost, completion p95 <= ${TARGETS.completionP95Ms} ms with ${settings.uploaders} concurrent batches, every case's activity chain intact and complete, the firm's case read p95 during its client's ${BURST_READS}-read burst <= ${BURST_TARGET_RATIO}x alone, records = answered requests`);
    return 0;
  } catch (error) {
    console.log = printLog;
    console.error(`The benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    if (stackLog.length > 0) console.error(`Local stack output:\n${stackLog.slice(-40).join('\n')}`);
    return 1;
  } finally {
    console.log = printLog;
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().then((code) => process.exit(code));
