/**
 * One stack per data directory: `<dataDir>/stack.pid.json` names the stack's process and its
 * children. A live owner means "running" (start and reset refuse); a dead owner means a crash, and
 * its children still alive (a Java left behind, say) are stopped before anything else starts.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isProcessAlive, processCommandLine, stopProcessGroup } from './processes';

export interface StackLock {
  pid: number;
  children: { name: string; pid: number }[];
}

/** Command lines our children have; a recycled pid running something else is left alone. */
const CHILD_SIGNATURES = ['DynamoDBLocal', 'cognito-local', 'vite'];

export function readLock(file: string): StackLock | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StackLock;
  } catch {
    return undefined;
  }
}

/** The pid of a live stack owning this lock file, if any. */
export function runningStackPid(file: string): number | undefined {
  const lock = readLock(file);
  if (!lock || lock.pid === process.pid) return undefined;
  if (!isProcessAlive(lock.pid)) return undefined;
  const commandLine = processCommandLine(lock.pid);
  // Only a node process can be a stack (guards against a recycled pid).
  return commandLine === undefined || /node|tsx/.test(commandLine) ? lock.pid : undefined;
}

/** Stops the children a crashed stack left behind. */
export async function reapOrphans(file: string): Promise<string[]> {
  const lock = readLock(file);
  if (!lock) return [];
  const reaped: string[] = [];
  for (const child of lock.children ?? []) {
    const commandLine = processCommandLine(child.pid);
    if (commandLine && CHILD_SIGNATURES.some((signature) => commandLine.includes(signature))) {
      await stopProcessGroup(child.pid, 3000);
      reaped.push(`${child.name} (pid ${child.pid})`);
    }
  }
  return reaped;
}

export function writeLock(file: string, lock: StackLock): void {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}

export function releaseLock(file: string): void {
  const lock = readLock(file);
  if (!lock || lock.pid === process.pid) rmSync(file, { force: true });
}
