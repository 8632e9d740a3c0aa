/**
 * A local stack as `npm start` runs it (`tsx local/start.ts`), in a process group of its own
 * and a fresh temporary data directory: the integration run's two stacks (global-setup.ts) and the
 * test that starts two at once (parallel-stacks.test.ts) use these.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { dataPaths, reapOrphans } from '../../../local';

const READY_LINE = /^Portal ready: (http:\/\/\S+)/;
const STOP_TIMEOUT_MS = 20_000;

export interface SpawnedStack {
  /** Which stack it is, in messages. */
  name: string;
  child: ChildProcess;
  dataDir: string;
  /** Its output so far (the first 2000 lines); all of it goes to `<dataDir>/stack.log`. */
  output: string[];
}

/** Starts a stack with this environment (on top of this process's) in a new data directory. */
export function spawnStack(name: string, env: NodeJS.ProcessEnv): SpawnedStack {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  const child = spawn(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['local/start.ts'], {
    cwd: process.cwd(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, LOCAL_DATA_DIR: dataDir, LOCAL_STACK_EXIT_WITH_PID: String(process.pid) },
  });
  return { name, child, dataDir, output: [] };
}

/**
 * The URL of its `Portal ready` line. It keeps reading the output for the whole run (a full pipe
 * would block the stack). On failure the error carries the stack's output.
 */
export async function waitUntilReady(stack: SpawnedStack, timeoutMs: number): Promise<string> {
  const { child, dataDir, output } = stack;
  const log = createWriteStream(path.join(dataDir, 'stack.log'));
  try {
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "Portal ready" within ${timeoutMs / 1000} s`)), timeoutMs);
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
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`The ${stack.name} local stack did not start: ${detail}\n--- its output ---\n${output.join('\n')}`);
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Stops its whole process group (SIGTERM, SIGKILL after 20 s), then deletes its data (unless KEEP_STACK_DATA). */
export async function stopSpawnedStack({ name, child, dataDir }: SpawnedStack): Promise<void> {
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child.pid, 'SIGTERM');
    const timedOut = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), STOP_TIMEOUT_MS).unref()),
    ]);
    if (timedOut) {
      console.error(`The ${name} local stack did not stop within 20 s: killing it`);
      signalGroup(child.pid, 'SIGKILL');
      await exited;
      // Its DynamoDB Local and cognito-local run in their own process groups.
      await reapOrphans(dataPaths(dataDir).pidFile);
    }
  }
  if (process.env.KEEP_STACK_DATA) console.log(`The ${name} local stack's data kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
