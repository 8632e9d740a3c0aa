/**
 * Starts ONE local stack for the integration run, as a separate process (`tsx infra/local/start.ts`)
 * in its own process group, on free ports and in a fresh temporary data directory, and tells the
 * tests where it is through PORTAL_STACK_FILE.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { dataPaths, findFreePort, readStackFile } from '../../infra/local';
import { CONFIRMATION_CODE } from './support/tokens';

const READY_TIMEOUT_MS = 90_000;
const READY_LINE = /^Portal ready: (http:\/\/\S+)/;

export interface IntegrationStackHandle {
  child: ChildProcess;
  dataDir: string;
  output: string[];
}

declare global {
  var __PORTAL_INTEGRATION_STACK__: IntegrationStackHandle | undefined;
}

export default async function globalSetup(): Promise<void> {
  // Local code runs on Node 20 on purpose; the AWS SDK's reminder would repeat in every test file.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-integration-'));
  // Free ports, not the servers' defaults: leave those to the developer's npm start.
  const taken = new Set<number>();
  const ports: Record<string, string> = {};
  for (const name of ['PORT', 'DYNAMODB_PORT', 'COGNITO_PORT', 'S3_PORT', 'SMTP_PORT', 'MAIL_INBOX_PORT', 'SQS_PORT']) {
    const free = await findFreePort(undefined, taken);
    taken.add(free);
    ports[name] = String(free);
  }

  const child = spawn(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['infra/local/start.ts'], {
    cwd: process.cwd(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...ports,
      LOCAL_DATA_DIR: dataDir,
      LOCAL_SERVE_WEB: 'false',
      LOCAL_STACK_EXIT_WITH_PID: String(process.pid),
      // Every sign-up / password-reset code is this one, so tests can confirm without reading e-mail.
      CODE: CONFIRMATION_CODE,
    },
  });
  const output: string[] = [];
  globalThis.__PORTAL_INTEGRATION_STACK__ = { child, dataDir, output };

  // Keep reading the stack's output for the whole run (a full pipe would block it); keep it in a file.
  const log = createWriteStream(path.join(dataDir, 'stack.log'));
  const ready = new Promise<string>((resolve, reject) => {
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

  try {
    await ready;
  } catch (error) {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`The local stack for the integration tests did not start: ${detail}\n--- its output ---\n${output.join('\n')}`);
  }

  const stackFile = dataPaths(dataDir).stackFile;
  readStackFile(stackFile);
  process.env.PORTAL_STACK_FILE = stackFile;
}
