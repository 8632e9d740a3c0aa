/**
 * Starts the integration run's two local stacks side by side, each as a separate process
 * (`tsx infra/local/start.ts`) in its own process group, on free ports and in a fresh temporary data
 * directory: the default one (documents in the embedded S3-compatible server) and one with
 * `STORAGE=onedrive` (documents in the fake Microsoft Graph). The tests find them through
 * PORTAL_STACK_FILE and PORTAL_ONEDRIVE_STACK_FILE (support/stack.ts: `stack()`, `onedriveStack()`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { dataPaths, findFreePort, readStackFile } from '../../infra/local';
import globalTeardown from './global-teardown';
import { CONFIRMATION_CODE } from './support/tokens';

const READY_TIMEOUT_MS = 90_000;
const READY_LINE = /^Portal ready: (http:\/\/\S+)/;
const PORT_VARIABLES = ['PORT', 'DYNAMODB_PORT', 'COGNITO_PORT', 'S3_PORT', 'SMTP_PORT', 'MAIL_INBOX_PORT', 'SQS_PORT', 'GRAPH_PORT'] as const;

export interface IntegrationStackHandle {
  /** `s3` or `onedrive`: which stack it is, in messages. */
  storage: IntegrationStorage;
  child: ChildProcess;
  dataDir: string;
  output: string[];
}

type IntegrationStorage = 's3' | 'onedrive';

declare global {
  /** Every stack the setup spawned (the teardown stops them all). */
  var __PORTAL_INTEGRATION_STACKS__: IntegrationStackHandle[] | undefined;
}

/** Free ports for one stack, none of them handed to another stack of this run (`taken`). */
async function freePorts(taken: Set<number>): Promise<Record<string, string>> {
  const ports: Record<string, string> = {};
  for (const name of PORT_VARIABLES) {
    const free = await findFreePort(undefined, taken);
    taken.add(free);
    ports[name] = String(free);
  }
  return ports;
}

/** The `Portal ready` line on the stack's output; the whole output goes to `<dataDir>/stack.log` for the run. */
function waitUntilReady(handle: IntegrationStackHandle): Promise<string> {
  const { child, dataDir, output } = handle;
  // Keep reading the stack's output for the whole run (a full pipe would block it).
  const log = createWriteStream(path.join(dataDir, 'stack.log'));
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "Portal ready" within ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS);
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      readline.createInterface({ input: stream }).on('line', (line) => {
        log.write(`${line}\n`);
        if (output.length < 2000) output.push(line);
        const match = READY_LINE.exec(line);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    }
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the stack exited (${signal ?? `code ${code}`}) before it was ready`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** Spawns one stack with these ports and this storage, waits until it is ready and answers its stack.json. */
async function startIntegrationStack(storage: IntegrationStorage, ports: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-integration-${storage}-`));
  const child = spawn(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['infra/local/start.ts'], {
    cwd: process.cwd(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...ports,
      STORAGE: storage,
      LOCAL_DATA_DIR: dataDir,
      LOCAL_SERVE_WEB: 'false',
      LOCAL_STACK_EXIT_WITH_PID: String(process.pid),
      // Every sign-up / password-reset code is this one, so tests can confirm without reading e-mail.
      CODE: CONFIRMATION_CODE,
      // A client's upload batches within 4 s make one e-mail (5 minutes when deployed): long enough for
      // a test's parallel completions to share a window, short enough that upload e-mails arrive soon.
      UPLOAD_DIGEST_WINDOW_SECONDS: '4',
    },
  });
  const handle: IntegrationStackHandle = { storage, child, dataDir, output: [] };
  globalThis.__PORTAL_INTEGRATION_STACKS__ = [...(globalThis.__PORTAL_INTEGRATION_STACKS__ ?? []), handle];
  try {
    await waitUntilReady(handle);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`The ${storage} local stack for the integration tests did not start: ${detail}\n--- its output ---\n${handle.output.join('\n')}`);
  }
  const stackFile = dataPaths(dataDir).stackFile;
  const info = readStackFile(stackFile);
  if ((storage === 'onedrive') !== (info.onedrive !== undefined)) throw new Error(`${stackFile} does not describe a stack with ${storage} storage`);
  return stackFile;
}

export default async function globalSetup(): Promise<void> {
  // Local code runs on Node 20 on purpose; the AWS SDK's reminder would repeat in every test file.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // Free ports, not the servers' defaults (leave those to the developer's npm start), all chosen
  // before either stack binds any, so the two never get the same one.
  const taken = new Set<number>();
  const s3Ports = await freePorts(taken);
  const onedrivePorts = await freePorts(taken);
  const started = await Promise.allSettled([startIntegrationStack('s3', s3Ports), startIntegrationStack('onedrive', onedrivePorts)]);
  const failures = started.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failures.length > 0) {
    // Jest runs no teardown after a failed setup: stop whichever stack did start.
    await globalTeardown();
    throw new Error(failures.map((failure) => (failure.reason instanceof Error ? failure.reason.message : String(failure.reason))).join('\n\n'));
  }
  const [s3StackFile, onedriveStackFile] = started.map((result) => (result as PromiseFulfilledResult<string>).value);
  process.env.PORTAL_STACK_FILE = s3StackFile;
  process.env.PORTAL_ONEDRIVE_STACK_FILE = onedriveStackFile;
}
