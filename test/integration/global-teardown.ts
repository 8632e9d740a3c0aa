/** Stops the integration run's local stack (its whole process group) and waits for it to exit. */
import { rmSync } from 'node:fs';
import { dataPaths, reapOrphans } from '../../infra/local';

const STOP_TIMEOUT_MS = 20_000;

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export default async function globalTeardown(): Promise<void> {
  const handle = globalThis.__PORTAL_INTEGRATION_STACK__;
  if (!handle) return;
  globalThis.__PORTAL_INTEGRATION_STACK__ = undefined;
  const { child, dataDir } = handle;
  if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child.pid, 'SIGTERM');
    const timedOut = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), STOP_TIMEOUT_MS).unref()),
    ]);
    if (timedOut) {
      console.error('The local stack did not stop within 20 s: killing it');
      signalGroup(child.pid, 'SIGKILL');
      await exited;
      // Its DynamoDB Local and cognito-local run in their own process groups.
      await reapOrphans(dataPaths(dataDir).pidFile);
    }
  }
  if (process.env.KEEP_STACK_DATA) console.log(`Local stack data kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
