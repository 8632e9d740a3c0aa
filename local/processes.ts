/**
 * Child processes of the local stack (DynamoDB Local, cognito-local, Vite). Each runs in its own
 * process group so that stopping it also stops whatever it started (Java, node), and the stack can
 * stop all of them, wait for their exit, and notice when one dies on its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import readline from 'node:readline';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  /** Resolves when the process has exited (whatever the reason). */
  readonly exited: Promise<ExitInfo>;
  hasExited(): boolean;
  /** The last lines it printed, for error reports. */
  recentOutput(): string;
  /**
   * The first line of its output (already printed or still to come) that matches `pattern`; rejects
   * when the process exits first or after `timeoutMs`. How a child tells which port it really bound.
   */
  waitForLine(pattern: RegExp, what: string, timeoutMs: number): Promise<RegExpExecArray>;
  /** Stops the whole process group: SIGTERM, then SIGKILL after `graceMs`; resolves once all have exited. */
  stop(graceMs?: number): Promise<void>;
}

export interface OutputOptions {
  /** Print each line prefixed with `[name]` (otherwise lines are only kept for error reports). */
  echo?: boolean;
  /** Lines to keep for {@link ManagedProcess.recentOutput}. */
  keepLines?: number;
  /** With `echo`: which lines to print (called for every line, in order). */
  echoFilter?: (line: string) => boolean;
}

/** Colour codes (ESC [ … m). */
const ANSI_ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

/** True while any process of the group is alive. */
export function isGroupAlive(pgid: number): boolean {
  return signalGroup(pgid, 0);
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a live process (Linux), or undefined. */
export function processCommandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return undefined;
  }
}

/** Stops a process group that may outlive its leader: SIGTERM, wait, SIGKILL. */
export async function stopProcessGroup(pgid: number, graceMs = 5000): Promise<void> {
  if (!signalGroup(pgid, 'SIGTERM')) return;
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isGroupAlive(pgid)) return;
    await sleep(50);
  }
  signalGroup(pgid, 'SIGKILL');
  while (isGroupAlive(pgid) && Date.now() < deadline + 2000) await sleep(50);
}

/**
 * Wraps a child started with `detached: true` (so its pid is its process group id) and
 * `stdio: 'pipe'`.
 */
export function manageProcess(name: string, child: ChildProcess, output: OutputOptions = {}): ManagedProcess {
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  const pid = child.pid;
  const keepLines = output.keepLines ?? 200;
  const lines: string[] = [];
  /** Every line so far (not only the kept ones) is offered to these until one matches. */
  const lineWatchers = new Set<(line: string) => void>();
  const seenLines: string[] = [];
  let exitInfo: ExitInfo | undefined;

  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
    child.once('error', (error) => {
      lines.push(String(error));
      if (!exitInfo) {
        exitInfo = { code: null, signal: null };
        resolve(exitInfo);
      }
    });
  });

  // After 'exit', output may still be on its way: 'close' comes once the streams are read to the end.
  const outputClosed = new Promise<void>((resolve) => {
    child.once('close', () => resolve());
    child.once('error', () => resolve());
  });

  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline.createInterface({ input: stream }).on('line', (raw) => {
      // Colours only where they can show (cognito-local forces them on).
      const line = process.stdout.isTTY ? raw : raw.replace(ANSI_ESCAPES, '');
      lines.push(line);
      if (lines.length > keepLines) lines.shift();
      if (seenLines.length < 1000) seenLines.push(line);
      for (const watcher of lineWatchers) watcher(line);
      if (output.echo && (output.echoFilter?.(line) ?? true)) console.log(`[${name}] ${line}`);
    });
  }

  return {
    name,
    pid,
    exited,
    hasExited: () => exitInfo !== undefined,
    recentOutput: () => lines.join('\n'),
    waitForLine(pattern, what, timeoutMs) {
      const seen = seenLines.map((line) => pattern.exec(line)).find((match) => match !== null);
      if (seen) return Promise.resolve(seen);
      return new Promise<RegExpExecArray>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          lineWatchers.delete(watcher);
        };
        const watcher = (line: string) => {
          const match = pattern.exec(line);
          if (!match) return;
          done();
          resolve(match);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${what}: no answer within ${Math.round(timeoutMs / 1000)} s.\n${lines.join('\n')}`));
        }, timeoutMs);
        lineWatchers.add(watcher);
        void Promise.all([exited, outputClosed]).then(([info]) => {
          if (!lineWatchers.has(watcher)) return;
          done();
          reject(new Error(`${what}: ${name} ${describeExit(info)} before it answered.\n${lines.join('\n')}`));
        });
      });
    },
    async stop(graceMs = 5000) {
      // The leader may have exited while others of its group (e.g. vite under npx) still run.
      await stopProcessGroup(pid, graceMs);
      if (!exitInfo) {
        signalGroup(pid, 'SIGKILL');
        await exited;
      }
    },
  };
}

export interface SpawnOptions extends OutputOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Write straight to this terminal (keeps colours) instead of piping. */
  inheritOutput?: boolean;
}

/** Spawns `command` in its own process group with piped output. */
export function spawnManaged(name: string, command: string, args: readonly string[], options: SpawnOptions = {}): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    // Never the terminal's stdin: a process outside the foreground group that reads it is stopped.
    stdio: options.inheritOutput ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  return manageProcess(name, child, options);
}

/** Describes how a child ended, for messages. */
export function describeExit(info: ExitInfo): string {
  return info.signal ? `was killed by ${info.signal}` : `exited with code ${info.code ?? 'unknown'}`;
}

/**
 * Polls `check` until it resolves true; fails early when `process` exits, and after `timeoutMs`.
 */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs: number; process?: ManagedProcess; intervalMs?: number },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (options.process?.hasExited()) {
      const info = await options.process.exited;
      throw new Error(`${what}: ${options.process.name} ${describeExit(info)} before it answered.\n${options.process.recentOutput()}`);
    }
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) {
      const tail = options.process ? `\n${options.process.recentOutput()}` : '';
      throw new Error(`${what}: no answer within ${Math.round(options.timeoutMs / 1000)} s.${tail}`);
    }
    await sleep(options.intervalMs ?? 100);
  }
}
